import { loadSettings } from "@/config/env";

export const SITE_NAME = "Reelbrief";
export const SITE_TAGLINE = "UGC Video Ads Made Easy";
export const SITE_DESCRIPTION =
  "Reelbrief connects brands with vetted UGC creators: publish a brief, review timestamped video drafts and pay from one prepaid wallet.";

/** The public origin (the auth URL setting, SPEC.md §5), without a trailing slash. */
export function siteOrigin(): string {
  let raw: string;
  try {
    raw = loadSettings().BETTER_AUTH_URL;
  } catch {
    raw = "http://localhost:3000";
  }
  try {
    return new URL(raw).origin;
  } catch {
    return "http://localhost:3000";
  }
}

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}

/** The longest title /api/og draws; longer ones are cut with an ellipsis. */
export const OG_TITLE_MAX = 120;

export function ogTitle(raw: string | null | undefined): string {
  const title = (raw ?? "").replace(/\s+/g, " ").trim();
  if (!title) return `${SITE_NAME} — ${SITE_TAGLINE}`;
  return title.length > OG_TITLE_MAX ? `${title.slice(0, OG_TITLE_MAX - 1).trimEnd()}…` : title;
}

/** Path of the Open Graph image for a title. */
export function ogImagePath(title: string): string {
  return `/api/og?title=${encodeURIComponent(ogTitle(title))}`;
}
