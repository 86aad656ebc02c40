import { and, asc, eq, sql } from "drizzle-orm";
import { requireSecret } from "@/config/deployment";
import type { AppContext } from "@/server/context";
import { creatorPackage, marketOrder, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { DAY_MS } from "@/server/domain/orders/order-access";
import { escrowPaidUsage } from "@/server/domain/paid-usage/escrow-paid-usage";
import { handOverPaidUsage } from "@/server/domain/paid-usage/hand-over-paid-usage";
import { sandboxPaidUsageAdapter } from "@/server/integrations/paid-usage";
import type { PaidUsageOffer } from "@/lib/paid-usage";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedTopUp } from "./seed-orders";

/** The demo creator's paid-usage offers, on every package they sell. */
export const DEMO_PAID_USAGE_OFFERS: PaidUsageOffer[] = [
  { platform: "tiktok_spark", windowDays: 30, priceCents: 4_000 },
  { platform: "tiktok_spark", windowDays: 60, priceCents: 7_000 },
  { platform: "meta_partnership", windowDays: 30, priceCents: 6_000 },
  { platform: "meta_partnership", windowDays: 90, priceCents: 12_000 },
];

/** A sandbox Spark code in TikTok's shape ("#" and a long base64-like string). */
export const DEMO_SPARK_CODE = "#c3BhcmtfZGVtb19yZWVsYnJpZWZfMjAyNl9hdXRob3Jpc2F0aW9uX2NvZGU+/Tz0xNzk=";

/**
 * Paid usage in the demo (decision 084), bought with orders of the demo brand from the demo creator:
 * an active TikTok Spark code (60 days, handed over 18 days ago), a Meta partnership permission in
 * its last days (30 days, handed over 26 days ago: "ending soon"), and a TikTok code still waiting
 * for the creator on an order in production. The prices are topped up first, so the brand's wallet
 * ends where the other seeds leave it; the two handed-over ones are released to the creator minus
 * the 15% fee ($59.50 and $51.00), the pending one ($40.00) sits in the order's escrow.
 */
export async function seedPaidUsage(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  const [creator] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  if (!brand || !creator) return;
  await db.update(creatorPackage).set({ paidUsageOffers: DEMO_PAID_USAGE_OFFERS }).where(eq(creatorPackage.userId, creator.id));
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const ordersIn = (status: "completed" | "in_production") =>
    db
      .select()
      .from(marketOrder)
      .where(and(eq(marketOrder.buyerAccountId, buyer.id), eq(marketOrder.creatorUserId, creator.id), eq(marketOrder.status, status)))
      .orderBy(asc(marketOrder.createdAt));
  const completed = await ordersIn("completed");
  const [inProduction] = await ordersIn("in_production");
  if (completed.length < 2 || !inProduction) return;

  const offer = (platform: PaidUsageOffer["platform"], windowDays: number) =>
    DEMO_PAID_USAGE_OFFERS.find((o) => o.platform === platform && o.windowDays === windowDays)!;
  const plan = [
    { order: completed[0]!, offer: offer("tiktok_spark", 60), boughtDaysAgo: 20, handedDaysAgo: 18 },
    { order: completed[1]!, offer: offer("meta_partnership", 30), boughtDaysAgo: 28, handedDaysAgo: 26 },
    { order: inProduction, offer: offer("tiktok_spark", 30), boughtDaysAgo: 1, handedDaysAgo: null },
  ];
  await seedTopUp(
    ctx,
    buyer.id,
    brand.id,
    plan.reduce((sum, p) => sum + p.offer.priceCents, 0),
  );
  const now = Date.now();
  const codeKey = requireSecret(ctx.settings.PAID_USAGE_CODE_KEY, "PAID_USAGE_CODE_KEY");
  for (const p of plan) {
    const row = await db.transaction((tx) =>
      escrowPaidUsage(tx, {
        orderId: p.order.id,
        buyerAccountId: buyer.id,
        platform: p.offer.platform,
        windowDays: p.offer.windowDays,
        priceCents: p.offer.priceCents,
        now: new Date(now - p.boughtDaysAgo * DAY_MS),
      }),
    );
    if (p.handedDaysAgo === null) continue;
    await handOverPaidUsage(db, {
      id: row.id,
      parties: [{ side: "creator", userId: creator.id }],
      codeKey,
      platforms: sandboxPaidUsageAdapter,
      now: new Date(now - p.handedDaysAgo * DAY_MS),
      ...(p.offer.platform === "tiktok_spark"
        ? { code: DEMO_SPARK_CODE, codeWindowDays: p.offer.windowDays }
        : { accountId: "17841405822304914", permissionId: "1029384756" }),
    });
  }
  // The ledger stamps transfers with the wall clock; the demo's money is dated when it moved (the
  // admin history seed re-dates the order transfers the same way, and then their entries).
  await db.execute(sql`
    UPDATE ledger_transfer t
    SET created_at = CASE WHEN t.reason = 'order_funded' THEN p.created_at ELSE p.handed_over_at END
    FROM paid_usage_authorisation p
    WHERE t.reference_type = 'paid_usage' AND t.reference_id = p.id::text
      AND (t.reason = 'order_funded' OR p.handed_over_at IS NOT NULL)`);
  await db.execute(sql`
    UPDATE ledger_entry e SET created_at = t.created_at
    FROM ledger_transfer t
    WHERE e.transfer_id = t.id AND t.reference_type = 'paid_usage' AND e.created_at <> t.created_at`);
}
