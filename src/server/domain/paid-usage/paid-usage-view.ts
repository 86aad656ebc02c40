import type { PaidUsageView } from "@/contracts/paid-usage";
import type { OrderParty, OrderRow } from "@/server/domain/orders/order-access";
import { canRenew, DAY_MS, paidUsageStatus, type PaidUsageHandOver } from "@/lib/paid-usage";
import { openCode } from "./code-cipher";
import type { PaidUsageRow } from "./paid-usage-transitions";

/** The creator has this long after the order's end (all videos approved) to hand a code over. */
export const HAND_OVER_DAYS = 7;

/**
 * When the hand-over is overdue: a week after the order completed for the first authorisation, a
 * week after purchase for a renewal (its order ended already). Null while the order still runs.
 */
export function handOverDueAt(row: Pick<PaidUsageRow, "renewalOf" | "createdAt">, order: Pick<OrderRow, "completedAt">): Date | null {
  const from = row.renewalOf ? row.createdAt : order.completedAt;
  return from ? new Date(from.getTime() + HAND_OVER_DAYS * DAY_MS) : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The authorisation as `party` sees it. The hand-over itself is opened only for the brand, only
 * while it is usable or ended (not revoked): the creator's own later views, lists and everything
 * else get the masked hint.
 */
export function toPaidUsageView(
  row: PaidUsageRow,
  ctx: { order: OrderRow; party: OrderParty; now: Date; codeKey: string | null; hasRenewal: boolean },
): PaidUsageView {
  const status = paidUsageStatus(row, ctx.now);
  const due = handOverDueAt(row, ctx.order);
  const isBuyer = ctx.party.side === "buyer";
  const orderOpen = ctx.order.status !== "cancelled" && ctx.order.status !== "refunded" && ctx.order.status !== "disputed";
  let revealed: PaidUsageView["revealed"] = null;
  if (isBuyer && ctx.codeKey && row.sealedCode && (status === "active" || status === "expiring" || status === "expired")) {
    revealed = openHandOver(ctx.codeKey, row);
  }
  return {
    id: row.id,
    orderId: row.orderId,
    renewalOf: row.renewalOf,
    platform: row.platform,
    windowDays: row.windowDays,
    priceCents: row.priceCents,
    status,
    codeHint: row.codeHint,
    revealed,
    codeWindowDays: row.codeWindowDays,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    handedOverAt: iso(row.handedOverAt),
    revokedAt: iso(row.revokedAt),
    revokeReason: row.revokeReason,
    refundedAt: iso(row.refundedAt),
    handOverDueAt: iso(due),
    canHandOver: !isBuyer && status === "pending" && orderOpen,
    canRevoke: !isBuyer && (status === "active" || status === "expiring"),
    canRefund: isBuyer && status === "pending" && due !== null && due.getTime() <= ctx.now.getTime(),
    canRenew: isBuyer && canRenew(status) && !ctx.hasRenewal && orderOpen,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The hand-over, opened; null when it does not open (the key setting was changed): the brand then
 * sees the masked hint and asks the creator again, rather than the whole order page failing.
 */
function openHandOver(codeKey: string, row: PaidUsageRow): PaidUsageView["revealed"] {
  try {
    const h = JSON.parse(openCode(codeKey, row.id, row.sealedCode!)) as PaidUsageHandOver;
    return h.platform === "tiktok_spark" ? { code: h.code } : { accountId: h.accountId, permissionId: h.permissionId };
  } catch {
    return null;
  }
}
