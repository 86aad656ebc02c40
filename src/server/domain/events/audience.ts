import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { campaign, campaignProposal, marketOrder, payout, user, type domainEvent } from "@/server/db/schema";
import { buyerAccountUsers } from "@/server/domain/accounts/buyer-account-users";

type EventLike = Pick<typeof domainEvent.$inferSelect, "type" | "payload">;
type EntityEventLike = Pick<typeof domainEvent.$inferSelect, "type" | "payload" | "entity" | "entityId">;

const str = (v: unknown): string[] => (typeof v === "string" && v ? [v] : []);

/**
 * The signed-in users an event is pushed to live (SSE), when its payload names them: the two
 * participants of a message or read mark, the owner of a new notification. Order and proposal
 * events name nobody in their payload; `audiencesOf` looks their parties up.
 */
export function audienceOf(event: EventLike): string[] {
  const p = (event.payload ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case "message.sent":
      return [...str(p.senderId), ...str(p.recipientId)];
    case "conversation.read":
      return [...str(p.readerId), ...str(p.otherId)];
    case "notification.created":
      return str(p.userId);
    default:
      return [];
  }
}

/** Event types that may have an audience: the replay of a reconnecting stream reads only these. */
export const LIVE_EVENT_TYPES = ["message.sent", "conversation.read", "notification.created"] as const;
/**
 * Prefixes of the order and proposal events whose parties' open pages revalidate (decision 035),
 * and of payout events: the creator's payouts page and every admin's payout queue, so a payout the
 * sandbox pays right after its approval leaves the queue's "Mark paid" without a reload.
 */
export const LIVE_EVENT_PREFIXES = ["order.", "order_video.", "campaign_proposal.", "payout."] as const;

const isOrderEvent = (type: string) => type.startsWith("order.") || type.startsWith("order_video.");
const orderIdOf = (e: EntityEventLike): string | null => {
  if (e.entity === "order") return e.entityId;
  const p = (e.payload ?? {}) as Record<string, unknown>;
  return typeof p.orderId === "string" ? p.orderId : null;
};

/**
 * The audience of each event, in order: `audienceOf` for events that name their users, for
 * order and proposal events both parties — the creator and every user of the buyer account (a
 * teammate may have the order open) — and for payout events its creator and the admins (who
 * settle payouts). Five queries at most for any number of events, so the replay of a
 * reconnecting stream stays cheap.
 */
export async function audiencesOf(db: Executor, events: readonly EntityEventLike[]): Promise<string[][]> {
  const orderIds = [...new Set(events.filter((e) => isOrderEvent(e.type)).flatMap((e) => orderIdOf(e) ?? []))];
  const proposalIds = [...new Set(events.filter((e) => e.type.startsWith("campaign_proposal.")).map((e) => e.entityId))];
  const orders = orderIds.length
    ? await db
        .select({ id: marketOrder.id, buyerAccountId: marketOrder.buyerAccountId, creatorUserId: marketOrder.creatorUserId })
        .from(marketOrder)
        .where(inArray(marketOrder.id, orderIds))
    : [];
  const proposals = proposalIds.length
    ? await db
        .select({ id: campaignProposal.id, buyerAccountId: campaign.buyerAccountId, creatorUserId: campaignProposal.creatorUserId })
        .from(campaignProposal)
        .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
        .where(inArray(campaignProposal.id, proposalIds))
    : [];
  const payoutIds = [...new Set(events.filter((e) => e.type.startsWith("payout.")).map((e) => e.entityId))];
  const payouts = payoutIds.length
    ? await db.select({ id: payout.id, creatorUserId: payout.creatorUserId }).from(payout).where(inArray(payout.id, payoutIds))
    : [];
  const admins = payoutIds.length
    ? (
        await db
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.role, "admin"), sql`${user.banned} is not true`))
      ).map((a) => a.id)
    : [];
  const buyers = await buyerAccountUsers(
    db,
    [...orders, ...proposals].map((r) => r.buyerAccountId),
  );
  const parties = (row: { buyerAccountId: string; creatorUserId: string } | undefined) =>
    row ? [...new Set([row.creatorUserId, ...(buyers.get(row.buyerAccountId) ?? [])])] : [];
  return events.map((e) => {
    if (isOrderEvent(e.type)) return parties(orders.find((o) => o.id === orderIdOf(e)));
    if (e.type.startsWith("campaign_proposal.")) return parties(proposals.find((p) => p.id === e.entityId));
    if (e.type.startsWith("payout.")) {
      const row = payouts.find((p) => p.id === e.entityId);
      return row ? [...new Set([row.creatorUserId, ...admins])] : [];
    }
    return audienceOf(e);
  });
}
