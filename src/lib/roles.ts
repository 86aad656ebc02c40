import type { Me, Notification, NotificationType } from "../contracts/me";
import { isOnboardingComplete } from "./onboarding";
import { isBrand, primaryRole } from "./user-type";

type MaybeMe<K extends keyof Me> = Pick<Me, K> | null | undefined;

export { isBrand, isCreator, primaryRole } from "./user-type";
export type { PrimaryRole } from "./user-type";

/** The bell's types per role (docs/product's roles table): a brand's three, a creator's NewMessage. */
const BRAND_PANEL_TYPES: readonly NotificationType[] = ["NewMessage", "CreatorAssetUploaded", "CreatorProposalSubmitted"];
const CREATOR_PANEL_TYPES: readonly NotificationType[] = ["NewMessage"];

/**
 * Notification types the bell panel shows the user: exactly docs/product's per role. A user with both
 * types is a brand (see primaryRole); a user with no role gets the narrower creator set. Every
 * other stored notification (order, proposal and payout updates) is activity: it reaches the user
 * on the dashboard's activity list and by e-mail, never in the panel.
 */
export function visibleNotificationTypes(me: MaybeMe<"is_brand" | "types">): readonly NotificationType[] {
  return isBrand(me) ? BRAND_PANEL_TYPES : CREATOR_PANEL_TYPES;
}

/** The user's notifications filtered to the types they may see (docs/product/roles-and-accounts.md), order preserved. */
export function visibleNotifications(me: MaybeMe<"is_brand" | "types" | "notifications">): Notification[] {
  if (!me) return [];
  const allowed = visibleNotificationTypes(me);
  return me.notifications.filter((n) => allowed.includes(n.notification_type));
}

/**
 * The wallet button shows for non-creators who have finished onboarding (docs/product/screens-and-navigation.md Header, docs/product/roles-and-accounts.md).
 * "Non-creator" is read through primaryRole: a user holding both types acts as a brand, and docs/product/roles-and-accounts.md gives brands the wallet, so they see it too.
 */
export function canSeeWalletButton(me: MaybeMe<"is_brand" | "is_creator" | "types" | "did_onboard">): boolean {
  if (!me) return false;
  return primaryRole(me) !== "creator" && isOnboardingComplete(me);
}

/** Header messages icon (docs/product/screens-and-navigation.md): /platform/inbox for a brand, /inbox for a creator. */
export function messagesHref(me: MaybeMe<"is_brand" | "types">): "/inbox" | "/platform/inbox" {
  return isBrand(me) ? "/platform/inbox" : "/inbox";
}

/** "Go to Platform" / home (docs/product/screens-and-navigation.md): /platform for a brand, /dashboard for everyone else. */
export function homeHref(me: MaybeMe<"is_brand" | "types">): "/platform" | "/dashboard" {
  return isBrand(me) ? "/platform" : "/dashboard";
}

/**
 * Side drawer profile link (docs/product/screens-and-navigation.md "Side drawer"): /dashboard if types include "brand", else
 * /dashboard/settings. Deliberately reads `types` only (not is_brand) and sends brands to the
 * creator dashboard path, exactly as docs/product states; do not "fix" it to /platform without a docs/product
 * change.
 */
export function profileLinkHref(me: MaybeMe<"types">): "/dashboard" | "/dashboard/settings" {
  return me?.types.includes("brand") ? "/dashboard" : "/dashboard/settings";
}

/**
 * The activity list of each dashboard: the updates that concern the user but are not the bell's
 * (order moves on that side, proposal and payout decisions, withdrawn proposals). OrderUpdated
 * also carries its side, so a user with both types sees each order move on its own dashboard.
 */
export const ACTIVITY_TYPES: Readonly<Record<"brand" | "creator", readonly NotificationType[]>> = {
  brand: ["OrderUpdated", "ProposalWithdrawn"],
  creator: ["OrderUpdated", "CampaignProposalUpdated", "PayoutUpdated"],
};
