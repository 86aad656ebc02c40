import type { ReportStatus, ReportTargetType } from "@/contracts/admin/moderation";

/** How the console names what a report points at. */
export const TARGET_LABEL: Record<ReportTargetType, string> = {
  user: "Person",
  creator_profile: "Creator profile",
  message: "Message",
  campaign: "Campaign",
  package: "Package",
};

export const STATUS_LABEL: Record<ReportStatus, string> = { open: "Open", dismissed: "Dismissed", actioned: "Actioned" };

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
