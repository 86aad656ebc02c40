"use client";

import { CreditCard, Loader2, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { Field } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { BrandPaymentInfo, PaymentMethod } from "@/contracts/money";
import { authApi, v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorFields, errorMessage, schemaErrors } from "@/lib/api-error";

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const formSchema = z.object({
  billing_email: z.union([z.literal(""), z.email("Enter a valid e-mail address")]),
  company_name: optionalText(200),
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  postal_code: optionalText(20),
  country: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code, e.g. US"),
  ]),
});
type FormValues = z.infer<typeof formSchema>;

const FIELDS: { name: keyof FormValues; label: string; autoComplete: string; wide?: boolean; type?: string }[] = [
  { name: "billing_email", label: "Billing e-mail", autoComplete: "email", type: "email", wide: true },
  { name: "company_name", label: "Company name", autoComplete: "organization", wide: true },
  { name: "address_line1", label: "Address line 1", autoComplete: "address-line1", wide: true },
  { name: "address_line2", label: "Address line 2", autoComplete: "address-line2", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State / region", autoComplete: "address-level1" },
  { name: "postal_code", label: "Postal code", autoComplete: "postal-code" },
  { name: "country", label: "Country (2 letters)", autoComplete: "country" },
];

/** Payment Settings (docs/product/money.md): saved cards (add, default, remove), billing e-mail and address. */
export function PaymentSettings() {
  const info = useApiData(authApi.query("GET /brand/payment-info"));
  // The outcome of a card checkout is shown by the shell's CheckoutReturnNotice, read from the server.

  if (info.isLoading || !info.data) {
    return info.error ? (
      <p role="alert" className="text-destructive text-sm">
        Payment settings could not be loaded. Please reload the page.
      </p>
    ) : (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading payment settings">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <CardsCard methods={info.data.payment_methods} provider={info.data.payment_provider} onChanged={() => void info.mutate()} />
      <BillingAddressCard info={info.data} onSaved={() => void info.mutate()} />
    </div>
  );
}

function CardsCard({ methods, provider, onChanged }: { methods: PaymentMethod[]; provider: string; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);

  const addCard = async () => {
    setBusy("add");
    try {
      const res = await v1.call("POST /auth/checkout-intent", { json: { return_path: "/platform/settings/payments" } });
      window.location.assign(res.data.url);
    } catch {
      toast.error("Could not open the card form. Please try again.");
      setBusy(null);
    }
  };

  const act = async (id: string, action: "default" | "remove") => {
    setBusy(`${action}:${id}`);
    try {
      if (action === "default") await v1.call("POST /auth/payment-methods/:id/default", { param: { id } });
      else await v1.call("DELETE /auth/payment-methods/:id", { param: { id } });
      toast.success(action === "default" ? "Default card updated" : "Card removed");
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved cards</CardTitle>
        <CardDescription>
          {provider === "sandbox"
            ? "Sandbox mode: cards are test cards and are never charged."
            : "Cards are stored by our payment provider; we keep only the last four digits."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {methods.length === 0 ? (
          <p className="text-muted-foreground text-sm">No saved cards yet.</p>
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="payment-methods">
            {methods.map((m) => (
              <li key={m.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex items-center gap-3">
                  <CreditCard aria-hidden className="text-muted-foreground size-5" />
                  <div className="flex flex-col">
                    <span className="font-medium capitalize">
                      {m.brand} •••• {m.last4}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      Expires {String(m.exp_month).padStart(2, "0")}/{m.exp_year}
                    </span>
                  </div>
                  {m.is_default && <Badge variant="secondary">Default</Badge>}
                </div>
                <div className="flex gap-2">
                  {!m.is_default && (
                    <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void act(m.id, "default")}>
                      {busy === `default:${m.id}` && <Loader2 aria-hidden className="animate-spin" />}
                      Make default
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy !== null}
                    onClick={() => void act(m.id, "remove")}
                    aria-label={`Remove ${m.brand} ending in ${m.last4}`}
                  >
                    {busy === `remove:${m.id}` ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button variant="brand" onClick={() => void addCard()} disabled={busy !== null}>
            {busy === "add" ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
            Add a card
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function BillingAddressCard({ info, onSaved }: { info: BrandPaymentInfo; onSaved: () => void }) {
  const saved = Object.fromEntries(FIELDS.map((f) => [f.name, info[f.name] ?? ""])) as FormValues;
  const [initial, setInitial] = useState<FormValues>(saved);
  const [values, setValues] = useState<FormValues>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const isDirty = FIELDS.some((f) => values[f.name] !== initial[f.name]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = formSchema.safeParse(values);
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === "" ? null : v.trim()]));
    try {
      await authApi.call("PUT /brand/payment-info", { json: body });
      toast.success("Billing details saved");
      setInitial(values);
      onSaved();
    } catch (error) {
      const fields = errorFields(error);
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).filter(([field]) => FIELDS.some((f) => f.name === field))));
      toast.error(errorMessage(error, "Could not save. Please try again."));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing details</CardTitle>
        <CardDescription>Shown on receipts; receipts go to the billing e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2" noValidate>
          {FIELDS.map((f) => (
            <div key={f.name} className={f.wide ? "sm:col-span-2" : undefined}>
              <Field
                id={`billing-${f.name}`}
                name={f.name}
                label={f.label}
                type={f.type ?? "text"}
                autoComplete={f.autoComplete}
                value={values[f.name]}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                error={errors[f.name]}
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting && <Loader2 aria-hidden className="animate-spin" />}
              Save billing details
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
