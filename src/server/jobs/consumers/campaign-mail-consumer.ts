import { eq } from "drizzle-orm";
import { brandProfile, campaign, campaignProposal, creatorProfile, user } from "@/server/db/schema";
import { notificationEmail } from "@/server/domain/notifications/notification-email";
import { mailTemplates } from "@/server/integrations/mail";
import type { ProposalMailStatus } from "@/server/integrations/mail/templates/campaign-proposal-update";
import type { EventConsumer } from "./types";

const STATUS_OF: Record<string, ProposalMailStatus> = {
  "campaign_proposal.shortlisted": "shortlisted",
  "campaign_proposal.accepted": "accepted",
  "campaign_proposal.rejected": "rejected",
};

/**
 * E-mails the creator when the brand shortlists, accepts or declines a proposal, or when the
 * campaign closes with it still open (a close rejects open proposals with
 * `reason: campaign_closed`, decision 028). Sent once the delivery's transaction commits, so each
 * event mails once; the in-app notification is the campaign-notifications consumer's.
 */
export const campaignMailConsumer: EventConsumer = {
  name: "campaign-mail",
  accepts: (event) => Object.hasOwn(STATUS_OF, event.type),
  async handle(tx, ctx, event, mail) {
    const base = STATUS_OF[event.type];
    if (!base) return;
    const [row] = await tx
      .select({
        proposalId: campaignProposal.id,
        creatorUserId: campaignProposal.creatorUserId,
        priceCents: campaignProposal.priceCents,
        rejectionReason: campaignProposal.rejectionReason,
        title: campaign.title,
        brandName: brandProfile.name,
        email: user.email,
        userName: user.name,
        firstName: creatorProfile.firstName,
      })
      .from(campaignProposal)
      .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
      .innerJoin(user, eq(user.id, campaignProposal.creatorUserId))
      .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
      .leftJoin(creatorProfile, eq(creatorProfile.userId, campaignProposal.creatorUserId))
      .where(eq(campaignProposal.id, event.entityId))
      .limit(1);
    if (!row) return;
    const payload = (event.payload ?? {}) as { reason?: string };
    const status: ProposalMailStatus = base === "rejected" && payload.reason === "campaign_closed" ? "closed" : base;
    const url = new URL(`/dashboard/campaigns/proposals?proposal=${row.proposalId}`, ctx.settings.BETTER_AUTH_URL).toString();
    const { campaignProposalUpdateEmail } = await mailTemplates();
    const message = await notificationEmail(tx, ctx.settings, {
      userId: row.creatorUserId,
      kind: "proposals",
      message: await campaignProposalUpdateEmail({
        to: row.email,
        creatorName: row.firstName || row.userName,
        campaignTitle: row.title || "the campaign",
        brandName: row.brandName ?? "The brand",
        status,
        priceCents: row.priceCents,
        reason: status === "rejected" ? row.rejectionReason : null,
        url,
      }),
    });
    if (message) mail.add(message);
  },
};
