import type { Me } from "../contracts/me";

type DisplayFields = Pick<Me, "creator_info" | "user">;

/** Shown when the user has no avatar (docs/product/screens-and-navigation.md "Side drawer": "a default image"). */
export const DEFAULT_AVATAR_SRC =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ede9fe"/><circle cx="32" cy="25" r="11" fill="#7c3aed"/><path d="M12 56c2-11 10-17 20-17s18 6 20 17" fill="#7c3aed"/></svg>',
  );

function clean(value: string | null | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The name of a creator, wherever one is shown (profile, public page, proposals, orders, reviews,
 * licences, content library, dashboards, the admin queue, notifications): first and last name of
 * the creator profile, falling back to the account name when neither is filled in. One rule, so
 * a brand never meets one creator under two names. Server queries select these three fields.
 */
export function creatorDisplayName(p: {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  accountName: string | null | undefined;
}): string {
  const full = [clean(p.firstName), clean(p.lastName)].filter(Boolean).join(" ");
  return full || clean(p.accountName);
}

/** The name the drawer's profile link shows (docs/product/screens-and-navigation.md); a brand has no creator profile at all. */
export function profileDisplayName(me: DisplayFields | null | undefined): string {
  if (!me) return "";
  const name = creatorDisplayName({
    firstName: me.creator_info?.first_name,
    lastName: me.creator_info?.last_name,
    accountName: me.user.name,
  });
  return name || me.user.email;
}

/** The avatar: the creator avatar, else the account image, else the default image. */
export function profileAvatarSrc(me: DisplayFields | null | undefined): string {
  return clean(me?.creator_info?.avatar) || clean(me?.user.image) || DEFAULT_AVATAR_SRC;
}

/** Up to two initials for an avatar fallback. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
}
