import { and, eq, inArray, like } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { domainEvent, user } from "@/server/db/schema";
import { creditDemoEarnings } from "@/server/domain/payouts/credit-demo-earnings";
import { savePayoutMethod } from "@/server/domain/payouts/payout-method";
import { approvePayout, requestCreatorPayout, settleCreatorPayout } from "@/server/domain/payouts/payouts";
import { getPayoutProvider } from "@/server/integrations/payouts";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/**
 * Payouts in every state (decision 030), made through the use-cases so the ledger agrees. Until
 * orders release escrow, the earnings are a seeded ledger transfer (reason `adjustment`,
 * reference `seed_earnings`). The demo creator (Jordan Ellis) gets $1,480 of earnings, a sandbox
 * bank account and four payouts: paid $500, failed $100 (returned), approved $150, requested $200
 * — $630 stays available. Two directory creators each wait in the admin queue.
 */
export async function seedPayouts(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const provider = getPayoutProvider(ctx.settings);
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  const [demo] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  if (!admin || !demo) return;
  const adminActor = { kind: "admin" as const, id: admin.id };

  const setUp = async (creatorUserId: string, holderName: string, accountNumber: string, country: string, earnings: number) => {
    await creditDemoEarnings(db, { creatorUserId, amountCents: earnings, key: creatorUserId });
    await savePayoutMethod(db, provider, { creatorUserId, holderName, accountNumber, country });
  };

  await setUp(demo.id, DEMO_ACCOUNTS.creator.name, "US00 0000 0000 0000 4821", "US", 148_000);
  const paid = await requestCreatorPayout(db, { creatorUserId: demo.id, amountCents: 50_000 });
  await approvePayout(db, { payoutId: paid.id, actor: adminActor });
  await settleCreatorPayout(db, { payoutId: paid.id, outcome: "paid", actor: adminActor });
  const failed = await requestCreatorPayout(db, { creatorUserId: demo.id, amountCents: 10_000 });
  await approvePayout(db, { payoutId: failed.id, actor: adminActor });
  await settleCreatorPayout(db, { payoutId: failed.id, outcome: "failed", actor: adminActor, reason: "The bank returned the transfer" });
  const approved = await requestCreatorPayout(db, { creatorUserId: demo.id, amountCents: 15_000 });
  await approvePayout(db, { payoutId: approved.id, actor: adminActor });
  await requestCreatorPayout(db, { creatorUserId: demo.id, amountCents: 20_000 });

  // The seeded approval stays approved, so the queue shows that state on a first start: its
  // event is marked delivered and the sandbox's auto-pay consumer never sees it. The other
  // approvals above were already settled, so marking them changes nothing.
  await db
    .update(domainEvent)
    .set({ dispatchedAt: new Date() })
    .where(and(eq(domainEvent.entity, "payout"), eq(domainEvent.type, "payout.approved"), inArray(domainEvent.entityId, [approved.id])));

  const others = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(like(user.email, "%@creators.demo.reelbrief.com"))
    .orderBy(user.email)
    .limit(2);
  for (const [i, c] of others.entries()) {
    await setUp(c.id, c.name, `GB29 NWBK 6016 1331 92${i}${i}`, "GB", 64_000);
    await requestCreatorPayout(db, { creatorUserId: c.id, amountCents: 25_000 + i * 7_500 });
  }
}
