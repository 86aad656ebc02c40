import "server-only";
import type { CampaignBrowse, ProposalStatus } from "@/contracts/campaigns";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { getSubscriptionAllowance } from "@/server/domain/billing/get-subscriptions";
import { browseCampaigns, getBrandCampaign, getCampaignForCreator, listBrandCampaigns } from "@/server/domain/campaigns/list-campaigns";
import { listInviteOptions } from "@/server/domain/campaigns/invite-creator";
import { getProposal, listCampaignProposals, listCreatorProposals } from "@/server/domain/campaigns/list-proposals";
import { getWalletBalance } from "@/server/domain/accounts/get-wallet-balance";
import { listBrandProfiles } from "@/server/domain/media/list-brand-profiles";
import { AppError } from "@/server/errors";
import { getAppContext } from "@/server/runtime";

/** A 404 of a use-case is "nothing to show" for a page (it renders notFound()). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** /platform/campaigns: the buyer account's campaigns and its allowance. */
export async function loadBrandCampaigns(caller: Caller) {
  const { db } = await getAppContext();
  const [campaigns, allowance] = await Promise.all([
    listBrandCampaigns(db, caller.buyer.id),
    getSubscriptionAllowance(db, caller.buyer.id),
  ]);
  return { campaigns, allowance };
}

/** The brief builder: the draft being edited (null for a new one) and the account's brand profiles. */
export async function loadBriefBuilder(caller: Caller, campaignId: string | null) {
  const { db } = await getAppContext();
  const [campaign, brands] = await Promise.all([
    campaignId ? orNull(getBrandCampaign(db, caller.buyer.id, campaignId)) : Promise.resolve(null),
    listBrandProfiles(db, caller.buyer.id),
  ]);
  return { campaign, brands };
}

/**
 * /platform/campaigns/{id}: the campaign and the proposals of the tab shown (the tabs' counts come
 * with the campaign), not all of them (up to 1,000) for the page to filter.
 */
export async function loadBrandCampaign(caller: Caller, campaignId: string, status: ProposalStatus) {
  const { db } = await getAppContext();
  const campaign = await orNull(getBrandCampaign(db, caller.buyer.id, campaignId));
  if (!campaign) return null;
  const proposals = await listCampaignProposals(db, { buyerAccountId: caller.buyer.id, campaignId, status });
  return { campaign, proposals };
}

/**
 * A proposal to one of the caller's campaigns, and that campaign: null when either id is unknown,
 * another account's, or the proposal belongs to another campaign. The proposal page and its assets
 * page both answer 404 on null, so the two can never disagree about which ids exist.
 */
export async function findBrandProposal(caller: Caller, campaignId: string, proposalId: string) {
  const { db } = await getAppContext();
  const campaign = await orNull(getBrandCampaign(db, caller.buyer.id, campaignId));
  if (!campaign) return null;
  const proposal = await orNull(getProposal(db, { proposalId, userId: caller.userId, buyerAccountId: caller.buyer.id }));
  if (!proposal || proposal.campaign_id !== campaign.id) return null;
  return { campaign, proposal };
}

/** /platform/campaigns/{cid}/proposals/{pid}: the proposal, its campaign and the wallet balance (to offer Add Funds). */
export async function loadBrandProposal(caller: Caller, campaignId: string, proposalId: string) {
  const found = await findBrandProposal(caller, campaignId, proposalId);
  if (!found) return null;
  const { db } = await getAppContext();
  return { ...found, walletCents: await getWalletBalance(db, caller.buyer.id) };
}

/** /dashboard/view-campaigns: one page of active campaigns for this creator. */
export async function browseCampaignsForCreator(caller: Caller, search: CampaignBrowse) {
  return browseCampaigns((await getAppContext()).db, { userId: caller.userId, search });
}

/** /dashboard/view-campaigns/{id}: the full brief and the creator's own proposal, if any. */
export async function loadCreatorCampaign(caller: Caller, campaignId: string) {
  return orNull(getCampaignForCreator((await getAppContext()).db, { userId: caller.userId, campaignId }));
}

/** /dashboard/campaigns/proposals: the creator's own proposals. */
export async function loadCreatorProposals(caller: Caller) {
  return listCreatorProposals((await getAppContext()).db, caller.userId);
}

/** A creator's public page, for a signed-in brand: its active campaigns to invite them to. */
export async function loadInviteOptions(caller: Caller, creatorUserId: string) {
  const { db } = await getAppContext();
  return listInviteOptions(db, { buyerAccountId: caller.buyer.id, creatorUserId });
}
