import type { Me, Notification } from "../contracts/me";
import { isBrand } from "./user-type";

/** Ids come from the API; encode them so an odd id can never change the route's shape. */
const seg = encodeURIComponent;

/**
 * Where clicking a notification leads (docs/product/messages-and-notifications.md "Notifications" table). NewMessage depends on
 * who is looking: a creator opens the conversation, a brand opens the sender's creator page. A
 * user holding both types is a brand (see user-type.ts primaryRole).
 */
export function notificationHref(notification: Notification, me: Pick<Me, "is_brand" | "types"> | null | undefined): string {
  switch (notification.notification_type) {
    case "NewMessage": {
      const from = seg(notification.data.fromUser.id);
      return isBrand(me) ? `/platform/creators/${from}` : `/inbox/${from}`;
    }
    case "CreatorAssetUploaded": {
      const { asset_source_key: campaignId, asset_secondary_source_key: proposalId } = notification.data.asset;
      return `/platform/campaigns/${seg(campaignId)}/proposals/${seg(proposalId)}/assets`;
    }
    case "CreatorProposalSubmitted": {
      const { campaign_id, proposal_id } = notification.data;
      return `/platform/campaigns/${seg(campaign_id)}/proposals/${seg(proposal_id)}`;
    }
    case "CampaignProposalUpdated":
      return `/dashboard/campaigns/proposals?proposal=${seg(notification.data.proposal_id)}`;
    case "ProposalWithdrawn": {
      const { campaign_id, proposal_id } = notification.data;
      return `/platform/campaigns/${seg(campaign_id)}/proposals/${seg(proposal_id)}`;
    }
    case "OrderUpdated": {
      const id = seg(notification.data.order_id);
      return notification.data.side === "brand" ? `/platform/orders/${id}` : `/dashboard/orders/${id}`;
    }
    case "PayoutUpdated":
      return "/dashboard/settings/payouts";
    default: {
      const unreachable: never = notification;
      return unreachable;
    }
  }
}

/** A notification is unread while read_at is empty (docs/product/messages-and-notifications.md). */
export function isUnread(notification: Pick<Notification, "read_at">): boolean {
  return notification.read_at === null || notification.read_at === "";
}

/**
 * Whether the bell gets its blue dot (docs/product/messages-and-notifications.md): any *shown* notification is unread, so pass the
 * role-filtered list (roles.ts visibleNotifications), not every notification of the user.
 */
export function hasUnread(notifications: ReadonlyArray<Pick<Notification, "read_at">>): boolean {
  return notifications.some(isUnread);
}
