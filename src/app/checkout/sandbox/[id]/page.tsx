import { Lock } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { loadSettings } from "@/config/env";
import { formatCents } from "@/lib/money-format";
import { loadSandboxCheckout, SANDBOX_DECLINE_CARD, SANDBOX_SUCCESS_CARD } from "@/server/pages/checkout";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sandbox checkout", robots: { index: false } };

const FIELD_ERRORS: Record<string, string> = {
  number: "Enter a valid card number (try 4242 4242 4242 4242).",
  expiry: "Enter a future expiry date as MM/YY.",
  cvc: "Enter the 3 or 4 digit security code.",
};

const OUTCOME: Record<string, string> = {
  paid: "This payment is complete.",
  declined: "This payment was declined.",
  canceled: "This checkout was canceled.",
  expired: "This checkout has expired.",
};

/**
 * The sandbox provider's hosted checkout page (docs/product/money.md). It stands in for Stripe's page:
 * its buttons post to the sandbox, which confirms through a signed webhook, then sends the
 * browser back into the product.
 */
export default async function SandboxCheckoutPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ error?: string }>;
}) {
  const { id } = await params;
  const { error } = await searchParams;
  const checkout = await loadSandboxCheckout(id);
  if (!checkout) notFound();
  const action = `${loadSettings().NEXT_PUBLIC_API_URL}/payments/sandbox/${checkout.id}`;
  const isSetup = checkout.purpose === "setup";
  const errorText = error ? (FIELD_ERRORS[error] ?? "Please check the card details.") : null;

  return (
    <main className="bg-muted/40 flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="bg-card w-full max-w-md rounded-2xl border p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 text-sm font-medium">
            <Lock aria-hidden className="size-4" /> Reelbrief Pay
          </span>
          <Badge variant="warning">Sandbox · test mode</Badge>
        </div>
        <p className="text-muted-foreground text-sm">{isSetup ? "Save a card for Reelbrief" : "Wallet top-up for Reelbrief"}</p>
        <h1 className="mt-1 text-3xl font-semibold tabular-nums" data-testid="checkout-amount">
          {isSetup ? "Add a card" : formatCents(checkout.amountCents)}
        </h1>

        {checkout.status !== "pending" ? (
          <div className="mt-6 flex flex-col gap-4">
            <p role="status">{OUTCOME[checkout.status]}</p>
            <Button asChild variant="outline">
              <Link href={checkout.returnPath}>Back to Reelbrief</Link>
            </Button>
          </div>
        ) : (
          <form method="post" action={action} className="mt-6 flex flex-col gap-4">
            {isSetup && (
              <fieldset className="grid gap-4">
                <legend className="sr-only">Card details</legend>
                <div className="grid gap-2">
                  <Label htmlFor="card-number">Card number</Label>
                  <Input
                    id="card-number"
                    name="number"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    defaultValue="4242 4242 4242 4242"
                    aria-invalid={error === "number" || undefined}
                    required
                  />
                </div>
                <div className="grid grid-cols-2 gap-4">
                  <div className="grid gap-2">
                    <Label htmlFor="card-expiry">Expiry (MM/YY)</Label>
                    <Input
                      id="card-expiry"
                      name="expiry"
                      autoComplete="cc-exp"
                      defaultValue="12/34"
                      aria-invalid={error === "expiry" || undefined}
                      required
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor="card-cvc">CVC</Label>
                    <Input
                      id="card-cvc"
                      name="cvc"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      defaultValue="123"
                      aria-invalid={error === "cvc" || undefined}
                      required
                    />
                  </div>
                </div>
              </fieldset>
            )}
            {errorText && (
              <p role="alert" className="text-destructive text-sm">
                {errorText}
              </p>
            )}
            <Button type="submit" name="action" value="pay" variant="brand" size="lg">
              {isSetup ? "Save card" : `Pay ${formatCents(checkout.amountCents)}`}
            </Button>
            <div className="grid grid-cols-2 gap-2">
              <Button type="submit" name="action" value="decline" variant="outline" formNoValidate>
                Decline
              </Button>
              <Button type="submit" name="action" value="cancel" variant="ghost" formNoValidate>
                Cancel
              </Button>
            </div>
            <p className="text-muted-foreground text-xs">
              This is the built-in sandbox: no real money moves.{" "}
              {isSetup
                ? `Card ${SANDBOX_DECLINE_CARD.replace(/(\d{4})(?=\d)/g, "$1 ")} is always declined; ${SANDBOX_SUCCESS_CARD.slice(-4)} works.`
                : "Pay confirms the top-up through a signed webhook, as a real provider would."}
            </p>
          </form>
        )}
      </div>
    </main>
  );
}
