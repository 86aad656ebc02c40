import { and, eq, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/database";
import { paymentCheckout, paymentMethod, paymentWebhookEvent } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import { formatCents } from "@/lib/money-format";
import { clearingOf, MAX_TRANSFER_CENTS, transfer, walletOf } from "@/server/domain/ledger";
import type { PaymentProvider, ProviderEvent } from "@/server/integrations/payments";
import { checkoutMachine } from "./checkout-transitions";

export interface WebhookResult {
  /** The event id had been processed before: nothing was done. */
  duplicate: boolean;
  /** What the event did to its checkout, if anything. */
  effect: "credited" | "card_saved" | "closed" | "ignored" | "failed";
  checkoutId: string | null;
}

/**
 * A provider webhook (docs/product/money.md). Safe against:
 * - forged or stale signatures: the provider adapter refuses them before anything is read;
 * - replays and concurrent duplicates: the event row is inserted in the same transaction as its
 *   effects, keyed by (provider, event id); a duplicate waits for the first and then does nothing;
 * - two different events for one payment: the credit's ledger key is the checkout id;
 * - a claimed amount: a payment credits the checkout's own amount, whatever the event says;
 * - reordering: a closing event (declined, canceled, expired) only closes a pending checkout, and
 *   a payment that arrives after a checkout was closed is still credited — money that reached us
 *   is never ignored;
 * - an amount the ledger cannot move: a payment claiming more than one transfer may carry credits
 *   nothing and is kept as a failed event with its reason, for an admin to look into. It is still
 *   acknowledged (2xx): the provider would only redeliver the same event.
 */
export async function handlePaymentWebhook(db: Db, provider: PaymentProvider, rawBody: string, headers: Headers): Promise<WebhookResult> {
  const event = await provider.parseWebhook(rawBody, headers);
  return applyPaymentEvent(db, provider, event);
}

export async function applyPaymentEvent(db: Db, provider: PaymentProvider, event: ProviderEvent): Promise<WebhookResult> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(paymentWebhookEvent)
      .values({ provider: provider.name, eventId: event.eventId, type: event.type, payload: event.payload })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvent.id });
    if (!inserted) return { duplicate: true, effect: "ignored", checkoutId: null };
    if (!event.checkout) return { duplicate: false, effect: "ignored", checkoutId: null };
    const failure = unappliableReason(event.checkout);
    if (failure) {
      await tx.update(paymentWebhookEvent).set({ failureReason: failure }).where(eq(paymentWebhookEvent.id, inserted.id));
      return { duplicate: false, effect: "failed", checkoutId: null };
    }
    return applyCheckoutOutcome(tx, provider, event.checkout);
  });
}

/** Why a signed event must not be applied, or null. */
function unappliableReason(outcome: NonNullable<ProviderEvent["checkout"]>): string | null {
  const claimed = outcome.amountCents;
  if (outcome.outcome !== "paid" || claimed === null || claimed <= MAX_TRANSFER_CENTS) return null;
  const shown = Number.isSafeInteger(claimed) ? formatCents(claimed) : `${claimed} cents`;
  return `The event claims ${shown}, above the ledger's maximum of ${formatCents(MAX_TRANSFER_CENTS)} per transfer; nothing was credited.`;
}

async function applyCheckoutOutcome(
  tx: Tx,
  provider: PaymentProvider,
  outcome: NonNullable<ProviderEvent["checkout"]>,
): Promise<WebhookResult> {
  const [checkout] = await tx
    .select()
    .from(paymentCheckout)
    .where(
      and(
        eq(paymentCheckout.provider, provider.name),
        outcome.checkoutId && /^[0-9a-f-]{36}$/i.test(outcome.checkoutId)
          ? or(eq(paymentCheckout.providerSessionId, outcome.sessionId), eq(paymentCheckout.id, outcome.checkoutId))
          : eq(paymentCheckout.providerSessionId, outcome.sessionId),
      ),
    )
    .for("update")
    .limit(1);
  // An event about a checkout we never created (another system on the same account): acknowledged.
  if (!checkout) return { duplicate: false, effect: "ignored", checkoutId: null };
  const now = new Date();
  const actor = { kind: "provider", id: provider.name } as const;

  if (outcome.outcome !== "paid") {
    if (checkout.status !== "pending") return { duplicate: false, effect: "ignored", checkoutId: checkout.id };
    await transition(tx, checkoutMachine, {
      id: checkout.id,
      to: outcome.outcome,
      actor,
      patch: { failureReason: outcome.failureReason, updatedAt: now, completedAt: now },
    });
    return { duplicate: false, effect: "closed", checkoutId: checkout.id };
  }

  if (checkout.status === "paid") return { duplicate: false, effect: "ignored", checkoutId: checkout.id };

  if (checkout.purpose === "setup") {
    if (outcome.card) await saveCard(tx, checkout.buyerAccountId, provider.name, outcome.card);
    await transition(tx, checkoutMachine, {
      id: checkout.id,
      to: "paid",
      actor,
      patch: { updatedAt: now, completedAt: now },
      payload: { purpose: "setup", cardSaved: Boolean(outcome.card) },
    });
    return { duplicate: false, effect: outcome.card ? "card_saved" : "ignored", checkoutId: checkout.id };
  }

  // The wallet gets the amount of the checkout we created, never an amount the event claims: an
  // event is only a confirmation that our checkout was paid. Our checkouts are
  // fixed-price, so a differing amount can only come from a bad or crafted event.
  const credit = await transfer(tx, {
    from: clearingOf(provider.name),
    to: walletOf(checkout.buyerAccountId),
    amount: checkout.amountCents,
    reason: "top_up",
    reference: { type: "payment_checkout", id: checkout.id },
    idempotencyKey: `top_up:${checkout.id}`,
    description: `Wallet top-up (${provider.name})`,
  });
  await transition(tx, checkoutMachine, {
    id: checkout.id,
    to: "paid",
    actor,
    patch: { transferId: credit.transferId, failureReason: null, updatedAt: now, completedAt: now },
    payload: { purpose: "top_up", amountCents: checkout.amountCents, buyerAccountId: checkout.buyerAccountId },
  });
  if (outcome.card) await saveCard(tx, checkout.buyerAccountId, provider.name, outcome.card);
  return { duplicate: false, effect: "credited", checkoutId: checkout.id };
}

async function saveCard(
  tx: Tx,
  buyerAccountId: string,
  provider: "sandbox" | "stripe",
  card: NonNullable<NonNullable<ProviderEvent["checkout"]>["card"]>,
) {
  // The first card of an account becomes its default.
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentMethod)
    .where(eq(paymentMethod.buyerAccountId, buyerAccountId));
  await tx
    .insert(paymentMethod)
    .values({
      buyerAccountId,
      provider,
      providerMethodId: card.providerMethodId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: n === 0,
    })
    .onConflictDoNothing();
}
