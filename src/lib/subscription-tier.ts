import type { Me, Subscription } from "../contracts/me";

type SubsFields = { subs: ReadonlyArray<Subscription> };
type MaybeSubs = SubsFields | null | undefined;

function anyPackageNameContains(me: MaybeSubs, needle: string): boolean {
  return (me?.subs ?? []).some((s) => s.subscription_type.package_name.toLowerCase().includes(needle));
}

/** The user has at least one subscription (docs/product/plans-and-limits.md "Subscription tiers"). */
export function hasSubscription(me: MaybeSubs): boolean {
  return (me?.subs.length ?? 0) > 0;
}

/** Pro: any subscription whose package_name contains "pro", in any letter case (docs/product/plans-and-limits.md). */
export function isPro(me: MaybeSubs): boolean {
  return anyPackageNameContains(me, "pro");
}

/**
 * The session-level Pro check (docs/product/plans-and-limits.md): Pro, or any subscription whose price_id contains
 * "managed" (a managed-service plan is Pro even when its package is not named so). docs/product states
 * a letter case only for "pro"; "managed" is matched in any case too, so a capitalised price id
 * cannot silently downgrade a paying user.
 */
export function isProSession(me: MaybeSubs): boolean {
  if (isPro(me)) return true;
  return (me?.subs ?? []).some((s) => s.price_id.toLowerCase().includes("managed"));
}

/**
 * Starter: a package_name containing "starter" (docs/product/plans-and-limits.md). Matched in any letter case, like "pro":
 * package names are display names ("Starter"), and a case-sensitive match would miss them.
 */
export function isStarter(me: MaybeSubs): boolean {
  return anyPackageNameContains(me, "starter");
}

/** A feature is on when its exact name is in feature_flags (docs/product/plans-and-limits.md). */
export function hasFeature(me: Pick<Me, "feature_flags"> | null | undefined, name: string): boolean {
  return me?.feature_flags.includes(name) ?? false;
}
