import { canonicalOriginFor } from "@/config/canonical-origin";
import { loadSettings } from "@/config/env";

export const SITE_NAME = "Reelbrief";
export const SITE_TAGLINE = "UGC Video Ads Made Easy";
export const SITE_DESCRIPTION =
  "Reelbrief connects brands with vetted UGC creators: publish a brief, review timestamped video drafts and pay from one prepaid wallet.";

/**
 * The origin this server is reached at (the auth URL setting, docs/product/local-mode-and-settings.md; by default
 * http://localhost:PORT), without a trailing slash. Read it only in what renders per request:
 * a prerendered page would keep the origin of the build.
 */
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

/**
 * The origin of canonical, Open Graph, JSON-LD, sitemap and robots URLs: the same for every port
 * of a local run, since prerendered pages carry it (src/config/canonical-origin.ts).
 */
export function canonicalOrigin(): string {
  return canonicalOriginFor(siteOrigin());
}

/** Absolute canonical URL of a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${canonicalOrigin()}/`).toString();
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
