import { eq } from "drizzle-orm";
import { creatorDisplayName } from "@/lib/profile-display";
import { campaign, campaignProposal, creatorProfile, user } from "@/server/db/schema";
import { buyerUsersOf } from "@/server/domain/accounts/buyer-account-users";
import { notify } from "@/server/domain/notifications/notify";
import type { EventConsumer } from "./types";

const CREATOR_UPDATES = new Set(["campaign_proposal.shortlisted", "campaign_proposal.accepted", "campaign_proposal.rejected"]);

/**
 * In-app notifications of campaigns (docs/product/messages-and-notifications.md), delivered once per event by the
 * consumer machinery (decision 021): a new proposal tells every user of the brand's buyer account
 * (`CreatorProposalSubmitted`, opening the proposal page); shortlisting, acceptance, rejection and
 * the campaign closing tell the creator (`CampaignProposalUpdated`, decision 028).
 */
export const campaignNotificationsConsumer: EventConsumer = {
  name: "campaign-notifications",
  accepts: (event) => event.type === "campaign_proposal.created" || CREATOR_UPDATES.has(event.type),
  async handle(tx, _ctx, event) {
    const [row] = await tx
      .select({
        proposalId: campaignProposal.id,
        campaignId: campaign.id,
        title: campaign.title,
        buyerAccountId: campaign.buyerAccountId,
        creatorUserId: campaignProposal.creatorUserId,
        creatorName: user.name,
        firstName: creatorProfile.firstName,
        lastName: creatorProfile.lastName,
      })
      .from(campaignProposal)
      .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
      .innerJoin(user, eq(user.id, campaignProposal.creatorUserId))
      .leftJoin(creatorProfile, eq(creatorProfile.userId, campaignProposal.creatorUserId))
      .where(eq(campaignProposal.id, event.entityId))
      .limit(1);
    if (!row) return;
    const title = row.title || "your campaign";
    if (event.type === "campaign_proposal.created") {
      const name = creatorDisplayName({ firstName: row.firstName, lastName: row.lastName, accountName: row.creatorName });
      for (const userId of await buyerUsersOf(tx, row.buyerAccountId)) {
        await notify(tx, {
          userId,
          type: "CreatorProposalSubmitted",
          data: { campaign_id: row.campaignId, proposal_id: row.proposalId },
          formattedMessage: `${name} sent a proposal to ${title}`,
        });
      }
      return;
    }
    const payload = event.payload as { reason?: string };
    const status =
      event.type === "campaign_proposal.shortlisted"
        ? "shortlisted"
        : event.type === "campaign_proposal.accepted"
          ? "accepted"
          : payload.reason === "campaign_closed"
            ? "closed"
            : "rejected";
    const message = {
      shortlisted: `Your proposal to ${title} was shortlisted`,
      accepted: `Your proposal to ${title} was accepted — the order is funded`,
      rejected: `Your proposal to ${title} was not selected`,
      closed: `${title} closed before your proposal was chosen`,
    }[status];
    await notify(tx, {
      userId: row.creatorUserId,
      type: "CampaignProposalUpdated",
      data: { campaign_id: row.campaignId, proposal_id: row.proposalId, status },
      formattedMessage: message,
    });
  },
};
