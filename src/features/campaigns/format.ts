import type { CampaignStatus, CampaignView, ProposalStatus } from "@/contracts/campaigns";
import { formatCents } from "@/lib/money-format";

/** "$250.00", or "$100.00–$400.00" for bids. */
export function campaignPrice(c: Pick<CampaignView, "pricing" | "price_min_cents" | "price_max_cents">): string {
  if (c.price_min_cents === null) return "Price not set";
  if (c.pricing === "bids" && c.price_max_cents !== null && c.price_max_cents !== c.price_min_cents) {
    return `${formatCents(c.price_min_cents)}–${formatCents(c.price_max_cents)} (bids)`;
  }
  return formatCents(c.price_min_cents);
}

export function deadlineText(iso: string | null): string {
  if (!iso) return "No deadline set";
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = {
  draft: "Draft",
  active: "Active",
  paused: "Paused",
  closed: "Closed",
  archived: "Archived",
};

export const PROPOSAL_STATUS_LABEL: Record<ProposalStatus, string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  accepted: "Accepted",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

export type BadgeTone = "default" | "secondary" | "outline" | "success" | "warning" | "destructive";

export const CAMPAIGN_STATUS_TONE: Record<CampaignStatus, BadgeTone> = {
  draft: "outline",
  active: "success",
  paused: "warning",
  closed: "secondary",
  archived: "secondary",
};

export const PROPOSAL_STATUS_TONE: Record<ProposalStatus, BadgeTone> = {
  submitted: "outline",
  shortlisted: "warning",
  accepted: "success",
  rejected: "secondary",
  withdrawn: "secondary",
};
