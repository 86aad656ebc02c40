import type { Db } from "@/server/db/database";
import { transition } from "@/server/domain/events/transition";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { escrowOf, getBalance, platformFee, refundEscrow, releaseEscrow } from "@/server/domain/ledger";
import { pendingPaidUsageCents, refundPendingPaidUsage } from "@/server/domain/paid-usage/refund-paid-usage";
import { AppError } from "@/server/errors";
import { formatCents } from "@/lib/money-format";
import { lockOrder, notFoundOrder } from "./order-access";
import { orderMachine, type OrderStatus } from "./order-transitions";

export type DisputeOutcome = "complete" | "refund" | "split";
export type DisputeResolution = "released" | "refunded" | "split";

export interface ResolveDisputeInput {
  orderId: string;
  adminUserId: string;
  outcome: DisputeOutcome;
  /** Split only: the creator's part of the escrow, before the platform fee. */
  creatorCents?: number;
  /** Split only, optional: the brand's part; when given, the two must add up to the escrow. */
  buyerCents?: number;
  /** The admin's written reason: sent to both parties and kept in the audit log. */
  reason: string;
  now?: Date;
}

export interface DisputeSettlement {
  orderId: string;
  status: OrderStatus;
  resolution: DisputeResolution;
  escrowCents: number;
  creatorCents: number;
  feeCents: number;
  buyerCents: number;
  reason: string;
  resolvedAt: string;
}

const RESOLUTION: Record<DisputeOutcome, DisputeResolution> = { complete: "released", refund: "refunded", split: "split" };
const EVENT: Record<DisputeOutcome, string> = { complete: "dispute_released", refund: "dispute_refunded", split: "dispute_split" };

/** How the escrow is divided; throws a validation error that names the escrow when the parts do not fit it. */
export function disputeParts(input: Pick<ResolveDisputeInput, "outcome" | "creatorCents" | "buyerCents">, escrowCents: number) {
  if (input.outcome === "complete") return { creatorCents: escrowCents, buyerCents: 0 };
  if (input.outcome === "refund") return { creatorCents: 0, buyerCents: escrowCents };
  const escrow = `${formatCents(escrowCents)} (${escrowCents} cents)`;
  const creatorCents = input.creatorCents;
  if (creatorCents === undefined || !Number.isInteger(creatorCents)) {
    throw new AppError("validation_error", "Say how much of the escrow goes to the creator", { creatorCents: "Required for a split" });
  }
  if (creatorCents <= 0 || creatorCents >= escrowCents) {
    const message = `A split gives each side part of the ${escrow} in escrow: the creator's part must be more than 0 and less than ${formatCents(escrowCents)}. Use complete or refund to give it all to one side.`;
    throw new AppError("validation_error", message, { creatorCents: message });
  }
  const buyerCents = escrowCents - creatorCents;
  if (input.buyerCents !== undefined && input.buyerCents !== buyerCents) {
    const message = `The two parts add up to ${formatCents(creatorCents + input.buyerCents)}, but the escrow holds ${escrow}: they must add up to it exactly.`;
    throw new AppError("validation_error", message, { buyerCents: message });
  }
  return { creatorCents, buyerCents };
}

/**
 * An admin decides a dispute (docs/product/orders.md, docs/product/moderation-and-admin.md; decision 057): "complete" pays the escrow to the
 * creator minus the platform fee, "refund" returns it to the brand's wallet, "split" pays the
 * creator `creatorCents` (the fee taken only on that part) and returns the rest. The ledger
 * transfers, the order's transition (with its domain event, which notifies both parties) and the
 * audit row commit together, or none of them does. Only a disputed order can be resolved.
 */
export async function resolveDispute(db: Db, input: ResolveDisputeInput): Promise<DisputeSettlement> {
  const now = input.now ?? new Date();
  const reason = input.reason.trim();
  if (reason.length < 3) throw new AppError("validation_error", "Give a reason of at least 3 characters", { reason: "Give a reason" });
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFoundOrder();
    if (order.status !== "disputed") {
      const already = order.disputeResolvedAt ? "its dispute was already resolved" : "it is not under dispute";
      throw new AppError("invalid_state", `This order is ${order.status.replaceAll("_", " ")}: ${already}.`);
    }
    // Paid usage not yet handed over is not part of the dispute over the videos (decision 084).
    const escrowCents = (await getBalance(tx, escrowOf(order.id))) - (await pendingPaidUsageCents(tx, order.id));
    const parts = disputeParts(input, escrowCents);
    const feeCents = parts.creatorCents > 0 ? platformFee(parts.creatorCents, order.platformFeeBps) : 0;
    const resolution = RESOLUTION[input.outcome];
    const to: OrderStatus = input.outcome === "refund" ? "refunded" : "completed";
    await transition(tx, orderMachine, {
      id: order.id,
      to,
      event: EVENT[input.outcome],
      actor: { kind: "admin", id: input.adminUserId },
      patch: {
        disputeResolvedAt: now,
        disputeResolution: resolution,
        disputeResolutionNote: reason,
        disputeCreatorCents: parts.creatorCents,
        disputeBuyerCents: parts.buyerCents,
        ...(to === "completed" ? { completedAt: now } : {}),
      },
      payload: { outcome: input.outcome, reason, escrowCents, creatorCents: parts.creatorCents, feeCents, buyerCents: parts.buyerCents },
    });
    if (parts.creatorCents > 0) {
      await releaseEscrow(tx, {
        orderId: order.id,
        creatorUserId: order.creatorUserId,
        amount: parts.creatorCents,
        feeBps: order.platformFeeBps,
        releaseKey: `dispute:${order.id}`,
      });
    }
    if (parts.buyerCents > 0) {
      await refundEscrow(tx, {
        orderId: order.id,
        buyerAccountId: order.buyerAccountId,
        amount: parts.buyerCents,
        refundKey: `dispute:${order.id}`,
      });
    }
    if (to === "refunded") await refundPendingPaidUsage(tx, { orderId: order.id, buyerAccountId: order.buyerAccountId, now });
    await writeAuditLog(tx, {
      actorUserId: input.adminUserId,
      action: "dispute.resolve",
      target: { type: "order", id: order.id },
      reason,
      before: { status: order.status, escrowCents },
      after: { status: to, resolution, creatorCents: parts.creatorCents, feeCents, buyerCents: parts.buyerCents, escrowCents: 0 },
    });
    return {
      orderId: order.id,
      status: to,
      resolution,
      escrowCents,
      ...parts,
      feeCents,
      reason,
      resolvedAt: now.toISOString(),
    };
  });
}
