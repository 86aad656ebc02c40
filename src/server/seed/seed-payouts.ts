import { and, eq, inArray, like, ne } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { domainEvent, marketOrder, user } from "@/server/db/schema";
import { earningsOf, getBalance, MIN_PAYOUT_CENTS } from "@/server/domain/ledger";
import { savePayoutMethod } from "@/server/domain/payouts/payout-method";
import { approvePayout, requestCreatorPayout, settleCreatorPayout } from "@/server/domain/payouts/payouts";
import { getPayoutProvider } from "@/server/integrations/payouts";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/**
 * Payouts in every state (decision 030), made through the use-cases so the ledger agrees. The
 * money paid out is what the demo orders earned: seedOrders completes orders through the order
 * use-cases, whose approvals release escrow to the creator's earnings (docs/product/local-mode-and-settings.md; no money is
 * credited directly). The demo creator (Jordan Ellis) gets a sandbox bank account and four
 * payouts: paid $500, failed $100 (returned), approved $150, requested $200; the rest of the
 * released earnings stays available. Each directory creator with released earnings waits in the
 * admin queue with half of them.
 */
export async function seedPayouts(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const provider = getPayoutProvider(ctx.settings);
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  const [demo] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  if (!admin || !demo) return;
  const adminActor = { kind: "admin" as const, id: admin.id };

  const setUp = async (creatorUserId: string, holderName: string, accountNumber: string, country: string) => {
    await savePayoutMethod(db, provider, { creatorUserId, holderName, accountNumber, country });
  };

  // The payouts below need $850 of released earnings; a seed change that leaves less must fail here, not half-way.
  const released = await getBalance(db, earningsOf(demo.id));
  if (released < 85_000)
    throw new Error(`seedPayouts: the demo orders released ${released} cents to the demo creator; the payouts need 85000`);
  await setUp(demo.id, DEMO_ACCOUNTS.creator.name, "US00 0000 0000 0000 4821", "US");
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

  // Directory creators the demo orders paid (seedOrders completes one of them), in a stable order.
  const others = await db
    .selectDistinct({ id: user.id, name: user.name, email: user.email })
    .from(marketOrder)
    .innerJoin(user, eq(user.id, marketOrder.creatorUserId))
    .where(
      and(eq(marketOrder.status, "completed"), ne(marketOrder.creatorUserId, demo.id), like(user.email, "%@creators.demo.reelbrief.com")),
    )
    .orderBy(user.email)
    .limit(2);
  for (const [i, c] of others.entries()) {
    const available = await getBalance(db, earningsOf(c.id));
    const amountCents = Math.floor(available / 200) * 100;
    if (amountCents < MIN_PAYOUT_CENTS) continue;
    await setUp(c.id, c.name, `GB29 NWBK 6016 1331 92${i}${i}`, "GB");
    await requestCreatorPayout(db, { creatorUserId: c.id, amountCents });
  }
}
