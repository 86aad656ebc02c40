import { eq } from "drizzle-orm";
import { creatorDisplayName } from "@/lib/profile-display";
import { campaign, campaignProposal, creatorProfile, marketOrder, payout, user } from "@/server/db/schema";
import { buyerUsersOf } from "@/server/domain/accounts/buyer-account-users";
import { notify } from "@/server/domain/notifications/notify";
import { orderReference } from "@/server/domain/orders/order-read-model";
import { eventText, isRestatedEvent, notifySideOf } from "@/server/domain/orders/order-timeline";
import { formatCents } from "@/lib/money-format";
import type { EventConsumer } from "./types";

/*
 * Per-video deliveries become the brand's CreatorAssetUploaded with the video-review work;
 * the brand still hears of `order.delivered` here, once every video is in. awaiting_shipment is
 * the order's own bookkeeping step, not news for anyone (as in the order e-mails).
 */
const NOT_NOTIFIED = new Set(["order.awaiting_shipment", "order_video.uploaded", "order_video.revision_uploaded"]);
const PAYOUT_STATUS = { "payout.approved": "approved", "payout.paid": "paid", "payout.failed": "failed" } as const;

const isOrderEvent = (type: string) =>
  (type.startsWith("order.") || type.startsWith("order_video.") || type.startsWith("paid_usage.")) &&
  !NOT_NOTIFIED.has(type) &&
  !isRestatedEvent(type);

/**
 * In-app notifications for the order, payout and proposal events (decision
 * 035): whoever an event concerns is told — the other side of an order move (the same rule as the
 * order e-mails, `notifySideOf`), the creator of a payout decision, the brand's users when a creator
 * withdraws a proposal. Delivered once per event by the consumer machinery (decision 021); each
 * notification records `notification.created`, so the bell rings live.
 */
export const eventNotificationsConsumer: EventConsumer = {
  name: "event-notifications",
  accepts: (event) => isOrderEvent(event.type) || Object.hasOwn(PAYOUT_STATUS, event.type) || event.type === "campaign_proposal.withdrawn",
  async handle(tx, _ctx, event) {
    const payload = (event.payload ?? {}) as Record<string, unknown>;

    if (isOrderEvent(event.type)) {
      const orderId = event.entity === "order" ? event.entityId : typeof payload.orderId === "string" ? payload.orderId : null;
      if (!orderId) return;
      const [order] = await tx.select().from(marketOrder).where(eq(marketOrder.id, orderId)).limit(1);
      if (!order) return;
      const side = event.type === "order.created" ? "creator" : notifySideOf(event.type, event.actor);
      if (!side) return;
      const sentence = event.type === "order.created" ? "You have a new order" : eventText(event.type, payload);
      const recipients: { userId: string | null; side: "brand" | "creator" }[] = [];
      if (side === "brand" || side === "both") recipients.push({ userId: order.buyerUserId, side: "brand" });
      if (side === "creator" || side === "both") recipients.push({ userId: order.creatorUserId, side: "creator" });
      for (const r of recipients) {
        if (!r.userId) continue;
        await notify(tx, {
          userId: r.userId,
          type: "OrderUpdated",
          data: { order_id: order.id, side: r.side, event: event.type },
          formattedMessage: `${orderReference(order.id)}: ${sentence}`,
        });
      }
      return;
    }

    if (Object.hasOwn(PAYOUT_STATUS, event.type)) {
      const status = PAYOUT_STATUS[event.type as keyof typeof PAYOUT_STATUS];
      const [row] = await tx.select().from(payout).where(eq(payout.id, event.entityId)).limit(1);
      if (!row) return;
      const amount = formatCents(row.amountCents);
      const message = {
        approved: `Your payout of ${amount} was approved`,
        paid: `Your payout of ${amount} was paid to the account ending ${row.destinationLast4}`,
        failed: `Your payout of ${amount} failed; the money is back in your earnings`,
      }[status];
      await notify(tx, {
        userId: row.creatorUserId,
        type: "PayoutUpdated",
        data: { payout_id: row.id, status },
        formattedMessage: message,
      });
      return;
    }

    // campaign_proposal.withdrawn: the brand's users learn the creator stepped back.
    const [row] = await tx
      .select({
        proposalId: campaignProposal.id,
        campaignId: campaign.id,
        title: campaign.title,
        buyerAccountId: campaign.buyerAccountId,
        userName: user.name,
        firstName: creatorProfile.firstName,
        lastName: creatorProfile.lastName,
      })
      .from(campaignProposal)
      .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
      .innerJoin(user, eq(user.id, campaignProposal.creatorUserId))
      .leftJoin(creatorProfile, eq(creatorProfile.userId, campaignProposal.creatorUserId))
      .where(eq(campaignProposal.id, event.entityId))
      .limit(1);
    if (!row) return;
    const name = creatorDisplayName({ firstName: row.firstName, lastName: row.lastName, accountName: row.userName });
    for (const userId of await buyerUsersOf(tx, row.buyerAccountId)) {
      await notify(tx, {
        userId,
        type: "ProposalWithdrawn",
        data: { campaign_id: row.campaignId, proposal_id: row.proposalId },
        formattedMessage: `${name} withdrew their proposal to ${row.title || "your campaign"}`,
      });
    }
  },
};
