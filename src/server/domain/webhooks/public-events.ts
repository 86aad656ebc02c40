import { and, eq, inArray, isNull } from "drizzle-orm";
import type { WebhookEventType } from "@/contracts/webhook-endpoints";
import type { Executor } from "@/server/db/database";
import { buyerAccount, campaign, marketOrder, member, videoLicence, webhookEndpoint, type domainEvent } from "@/server/db/schema";

type DomainEventRow = typeof domainEvent.$inferSelect;

/** One public event for one buyer account, ready to be fanned out to its endpoints. */
export interface PublicEvent {
  buyerAccountId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/**
 * Domain event types that become public webhook events (decision 072). `licence.created` comes
 * with `video.approved` (the licence starts in the approval's transaction). `licence.expiring`
 * comes from the licence clock's event (src/server/domain/licences/record-expiring-licences.ts).
 */
const DOMAIN_TO_PUBLIC: Record<string, WebhookEventType> = {
  "campaign.published": "campaign.published",
  "campaign_proposal.created": "proposal.submitted",
  "order.created": "order.created",
  "order_video.tracking_updated": "order.shipped",
  "order_video.uploaded": "video.delivered",
  "order_video.revision_uploaded": "video.delivered",
  "order_video.revision_requested": "revision.requested",
  "order_video.approved": "video.approved",
  "message.sent": "message.received",
  "order.disputed": "dispute.opened",
  "order.dispute_released": "dispute.resolved",
  "order.dispute_split": "dispute.resolved",
  "order.dispute_refunded": "dispute.resolved",
  "licence.expiring": "licence.expiring",
};

export const hasPublicEvent = (type: string): boolean => Object.hasOwn(DOMAIN_TO_PUBLIC, type);

const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

/** The buyer accounts a user reads messages for: their personal one and their organizations'. */
async function accountsOfUser(db: Executor, userId: string): Promise<string[]> {
  const personal = await db.select({ id: buyerAccount.id }).from(buyerAccount).where(eq(buyerAccount.userId, userId));
  const orgs = await db
    .select({ id: buyerAccount.id })
    .from(member)
    .innerJoin(buyerAccount, eq(buyerAccount.organizationId, member.organizationId))
    .where(eq(member.userId, userId));
  return [...personal, ...orgs].map((r) => r.id);
}

async function orderOf(db: Executor, orderId: string | null) {
  if (!orderId) return null;
  const [row] = await db
    .select({
      id: marketOrder.id,
      status: marketOrder.status,
      buyerAccountId: marketOrder.buyerAccountId,
      creatorUserId: marketOrder.creatorUserId,
      priceCents: marketOrder.priceCents,
      source: marketOrder.source,
      disputeCreatorCents: marketOrder.disputeCreatorCents,
      disputeBuyerCents: marketOrder.disputeBuyerCents,
    })
    .from(marketOrder)
    .where(eq(marketOrder.id, orderId))
    .limit(1);
  return row ?? null;
}

/**
 * The public events a domain event becomes, with the buyer account each concerns. Built from the
 * event's own data and the ids, statuses and amounts of the rows it names; never a secret, a
 * message body or anyone's contact details.
 */
export async function publicEventsOf(db: Executor, event: DomainEventRow): Promise<PublicEvent[]> {
  const type = DOMAIN_TO_PUBLIC[event.type];
  if (!type) return [];
  const p = (event.payload ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case "campaign.published": {
      const [c] = await db
        .select({ id: campaign.id, title: campaign.title, buyerAccountId: campaign.buyerAccountId, status: campaign.status })
        .from(campaign)
        .where(eq(campaign.id, event.entityId))
        .limit(1);
      return c ? [{ buyerAccountId: c.buyerAccountId, type, data: { campaignId: c.id, title: c.title, status: c.status } }] : [];
    }
    case "campaign_proposal.created": {
      const buyer = str(p.buyerAccountId);
      if (!buyer) return [];
      return [
        {
          buyerAccountId: buyer,
          type,
          data: { proposalId: event.entityId, campaignId: str(p.campaignId), priceCents: num(p.priceCents), status: "submitted" },
        },
      ];
    }
    case "licence.expiring": {
      const [licence] = await db
        .select({
          id: videoLicence.id,
          orderId: videoLicence.orderId,
          videoId: videoLicence.orderVideoId,
          buyerAccountId: videoLicence.licenseeBuyerAccountId,
          usage: videoLicence.usage,
          term: videoLicence.term,
          endsAt: videoLicence.endsAt,
        })
        .from(videoLicence)
        .where(eq(videoLicence.id, event.entityId))
        .limit(1);
      if (!licence) return [];
      return [
        {
          buyerAccountId: licence.buyerAccountId,
          type,
          data: {
            licenceId: licence.id,
            orderId: licence.orderId,
            videoId: licence.videoId,
            usage: licence.usage,
            term: licence.term,
            endsAt: licence.endsAt?.toISOString() ?? null,
          },
        },
      ];
    }
    case "message.sent": {
      // The recipient's accounts: a brand reads its conversations for its own and its teams' accounts.
      const recipient = str(p.recipientId);
      if (!recipient) return [];
      const accounts = await accountsOfUser(db, recipient);
      return accounts.map((id) => ({
        buyerAccountId: id,
        type,
        data: { messageId: str(p.messageId), conversationId: str(p.conversationId), senderId: str(p.senderId), recipientId: recipient },
      }));
    }
    default: {
      const order = await orderOf(db, event.entity === "order" ? event.entityId : str(p.orderId));
      if (!order) return [];
      const org = order.buyerAccountId;
      const base = { orderId: order.id, orderStatus: order.status };
      const videoData = event.entity === "order_video" ? { videoId: event.entityId, position: num(p.position) } : {};
      const out: PublicEvent[] = [];
      switch (type) {
        case "order.created":
          out.push({
            buyerAccountId: org,
            type,
            data: { ...base, creatorId: order.creatorUserId, priceCents: order.priceCents, source: order.source },
          });
          break;
        case "order.shipped":
          out.push({
            buyerAccountId: org,
            type,
            data: { ...base, ...videoData, carrier: str(p.carrier), trackingNumber: str(p.trackingNumber) },
          });
          break;
        case "dispute.resolved":
          out.push({
            buyerAccountId: org,
            type,
            data: {
              ...base,
              outcome: event.type.replace("order.dispute_", ""),
              creatorCents: order.disputeCreatorCents,
              buyerCents: order.disputeBuyerCents,
            },
          });
          break;
        case "video.approved": {
          out.push({ buyerAccountId: org, type, data: { ...base, ...videoData, automatic: p.automatic === true } });
          const [licence] = await db
            .select({
              id: videoLicence.id,
              usage: videoLicence.usage,
              term: videoLicence.term,
              startsAt: videoLicence.startsAt,
              endsAt: videoLicence.endsAt,
            })
            .from(videoLicence)
            .where(eq(videoLicence.orderVideoId, event.entityId))
            .limit(1);
          if (licence) {
            out.push({
              buyerAccountId: org,
              type: "licence.created",
              data: {
                licenceId: licence.id,
                orderId: order.id,
                videoId: event.entityId,
                usage: licence.usage,
                term: licence.term,
                startsAt: licence.startsAt.toISOString(),
                endsAt: licence.endsAt?.toISOString() ?? null,
              },
            });
          }
          break;
        }
        default:
          out.push({ buyerAccountId: org, type, data: { ...base, ...videoData } });
      }
      return out;
    }
  }
}

/** The enabled endpoints of these buyer accounts. */
export async function enabledEndpointsOf(db: Executor, buyerAccountIds: string[]) {
  if (buyerAccountIds.length === 0) return [];
  return db
    .select({ id: webhookEndpoint.id, buyerAccountId: webhookEndpoint.buyerAccountId, events: webhookEndpoint.events })
    .from(webhookEndpoint)
    .where(and(inArray(webhookEndpoint.buyerAccountId, buyerAccountIds), isNull(webhookEndpoint.disabledAt)));
}
