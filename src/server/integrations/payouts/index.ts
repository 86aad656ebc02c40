import type { Settings } from "@/config/env";
import { AppError } from "@/server/errors";

export type PayoutProviderName = "sandbox" | "stripe";

/** What a creator types into the local bank-account form (sandbox). */
export interface BankAccountInput {
  holderName: string;
  /** IBAN or account number; only its last four characters leave the adapter. */
  accountNumber: string;
  country: string;
}

/**
 * The payouts adapter (decision 030): where a creator's money goes and how it is sent.
 * `connect` turns the form into what we store; `send` pays an approved payout.
 */
export interface PayoutProvider {
  name: PayoutProviderName;
  connect(input: BankAccountInput): Promise<{ accountLast4: string; externalAccountId: string | null }>;
  /** `paid` when the money left at once (sandbox); `pending` when the provider reports later. */
  send(input: { payoutId: string; amountCents: number; externalAccountId: string | null }): Promise<{ outcome: "paid" | "pending" }>;
}

/** Letters and digits of an account number, spaces and dashes ignored. */
export function normalizeAccountNumber(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

export const sandboxPayouts: PayoutProvider = {
  name: "sandbox",
  connect(input) {
    return Promise.resolve({ accountLast4: normalizeAccountNumber(input.accountNumber).slice(-4), externalAccountId: null });
  },
  send() {
    return Promise.resolve({ outcome: "paid" as const });
  },
};

/**
 * Stripe Connect Express is a seam: onboarding links and transfers come with the keys and the
 * SDK fixtures of a later change. Until then a Stripe-configured server refuses to connect.
 */
const stripePayouts: PayoutProvider = {
  name: "stripe",
  connect() {
    return Promise.reject(new AppError("validation_error", "Stripe Connect payouts are not available yet; use the bank-account form"));
  },
  send() {
    return Promise.resolve({ outcome: "pending" as const });
  },
};

/** The sandbox unless Stripe Connect is switched on (it is not yet: see `stripePayouts`). */
export function getPayoutProvider(settings: Pick<Settings, "STRIPE_SECRET_KEY">, name?: string): PayoutProvider {
  if (name === "stripe") return stripePayouts;
  void settings;
  return sandboxPayouts;
}
