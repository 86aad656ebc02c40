import type { Me } from "../contracts/me";
import { isBrand } from "./user-type";

type OnboardingFields = Pick<Me, "did_onboard" | "types">;

/**
 * Onboarding is complete when did_onboard is true AND types is non-empty (docs/product/current-user.md
 * "Onboarding"). Both are required: a user flagged as onboarded but without an account type still
 * has to pick one. A missing user (signed out / still loading) is not complete.
 */
export function isOnboardingComplete(me: OnboardingFields | null | undefined): boolean {
  if (!me) return false;
  return me.did_onboard && me.types.length > 0;
}

export type OnboardingTarget = "/onboarding" | "/onboarding/brands" | "/onboarding/creator";

/**
 * Where the "Finish Onboarding" link goes (docs/product/screens-and-navigation.md Header): the type chooser when the user has
 * no types yet, the brand flow for a brand (is_brand or types includes "brand", docs/product/roles-and-accounts.md), else the
 * creator flow. A user holding both types is a brand here, as everywhere else.
 */
export function finishOnboardingTarget(me: Pick<Me, "is_brand" | "types">): OnboardingTarget {
  if (me.types.length === 0) return "/onboarding";
  if (isBrand(me)) return "/onboarding/brands";
  return "/onboarding/creator";
}

/**
 * Whether `pathname` is /onboarding or one of its sub-pages. Segment-aware, so a route that merely
 * starts with the same letters (e.g. /onboarding-guide) is not treated as onboarding.
 */
export function isOnboardingPath(pathname: string): boolean {
  return pathname === "/onboarding" || pathname.startsWith("/onboarding/");
}

/**
 * The "Finish Onboarding" link shows when the user is signed in (we have a current user), the
 * current path is not an onboarding path (the user is already there), and onboarding is not
 * complete (docs/product/screens-and-navigation.md Header).
 */
export function shouldShowFinishOnboarding({
  me,
  pathname,
}: {
  me: (OnboardingFields & Pick<Me, "is_brand">) | null | undefined;
  pathname: string;
}): boolean {
  if (!me) return false;
  if (isOnboardingPath(pathname)) return false;
  return !isOnboardingComplete(me);
}
