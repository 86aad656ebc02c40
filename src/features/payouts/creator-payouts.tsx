"use client";

import { Loader2 } from "lucide-react";
import { useCallback, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { Field } from "@/components/form-field";
import { type LiveEvent, useLiveEvents } from "@/components/live/use-live-events";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PayoutStatusBadge } from "@/components/wallet/payout-status-badge";
import type { creatorPayoutsSchema } from "@/contracts/payouts";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { errorFields, errorMessage } from "@/lib/api-error";
import { formatCents } from "@/lib/money-format";

type CreatorPayouts = z.infer<typeof creatorPayoutsSchema>;

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
const dateText = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** Payouts (docs/product/money.md): earnings, the payout method, a payout request and the history. */
export function CreatorPayoutsPanel() {
  const payouts = useApiData(v1.query("GET /auth/payouts"));
  const { mutate } = payouts;
  // An admin's approval and the payment that follows show without a reload.
  useLiveEvents(
    useCallback(
      (event: LiveEvent) => {
        if (event.entity === "payout") void mutate();
      },
      [mutate],
    ),
  );
  if (!payouts.data) {
    return payouts.error ? (
      <p role="alert" className="text-destructive text-sm">
        Payouts could not be loaded. Please reload the page.
      </p>
    ) : (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading payouts">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-60 rounded-xl" />
      </div>
    );
  }
  const data = payouts.data;
  const refresh = () => void payouts.mutate();
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Earnings" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Available" value={data.availableCents} testId="payouts-available" />
        <Stat label="In escrow on open orders" value={data.inEscrowCents} testId="payouts-escrow" />
        <Stat label="On the way to you" value={data.inTransitCents} testId="payouts-in-transit" />
        <Stat label="Paid out" value={data.paidOutCents} testId="payouts-paid" />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <MethodCard method={data.method} onSaved={refresh} />
        <RequestCard available={data.availableCents} min={data.minPayoutCents} hasMethod={!!data.method} onRequested={refresh} />
      </div>
      <HistoryCard payouts={data.payouts} />
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card className="gap-1 py-4">
      <CardHeader className="px-4">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-xl tabular-nums" data-testid={testId}>
          {formatCents(value)}
        </CardTitle>
      </CardHeader>
    </Card>
  );
}

function errorsOf(error: unknown): { message: string; fields: Record<string, string> } {
  return { message: errorMessage(error), fields: errorFields(error) ?? {} };
}

function MethodCard({ method, onSaved }: { method: CreatorPayouts["method"]; onSaved: () => void }) {
  const [editing, setEditing] = useState(!method);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFields({});
    try {
      await v1.call("PUT /auth/payouts/method", {
        json: {
          holderName: textOf(form.get("holderName")),
          accountNumber: textOf(form.get("accountNumber")),
          country: textOf(form.get("country")),
        },
      });
      toast.success("Payout method saved");
      setEditing(false);
      onSaved();
    } catch (error) {
      const e = errorsOf(error);
      setFields(e.fields);
      if (Object.keys(e.fields).length === 0) toast.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payout method</CardTitle>
        <CardDescription>A bank account in your name. We keep only the last four characters of the number.</CardDescription>
      </CardHeader>
      <CardContent>
        {method && !editing ? (
          <div className="flex flex-wrap items-center justify-between gap-3" data-testid="payout-method">
            <div className="flex flex-col">
              <span className="font-medium">{method.holderName}</span>
              <span className="text-muted-foreground text-sm">
                Bank account •••• {method.accountLast4} · {method.country}
              </span>
            </div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              Change
            </Button>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Bank account">
            <Field id="holderName" name="holderName" label="Account holder" autoComplete="name" required error={fields.holderName} />
            <Field
              id="accountNumber"
              name="accountNumber"
              label="IBAN or account number"
              autoComplete="off"
              inputMode="text"
              required
              error={fields.accountNumber}
            />
            <Field
              id="country"
              name="country"
              label="Country (2 letters)"
              autoComplete="country"
              maxLength={2}
              required
              error={fields.country}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
                {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
                Save payout method
              </Button>
              {method && (
                <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              )}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function RequestCard(props: { available: number; min: number; hasMethod: boolean; onRequested: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const canRequest = props.hasMethod && props.available >= props.min;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dollars = Number(textOf(new FormData(event.currentTarget).get("amount")).replace(/[$,\s]/g, ""));
    const cents = Math.round(dollars * 100);
    if (!Number.isFinite(dollars) || cents < props.min) {
      setError(`Enter at least ${formatCents(props.min)}`);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await v1.call("POST /auth/payouts", { json: { amount: cents } });
      toast.success(`Payout of ${formatCents(cents)} requested`);
      props.onRequested();
    } catch (e) {
      const { message, fields } = errorsOf(e);
      setError(fields.amount ?? message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Request a payout</CardTitle>
        <CardDescription>Minimum {formatCents(props.min)}. An admin approves each payout; it then reaches your account.</CardDescription>
      </CardHeader>
      <CardContent>
        {!props.hasMethod ? (
          <p className="text-muted-foreground text-sm">Add a payout method first.</p>
        ) : props.available < props.min ? (
          <p className="text-muted-foreground text-sm" data-testid="payout-not-enough">
            You can request a payout once {formatCents(props.min)} is available. Earnings arrive when brands approve your videos.
          </p>
        ) : null}
        {canRequest && (
          // Keyed on the available amount: after a request the form starts over with the new
          // maximum, instead of keeping the amount just requested ready to be sent again.
          <form key={props.available} className="grid gap-4" onSubmit={submit} noValidate aria-label="Request a payout">
            <Field
              id="amount"
              name="amount"
              label="Amount (USD)"
              inputMode="decimal"
              defaultValue={(props.available / 100).toFixed(2)}
              hint={`Up to ${formatCents(props.available)}`}
              error={error}
              required
            />
            <Button type="submit" disabled={busy} className="justify-self-start">
              {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
              Request payout
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryCard({ payouts }: { payouts: CreatorPayouts["payouts"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payout history</CardTitle>
      </CardHeader>
      <CardContent>
        {payouts.length === 0 ? (
          <p className="text-muted-foreground text-sm">No payouts yet. Your requests and their status will be listed here.</p>
        ) : (
          <ul className="divide-y" data-testid="payout-history">
            {payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex flex-col">
                  <span className="font-medium tabular-nums">{formatCents(p.amountCents)}</span>
                  <span className="text-muted-foreground text-sm">
                    Requested {dateText(p.requestedAt)} · to •••• {p.destinationLast4}
                    {p.failureReason ? ` · ${p.failureReason}` : ""}
                  </span>
                </div>
                <PayoutStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
