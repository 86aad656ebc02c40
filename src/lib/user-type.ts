import type { Me } from "../contracts/me";

type MaybeMe<K extends keyof Me> = Pick<Me, K> | null | undefined;

/*
 * The role predicates live here, apart from roles.ts, so that onboarding.ts and roles.ts can both
 * use them without importing each other (no import cycles). roles.ts re-exports them.
 */

/** Brand (buyer): is_brand, or types includes "brand" (docs/product/roles-and-accounts.md). */
export function isBrand(me: MaybeMe<"is_brand" | "types">): boolean {
  if (!me) return false;
  return me.is_brand || me.types.includes("brand");
}

/**
 * Creator: is_creator (docs/product/roles-and-accounts.md). A user can also hold the creator type through the types array
 * (docs/product/roles-and-accounts.md "A user can hold both types, through the types array"), so types counts too, the same
 * way it does for brands.
 */
export function isCreator(me: MaybeMe<"is_creator" | "types">): boolean {
  if (!me) return false;
  return me.is_creator || me.types.includes("creator");
}

export type PrimaryRole = "brand" | "creator";

/**
 * The role the UI is rendered for. A user holding both types is treated as a brand: brands see a
 * superset of what creators see in the shared header (notifications, the wallet), and a brand's
 * campaigns live under /platform. null when the user has no role yet (not onboarded).
 */
export function primaryRole(me: MaybeMe<"is_brand" | "is_creator" | "types">): PrimaryRole | null {
  if (isBrand(me)) return "brand";
  if (isCreator(me)) return "creator";
  return null;
}
