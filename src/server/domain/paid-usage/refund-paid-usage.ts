import { and, eq } from "drizzle-orm";
import type { PaidUsageView } from "@/contracts/paid-usage";
import type { Db, Tx } from "@/server/db/database";
import { paidUsageAuthorisation } from "@/server/db/schema";
import { transition } from "@/server/domain/events/transition";
import { refundEscrow } from "@/server/domain/ledger";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { lockPaidUsageForParty } from "./paid-usage-access";
import { paidUsageMachine } from "./paid-usage-transitions";
import { handOverDueAt, toPaidUsageView } from "./paid-usage-view";

/**
 * The brand takes a paid-usage price back when the creator did not hand the code over in time
 * (decision 084): a week after the order completed (a week after purchase for a renewal). Exactly
 * that price goes from the order's escrow back to the wallet, keyed by the authorisation.
 */
export async function refundPaidUsage(db: Db, input: { id: string; parties: readonly OrderParty[]; now?: Date }): Promise<PaidUsageView> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { row, order, party } = await lockPaidUsageForParty(tx, input.id, input.parties);
    if (party.side !== "buyer") throw new AppError("forbidden", "Only the brand can take the paid-usage price back");
    if (row.status !== "pending") throw new AppError("invalid_state", "Only a paid usage that was never handed over can be refunded");
    const due = handOverDueAt(row, order);
    if (!due || due.getTime() > now.getTime()) {
      throw new AppError(
        "invalid_state",
        due
          ? `The creator has until ${due.toISOString().slice(0, 10)} to hand it over`
          : "The creator can hand it over until a week after the order ends",
      );
    }
    await transition(tx, paidUsageMachine, {
      id: row.id,
      to: "refunded",
      actor: { kind: "buyer", id: order.buyerAccountId },
      patch: { refundedAt: now },
      payload: { orderId: order.id, priceCents: row.priceCents },
    });
    await refundEscrow(tx, {
      orderId: order.id,
      buyerAccountId: order.buyerAccountId,
      amount: row.priceCents,
      refundKey: `paid_usage:${row.id}`,
      reference: { type: "paid_usage", id: row.id },
    });
    const [updated] = await tx.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.id, row.id));
    return toPaidUsageView(updated!, { order, party, now, codeKey: null, hasRenewal: false });
  });
}

/**
 * An order cancelled, or refunded by a dispute's resolution, takes its pending authorisations with
 * it: each is closed as refunded and its price goes from the escrow back to the wallet, keyed and
 * referenced by the authorisation, in the caller's transaction. Called before the order's own
 * refund, which then returns what is left (the order's part).
 */
export async function refundPendingPaidUsage(tx: Tx, input: { orderId: string; buyerAccountId: string; now: Date }): Promise<number> {
  const pending = await tx
    .select({ id: paidUsageAuthorisation.id, priceCents: paidUsageAuthorisation.priceCents })
    .from(paidUsageAuthorisation)
    .where(and(eq(paidUsageAuthorisation.orderId, input.orderId), eq(paidUsageAuthorisation.status, "pending")));
  for (const p of pending) {
    await transition(tx, paidUsageMachine, {
      id: p.id,
      to: "refunded",
      actor: { kind: "system" },
      patch: { refundedAt: input.now },
      payload: { orderId: input.orderId, priceCents: p.priceCents, withOrder: true },
    });
    await refundEscrow(tx, {
      orderId: input.orderId,
      buyerAccountId: input.buyerAccountId,
      amount: p.priceCents,
      refundKey: `paid_usage:${p.id}`,
      reference: { type: "paid_usage", id: p.id },
    });
  }
  return pending.length;
}

/** What the order's escrow holds for paid usage not yet handed over: not part of a dispute over the videos. */
export async function pendingPaidUsageCents(tx: Tx, orderId: string): Promise<number> {
  const rows = await tx
    .select({ priceCents: paidUsageAuthorisation.priceCents })
    .from(paidUsageAuthorisation)
    .where(and(eq(paidUsageAuthorisation.orderId, orderId), eq(paidUsageAuthorisation.status, "pending")));
  return rows.reduce((sum, r) => sum + r.priceCents, 0);
}
