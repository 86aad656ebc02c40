import type { Me } from "../contracts/me";
import { isBrand, isCreator, type PrimaryRole, primaryRole } from "./user-type";

type RoleFields = Pick<Me, "is_brand" | "is_creator" | "types">;

export type Area = "creator" | "brand" | "shared";

/** Which signed-in area a path belongs to: /dashboard is the creator's, /platform the brand's. */
export function areaOf(pathname: string): Area {
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) return "creator";
  if (pathname === "/platform" || pathname.startsWith("/platform/")) return "brand";
  return "shared";
}

/**
 * The role the shell (drawer, tab bar, header menu) is drawn for on this path. A user holding both
 * types (docs/product/roles-and-accounts.md) sees the creator navigation in /dashboard and the brand navigation in
 * /platform; elsewhere (e.g. /inbox) the primary role decides. null for a user without a type.
 */
export function shellRole(me: RoleFields | null | undefined, pathname: string): PrimaryRole | null {
  if (!me) return null;
  const area = areaOf(pathname);
  if (area === "creator" && isCreator(me)) return "creator";
  if (area === "brand" && isBrand(me)) return "brand";
  return primaryRole(me);
}

export type AreaAccess = "allowed" | "signed-out" | "no-type" | "wrong-role";

/**
 * Whether `me` may use an area (docs/product/roles-and-accounts.md): the creator area needs the creator type, the brand
 * area the brand type, the shared pages (messages) either. A user with both types may open both.
 */
export function areaAccess(me: RoleFields | null | undefined, area: Area): AreaAccess {
  if (!me) return "signed-out";
  if (!isBrand(me) && !isCreator(me)) return "no-type";
  if (area === "creator" && !isCreator(me)) return "wrong-role";
  if (area === "brand" && !isBrand(me)) return "wrong-role";
  return "allowed";
}

/**
 * docs/product/screens-and-navigation.md sends brands to creator paths ("Profile Settings" → /dashboard/settings, the drawer's
 * profile link → /dashboard for a brand). Rather than showing a brand a "this area is for creators"
 * notice for links the product itself gave them, those paths lead to the brand's equivalent:
 * settings to /platform/settings, anything else to /platform. Creators opening /platform still
 * get the notice, since no brand path is handed to them.
 */
export function brandEquivalentOfCreatorPath(me: RoleFields | null | undefined, pathname: string): string | null {
  if (!me || areaOf(pathname) !== "creator" || isCreator(me) || !isBrand(me)) return null;
  if (pathname === "/dashboard/settings" || pathname.startsWith("/dashboard/settings/")) return "/platform/settings";
  return "/platform";
}
