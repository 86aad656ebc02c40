import type { Me, Notification, NotificationType } from "../contracts/me";
import { isOnboardingComplete } from "./onboarding";
import { isBrand, primaryRole } from "./user-type";

type MaybeMe<K extends keyof Me> = Pick<Me, K> | null | undefined;

export { isBrand, isCreator, primaryRole } from "./user-type";
export type { PrimaryRole } from "./user-type";

const ALL_NOTIFICATION_TYPES: readonly NotificationType[] = [
  "NewMessage",
  "CreatorAssetUploaded",
  "CreatorProposalSubmitted",
  "ProposalWithdrawn",
  "OrderUpdated",
];
/**
 * CampaignProposalUpdated and PayoutUpdated point into /dashboard (decisions 028, 035), so only
 * creators see them. OrderUpdated is on both lists: its data names the side, and so the page.
 */
const CREATOR_NOTIFICATION_TYPES: readonly NotificationType[] = ["NewMessage", "CampaignProposalUpdated", "OrderUpdated", "PayoutUpdated"];

/**
 * Notification types the user may see (SPEC.md §6): brands the three of SPEC.md §3 plus their
 * order and withdrawn-proposal updates, creators NewMessage plus their proposal, order and payout
 * updates.
 * A user with both types is a brand (see primaryRole). A user with no role gets the narrower,
 * creator set: the asset/proposal notifications point into /platform, which only brands may open.
 */
export function visibleNotificationTypes(me: MaybeMe<"is_brand" | "types">): readonly NotificationType[] {
  return isBrand(me) ? ALL_NOTIFICATION_TYPES : CREATOR_NOTIFICATION_TYPES;
}

/** The user's notifications filtered to the types they may see (SPEC.md §6), order preserved. */
export function visibleNotifications(me: MaybeMe<"is_brand" | "types" | "notifications">): Notification[] {
  if (!me) return [];
  const allowed = visibleNotificationTypes(me);
  return me.notifications.filter((n) => allowed.includes(n.notification_type));
}

/**
 * The wallet button shows for non-creators who have finished onboarding (SPEC.md §2 Header, §6).
 * "Non-creator" is read through primaryRole: a user holding both types acts as a brand, and SPEC
 * §6 gives brands the wallet, so they see it too.
 */
export function canSeeWalletButton(me: MaybeMe<"is_brand" | "is_creator" | "types" | "did_onboard">): boolean {
  if (!me) return false;
  return primaryRole(me) !== "creator" && isOnboardingComplete(me);
}

/** Header messages icon (SPEC.md §2): /platform/inbox for a brand, /inbox for a creator. */
export function messagesHref(me: MaybeMe<"is_brand" | "types">): "/inbox" | "/platform/inbox" {
  return isBrand(me) ? "/platform/inbox" : "/inbox";
}

/** "Go to Platform" / home (SPEC.md §2): /platform for a brand, /dashboard for everyone else. */
export function homeHref(me: MaybeMe<"is_brand" | "types">): "/platform" | "/dashboard" {
  return isBrand(me) ? "/platform" : "/dashboard";
}

/**
 * Side drawer profile link (SPEC.md §2 "Side drawer"): /dashboard if types include "brand", else
 * /dashboard/settings. Deliberately reads `types` only (not is_brand) and sends brands to the
 * creator dashboard path, exactly as the SPEC states; do not "fix" it to /platform without a SPEC
 * change.
 */
export function profileLinkHref(me: MaybeMe<"types">): "/dashboard" | "/dashboard/settings" {
  return me?.types.includes("brand") ? "/dashboard" : "/dashboard/settings";
}
