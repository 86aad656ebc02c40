/*
 * Words for a package's fields (docs/product/orders.md), shared by "Your Packages", the purchase flow, the
 * public page, the campaign builder, order pages and licences. Pure, so features and pages can all
 * read it.
 */

import { SOCIAL_PLATFORMS } from "./creator-directory";

/** The one set of words for a usage-rights term: packages, campaigns, orders and licences. */
export const USAGE_RIGHTS_TERM_LABELS = {
  "30d": "30 days",
  "90d": "90 days",
  "1y": "1 year",
  perpetual: "Perpetual",
} as const;

/** A stored term ("1y") in words ("1 year"); an unknown value shows as it is. */
export function usageRightsTermLabel(term: string): string {
  return (USAGE_RIGHTS_TERM_LABELS as Record<string, string>)[term] ?? term;
}

/** A social platform as people write it ("TikTok"); an unknown key shows as it is. */
export function platformLabel(platform: string): string {
  return (SOCIAL_PLATFORMS as Record<string, string>)[platform] ?? platform;
}

export const ASPECT_RATIO_LABELS = {
  "9:16": "9:16 vertical",
  "1:1": "1:1 square",
  "16:9": "16:9 landscape",
  "4:5": "4:5 portrait",
} as const;

/** 30 → "30 s", 90 → "1 min 30 s", 60 → "1 min". */
export function videoLengthLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** "2 videos · up to 45 s · 9:16 · 7 days · 2 revisions" */
export function packageFacts(p: {
  videos: number;
  videoLengthSeconds: number;
  aspectRatio: string;
  turnaroundDays: number;
  revisionRounds: number;
}): string {
  return [
    `${p.videos} ${p.videos === 1 ? "video" : "videos"}`,
    `up to ${videoLengthLabel(p.videoLengthSeconds)}`,
    p.aspectRatio,
    `${p.turnaroundDays} ${p.turnaroundDays === 1 ? "day" : "days"}`,
    `${p.revisionRounds} ${p.revisionRounds === 1 ? "revision" : "revisions"}`,
  ].join(" · ");
}
