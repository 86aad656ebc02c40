import type { DisputeQueueItem } from "@/contracts/admin/disputes";

export const RESOLUTION_LABEL: Record<NonNullable<DisputeQueueItem["resolution"]>, string> = {
  released: "Paid to the creator",
  refunded: "Refunded to the brand",
  split: "Split",
};

/** "today", "1 day", "12 days": how long a dispute has waited. */
export function ageText(fromIso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(fromIso).getTime()) / 86_400_000);
  if (days <= 0) return "today";
  return `${days} day${days === 1 ? "" : "s"}`;
}

export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

export function dateTime(iso: string): string {
  return `${new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}
