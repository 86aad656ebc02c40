import { eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { paymentCheckout, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { subscribe } from "@/server/domain/billing/manage-subscription";
import { applyPaymentEvent } from "@/server/domain/wallet/handle-payment-webhook";
import { getPaymentProvider } from "@/server/integrations/payments";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/**
 * The demo brand's money, made the way real money arrives: two paid sandbox top-ups
 * ($1,000 and $449, credited through the webhook path and the ledger), then a Pro subscription
 * paid from the wallet — which leaves $1,250 and a payment history with three lines.
 */
export async function seedMoney(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  if (!brand) return;
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const provider = getPaymentProvider(ctx.settings);
  for (const amount of [100_000, 44_900]) {
    const [checkout] = await db
      .insert(paymentCheckout)
      .values({ buyerAccountId: buyer.id, createdByUserId: brand.id, provider: provider.name, purpose: "top_up", amountCents: amount })
      .returning({ id: paymentCheckout.id });
    await db.update(paymentCheckout).set({ providerSessionId: checkout!.id }).where(eq(paymentCheckout.id, checkout!.id));
    await applyPaymentEvent(db, provider, {
      eventId: `evt_seed_${checkout!.id}`,
      type: "seed.top_up.paid",
      payload: { seed: true },
      checkout: {
        sessionId: checkout!.id,
        checkoutId: checkout!.id,
        outcome: "paid",
        amountCents: amount,
        card: null,
        failureReason: null,
      },
    });
  }
  await subscribe(db, { buyerAccountId: buyer.id, choice: { plan: "pro", extraSeats: 0, extraBrands: 0 } });
}
