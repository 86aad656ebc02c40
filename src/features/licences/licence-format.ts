import type { LicenceSummary } from "@/contracts/licences";
import { platformLabel } from "@/lib/package-labels";
import { LICENCE_TERM_LABELS, LICENCE_USAGE_LABELS, licenceDaysLeft } from "@/lib/licence-status";

export function formatDate(at: string): string {
  return new Date(at).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

export function platformsLabel(platforms: readonly string[]): string {
  if (platforms.length === 0) return "All platforms";
  return platforms.map(platformLabel).join(", ");
}

export function termLabel(l: Pick<LicenceSummary, "term">): string {
  return LICENCE_TERM_LABELS[l.term];
}

export function usageLabel(l: Pick<LicenceSummary, "usage">): string {
  return LICENCE_USAGE_LABELS[l.usage];
}

/** "Until Mar 10, 2027 (42 days left)", "Ended Jan 2, 2026", or "No end date". */
export function periodLabel(l: Pick<LicenceSummary, "endsAt" | "status">, now: string): string {
  if (!l.endsAt) return "No end date (perpetual)";
  if (l.status === "expired") return `Ended ${formatDate(l.endsAt)}`;
  const days = licenceDaysLeft(l.endsAt, now);
  return `Until ${formatDate(l.endsAt)} (${days} day${days === 1 ? "" : "s"} left)`;
}
