import { eq } from "drizzle-orm";
import { campaignProposal } from "@/server/db/schema";
import type { StateMachine } from "@/server/domain/events/types";

export type ProposalStatus = (typeof campaignProposal.status.enumValues)[number];
export type ProposalPatch = Partial<Pick<typeof campaignProposal.$inferInsert, "rejectionReason" | "orderId" | "decidedAt" | "updatedAt">>;

/**
 * Proposal states (docs/product/campaigns-and-proposals.md, decision 028). The creator submits and withdraws; the brand
 * (its buyer account) shortlists, rejects and accepts — accepting only from the shortlist, as the
 * PRODUCT's `submitted → shortlisted → accepted` reads. Closing a campaign rejects its open
 * proposals as the actor who closed it (the brand, an admin, or the deadline job as `system`).
 */
export const proposalMachine: StateMachine<ProposalStatus, ProposalPatch> = {
  entity: "campaign_proposal",
  initial: { status: "submitted", by: ["creator"] },
  rules: [
    { from: "submitted", to: "shortlisted", event: "shortlisted", by: ["buyer"] },
    { from: "shortlisted", to: "accepted", event: "accepted", by: ["buyer"] },
    { from: "submitted", to: "rejected", event: "rejected", by: ["buyer", "system", "admin"] },
    { from: "shortlisted", to: "rejected", event: "rejected", by: ["buyer", "system", "admin"] },
    { from: "submitted", to: "withdrawn", event: "withdrawn", by: ["creator"] },
    { from: "shortlisted", to: "withdrawn", event: "withdrawn", by: ["creator"] },
  ],
  async lock(tx, id) {
    const [row] = await tx
      .select({ status: campaignProposal.status })
      .from(campaignProposal)
      .where(eq(campaignProposal.id, id))
      .for("update")
      .limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(campaignProposal)
      .set({ updatedAt: new Date(), ...patch, status: to })
      .where(eq(campaignProposal.id, id));
  },
};

/** A proposal that still holds the creator's one place in the campaign (the partial unique index). */
export const LIVE_PROPOSAL_STATUSES = ["submitted", "shortlisted", "accepted"] as const satisfies readonly ProposalStatus[];
/** Proposals the brand may still decide on; closing the campaign rejects these. */
export const OPEN_PROPOSAL_STATUSES = ["submitted", "shortlisted"] as const satisfies readonly ProposalStatus[];
