import { eq } from "drizzle-orm";
import { MAX_TOP_UP_CENTS, MIN_TOP_UP_CENTS } from "@/contracts/money";
import type { Db } from "@/server/db/database";
import { billingProfile, paymentCheckout } from "@/server/db/schema";
import { recordCreated, transition } from "@/server/domain/events/transition";
import { AppError } from "@/server/errors";
import type { PaymentProvider } from "@/server/integrations/payments";
import { checkoutMachine } from "./checkout-transitions";

/** POST /auth/{provider}/add-wallet-funds bounds, in cents: $1 to $100,000 (docs/product/money.md); the contract holds them. */
export { MAX_TOP_UP_CENTS, MIN_TOP_UP_CENTS };

export interface StartCheckoutInput {
  buyerAccountId: string;
  userId: string;
  userEmail: string;
  /** The product's origin, for the provider's return URLs. */
  origin: string;
  /** A path inside the product (already checked by the caller). */
  returnPath: string;
}

/**
 * Starts a wallet top-up (docs/product/money.md): a pending checkout row, then the provider's hosted
 * page. Nothing is credited here: only the provider's signed webhook credits the wallet.
 * If the provider refuses, the row is closed as canceled with the reason, and the error is 502.
 */
export async function createTopUp(
  db: Db,
  provider: PaymentProvider,
  input: StartCheckoutInput & { amountCents: number },
): Promise<{ id: string; url: string }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < MIN_TOP_UP_CENTS || input.amountCents > MAX_TOP_UP_CENTS) {
    throw new AppError("validation_error", "amount: must be whole cents between 100 and 10000000", {
      amount: "Must be whole cents between 100 ($1.00) and 10000000 ($100,000.00)",
    });
  }
  return startCheckout(db, provider, {
    ...input,
    purpose: "top_up",
    amountCents: input.amountCents,
    description: "Reelbrief wallet top-up",
  });
}

/** Starts a hosted checkout that only saves a card (POST /auth/checkout-intent). */
export function createSetupCheckout(db: Db, provider: PaymentProvider, input: StartCheckoutInput) {
  return startCheckout(db, provider, { ...input, purpose: "setup", amountCents: 0, description: "Save a card for Reelbrief" });
}

async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  input: StartCheckoutInput & { purpose: "top_up" | "setup"; amountCents: number; description: string },
): Promise<{ id: string; url: string }> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentCheckout)
      .values({
        buyerAccountId: input.buyerAccountId,
        createdByUserId: input.userId,
        provider: provider.name,
        purpose: input.purpose,
        amountCents: input.amountCents,
        returnPath: input.returnPath,
        status: checkoutMachine.initial.status,
      })
      .returning({ id: paymentCheckout.id });
    await recordCreated(tx, checkoutMachine, {
      id: row!.id,
      actor: { kind: "buyer", id: input.buyerAccountId },
      payload: { purpose: input.purpose, amountCents: input.amountCents, provider: provider.name, userId: input.userId },
    });
    return row!.id;
  });
  const [profile] = await db
    .select({ email: billingProfile.billingEmail, customer: billingProfile.stripeCustomerId })
    .from(billingProfile)
    .where(eq(billingProfile.buyerAccountId, input.buyerAccountId))
    .limit(1);
  const back = (outcome: string) => {
    const url = new URL(input.returnPath, input.origin);
    url.searchParams.set(input.purpose === "top_up" ? "top_up" : "card", outcome);
    // The page we return to reads the real outcome of this checkout from the server by its id.
    url.searchParams.set("checkout", id);
    return url.toString();
  };
  try {
    const session = await provider.createCheckout({
      checkoutId: id,
      purpose: input.purpose,
      amountCents: input.amountCents,
      currency: "USD",
      description: input.description,
      customerEmail: profile?.email ?? input.userEmail,
      customerId: provider.name === "stripe" ? (profile?.customer ?? null) : null,
      successUrl: back("success"),
      cancelUrl: back("canceled"),
    });
    await db
      .update(paymentCheckout)
      .set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: new Date() })
      .where(eq(paymentCheckout.id, id));
    return { id, url: session.url };
  } catch (error) {
    const reason = (error as Error).message.slice(0, 500);
    await db.transaction((tx) =>
      transition(tx, checkoutMachine, {
        id,
        to: "canceled",
        actor: { kind: "system" },
        patch: { failureReason: reason, updatedAt: new Date(), completedAt: new Date() },
        payload: { reason: "provider_refused" },
      }),
    );
    if (error instanceof AppError) throw error;
    throw new AppError("payment_provider_error", "The payment provider is not reachable. Please try again.");
  }
}
