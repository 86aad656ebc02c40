import { eq } from "drizzle-orm";
import { campaign } from "@/server/db/schema";
import type { StateMachine } from "@/server/domain/events/types";

export type CampaignStatus = (typeof campaign.status.enumValues)[number];
export type CampaignPatch = Partial<Pick<typeof campaign.$inferInsert, "publishedAt" | "closedAt" | "updatedAt">>;

/**
 * Campaign states (docs/product/campaigns-and-proposals.md, decision 028). The brand (its buyer account) publishes, pauses,
 * resumes, closes and archives; the deadline job closes live campaigns as `system`; an admin may
 * pause, close or archive one (moderation), and resume what a ban paused when the owner is unbanned
 * (decision 058). A draft is never closed: it was never live.
 */
export const campaignMachine: StateMachine<CampaignStatus, CampaignPatch> = {
  entity: "campaign",
  initial: { status: "draft", by: ["buyer"] },
  rules: [
    { from: "draft", to: "active", event: "published", by: ["buyer"] },
    { from: "active", to: "paused", event: "paused", by: ["buyer", "admin"] },
    { from: "paused", to: "active", event: "resumed", by: ["buyer", "admin"] },
    { from: "active", to: "closed", event: "closed", by: ["buyer", "system", "admin"] },
    { from: "paused", to: "closed", event: "closed", by: ["buyer", "system", "admin"] },
    { from: "closed", to: "archived", event: "archived", by: ["buyer", "admin"] },
  ],
  async lock(tx, id) {
    const [row] = await tx.select({ status: campaign.status }).from(campaign).where(eq(campaign.id, id)).for("update").limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(campaign)
      .set({ updatedAt: new Date(), ...patch, status: to })
      .where(eq(campaign.id, id));
  },
};

/** Statuses that use up the subscription allowance (docs/product/campaigns-and-proposals.md: not draft, not archived). */
export const LIVE_CAMPAIGN_STATUSES = ["active", "paused", "closed"] as const satisfies readonly CampaignStatus[];
