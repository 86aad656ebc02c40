import { eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { member, organization, paymentCheckout, plan, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { changePlanPrice } from "@/server/domain/billing/change-plan-price";
import { grantComplimentaryPlan } from "@/server/domain/billing/grant-complimentary-plan";
import { recordLedgerCheck } from "@/server/domain/ledger/record-ledger-check";
import { applyPaymentEvent } from "@/server/domain/wallet/handle-payment-webhook";
import { getPaymentProvider } from "@/server/integrations/payments";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";

const HOUR_MS = 60 * 60 * 1000;

/** The demo agency that was given a plan for free, and its owner. */
export const DEMO_COMPLIMENTARY_ORG = {
  name: "Harbor & Pine Agency",
  slug: "harbor-and-pine",
  ownerEmail: "harborpine@demo.reelbrief.com",
  ownerName: "Priya Raman",
} as const;

/** A signed event claiming one cent more than the ledger's per-transfer maximum: kept as failed, nothing credited. */
const OVERSIZED_CENTS = 100_000_000_001;

/**
 * The admin console's ledger, plans and audit log in use: an agency on a complimentary Pro plan,
 * a payment event of theirs that claimed more than the ledger can move (kept as failed), a Starter
 * promotion the demo admin started and ended (the price is back at $49, both changes audited),
 * and consistency checks — three scheduled ones over the last hours and one the admin ran twelve
 * minutes ago, all fine. Everything goes through the console's own use-cases, so the audit rows
 * are the real ones.
 */
export async function seedAdminLedger(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  if (!admin) return;

  const signedUp = await ctx.auth.api.signUpEmail({
    body: { email: DEMO_COMPLIMENTARY_ORG.ownerEmail, name: DEMO_COMPLIMENTARY_ORG.ownerName, password: DEMO_PASSWORD },
  });
  const ownerId = signedUp.user.id;
  await db
    .update(user)
    .set({ types: ["brand"], didOnboard: true, emailVerified: true })
    .where(eq(user.id, ownerId));
  const orgId = crypto.randomUUID();
  await db.insert(organization).values({ id: orgId, name: DEMO_COMPLIMENTARY_ORG.name, slug: DEMO_COMPLIMENTARY_ORG.slug });
  await db.insert(member).values({ id: crypto.randomUUID(), organizationId: orgId, userId: ownerId, role: "owner" });
  const orgBuyer = await resolveBuyerAccount(db, { userId: ownerId, activeOrganizationId: orgId });

  const provider = getPaymentProvider(ctx.settings);
  const [checkout] = await db
    .insert(paymentCheckout)
    .values({ buyerAccountId: orgBuyer.id, createdByUserId: ownerId, provider: provider.name, purpose: "top_up", amountCents: 5000 })
    .returning({ id: paymentCheckout.id });
  await applyPaymentEvent(db, provider, {
    eventId: `evt_seed_oversized_${checkout!.id}`,
    type: "checkout.paid",
    payload: { seed: true },
    checkout: {
      sessionId: checkout!.id,
      checkoutId: checkout!.id,
      outcome: "paid",
      amountCents: OVERSIZED_CENTS,
      card: null,
      failureReason: null,
    },
  });

  const [pro] = await db.select({ id: plan.id }).from(plan).where(eq(plan.code, "pro")).limit(1);
  await grantComplimentaryPlan(db, {
    buyerAccountId: orgBuyer.id,
    planId: pro!.id,
    reason: "Launch partner: Pro for free while they run our agency pilot",
    actorUserId: admin.id,
  });

  const [starter] = await db.select({ id: plan.id }).from(plan).where(eq(plan.code, "starter")).limit(1);
  await changePlanPrice(db, {
    planId: starter!.id,
    monthlyPriceCents: 3900,
    reason: "Black Friday: Starter at $39 for renewals",
    actorUserId: admin.id,
  });
  await changePlanPrice(db, { planId: starter!.id, monthlyPriceCents: 4900, reason: "Black Friday promotion over", actorUserId: admin.id });

  const now = Date.now();
  for (const hoursAgo of [3, 2, 1]) await recordLedgerCheck(db, { requestedByUserId: null, now: new Date(now - hoursAgo * HOUR_MS) });
  await recordLedgerCheck(db, { requestedByUserId: admin.id, now: new Date(now - 12 * 60 * 1000) });
}
