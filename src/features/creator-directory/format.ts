import { formatCents } from "@/lib/money-format";
import { CREATOR_NICHES, type SocialPlatformName } from "@/lib/creator-directory";
import { platformLabel, USAGE_RIGHTS_TERM_LABELS } from "@/lib/package-labels";

/*
 * Display rules of the public creator directory. Pure and locale-fixed (en-US) so the
 * server render and any client render produce the same strings.
 */

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** "GB" → "United Kingdom"; unknown codes come back as given. */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "es" → "Spanish"; unknown codes come back as given. */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 950 → "950", 48_200 → "48.2K", 155_200 → "155K", 1_250_000 → "1.3M" (short enough for a card). */
export function formatFollowers(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 0) return "0";
  const short = (value: number, suffix: string) =>
    value >= 100 ? `${Math.round(value)}${suffix}` : `${(Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, "")}${suffix}`;
  if (count >= 999_500) return short(count / 1_000_000, "M");
  if (count >= 1_000) return short(count / 1_000, "K");
  return String(Math.floor(count));
}

/** Whole-dollar prices show without cents: 22000 → "$220", 22050 → "$220.50". */
export function formatPrice(cents: number): string {
  const full = formatCents(cents);
  return full.endsWith(".00") ? full.slice(0, -3) : full;
}

export function nicheLabel(niche: string): string {
  return (CREATOR_NICHES as Record<string, string>)[niche] ?? niche;
}

export { platformLabel };

export const USAGE_RIGHTS_LABELS = {
  "30d": `${USAGE_RIGHTS_TERM_LABELS["30d"]} of usage rights`,
  "90d": `${USAGE_RIGHTS_TERM_LABELS["90d"]} of usage rights`,
  "1y": `${USAGE_RIGHTS_TERM_LABELS["1y"]} of usage rights`,
  perpetual: `${USAGE_RIGHTS_TERM_LABELS.perpetual} usage rights`,
} as const;

/** 30 → "30 s", 90 → "1 min 30 s", 60 → "1 min". */
export function formatVideoLength(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

export type { SocialPlatformName };
