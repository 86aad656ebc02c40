import { eq } from "drizzle-orm";
import type { Tx } from "@/server/db/database";
import { buyerAccount, campaign, campaignProposal, creatorProfile, member, user } from "@/server/db/schema";
import { notify } from "@/server/domain/notifications/notify";
import type { EventConsumer } from "./types";

const CREATOR_UPDATES = new Set(["campaign_proposal.shortlisted", "campaign_proposal.accepted", "campaign_proposal.rejected"]);

/** Everyone who acts for a buyer account: its owner, or every member of its organization. */
export async function buyerUsers(tx: Tx, buyerAccountId: string): Promise<string[]> {
  const [account] = await tx.select().from(buyerAccount).where(eq(buyerAccount.id, buyerAccountId)).limit(1);
  if (!account) return [];
  if (account.userId) return [account.userId];
  const members = await tx.select({ userId: member.userId }).from(member).where(eq(member.organizationId, account.organizationId!));
  return members.map((m) => m.userId);
}

/**
 * In-app notifications of campaigns (SPEC.md §3, §4; issue 13 §6), delivered once per event by the
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
      const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.creatorName;
      for (const userId of await buyerUsers(tx, row.buyerAccountId)) {
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
