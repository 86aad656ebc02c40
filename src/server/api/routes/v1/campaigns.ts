import { Hono } from "hono";
import { z } from "zod";
import {
  campaignActionSchema,
  campaignBrowseSchema,
  campaignDraftSchema,
  PROPOSAL_STATUSES,
  proposalDecisionSchema,
  proposalInputSchema,
} from "@/contracts/campaigns";
import { isUuid } from "@/server/domain/campaigns/campaign-view";
import { changeCampaignStatus } from "@/server/domain/campaigns/change-campaign-status";
import { acceptProposal, rejectProposal, shortlistProposal, withdrawProposal } from "@/server/domain/campaigns/decide-proposal";
import { browseCampaigns, getBrandCampaign, getCampaignForCreator, listBrandCampaigns } from "@/server/domain/campaigns/list-campaigns";
import { getProposal, listCampaignProposals, listCreatorProposals } from "@/server/domain/campaigns/list-proposals";
import { createCampaignDraft, deleteCampaignDraft, updateCampaignDraft } from "@/server/domain/campaigns/save-campaign-draft";
import { submitProposal } from "@/server/domain/campaigns/submit-proposal";
import { AppError, notFound } from "@/server/errors";
import { requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody, parseQuery } from "../../validation";

const statusQuerySchema = z.object({ status: z.enum(PROPOSAL_STATUSES, { error: "Choose a proposal status" }).optional() });

/** A path id that is not a uuid names nothing: 404 before any query. */
const idParam = (id: string, what: string) => {
  if (!isUuid(id)) throw notFound(what);
  return id;
};

/**
 * Campaigns and proposals (SPEC.md §7 `/auth/campaigns…`, `/auth/campaign/proposals/{id}`;
 * PRODUCT.md §3, §4; decision 028). Brand routes act for the caller's buyer account and answer
 * another account's campaign with 404; creator routes see active campaigns and their own
 * proposals only. The use-cases check ownership again.
 */
export const campaignRoutes = new Hono<ApiEnv>()
  // Creator side first: `/auth/campaigns/view` must not be read as a campaign id.
  .get("/auth/campaigns/view", requires("creator"), async (c) => {
    const search = parseQuery(c, campaignBrowseSchema);
    const result = await browseCampaigns(c.var.ctx.db, { userId: c.var.caller.userId, search });
    return c.json({ data: result.items, meta: { total: result.total, page: result.page, pageSize: result.page_size } });
  })
  .get("/auth/campaigns/:id/view", requires("creator"), async (c) => {
    const data = await getCampaignForCreator(c.var.ctx.db, { userId: c.var.caller.userId, campaignId: c.req.param("id") });
    return c.json({ data });
  })
  .post("/auth/campaigns/:id/proposals", requires("creator"), async (c) => {
    const campaignId = idParam(c.req.param("id"), "Campaign");
    const proposal = await parseBody(c, proposalInputSchema);
    const { id } = await submitProposal(c.var.ctx.db, { creatorUserId: c.var.caller.userId, campaignId, proposal });
    const data = await getProposal(c.var.ctx.db, { proposalId: id, userId: c.var.caller.userId, buyerAccountId: c.var.caller.buyer.id });
    return c.json({ data }, 201);
  })
  .get("/auth/campaign/proposals", requires("creator"), async (c) => {
    return c.json({ data: await listCreatorProposals(c.var.ctx.db, c.var.caller.userId) });
  })
  .get("/auth/campaign/proposals/:id", requires("user"), async (c) => {
    const { caller } = c.var;
    const data = await getProposal(c.var.ctx.db, { proposalId: c.req.param("id"), userId: caller.userId, buyerAccountId: caller.buyer.id });
    return c.json({ data });
  })
  /** One route for every decision on a proposal: the brand shortlists, rejects, accepts; the creator withdraws. */
  .post("/auth/campaign/proposals/:id", requires("user"), async (c) => {
    const proposalId = idParam(c.req.param("id"), "Proposal");
    const body = await parseBody(c, proposalDecisionSchema);
    const { caller } = c.var;
    const db = c.var.ctx.db;
    if (body.action === "withdraw") {
      if (!caller.types.includes("creator")) throw new AppError("forbidden", "Only creator accounts can do this");
      await withdrawProposal(db, { creatorUserId: caller.userId, proposalId });
    } else {
      if (!caller.types.includes("brand")) throw new AppError("forbidden", "Only brand accounts can do this");
      if (body.action === "shortlist") await shortlistProposal(db, { buyerAccountId: caller.buyer.id, proposalId });
      else if (body.action === "reject") await rejectProposal(db, { buyerAccountId: caller.buyer.id, proposalId, reason: body.reason });
      else {
        const platformFeeBps = c.var.ctx.settings.PLATFORM_FEE_BPS;
        await acceptProposal(db, { buyerAccountId: caller.buyer.id, userId: caller.userId, proposalId, platformFeeBps });
      }
    }
    return c.json({ data: await getProposal(db, { proposalId, userId: caller.userId, buyerAccountId: caller.buyer.id }) });
  })
  // Brand side.
  .get("/auth/campaigns", requires("brand"), async (c) => {
    return c.json({ data: await listBrandCampaigns(c.var.ctx.db, c.var.caller.buyer.id) });
  })
  .post("/auth/campaigns", requires("brand"), async (c) => {
    const draft = await parseBody(c, campaignDraftSchema);
    const data = await createCampaignDraft(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, userId: c.var.caller.userId, draft });
    return c.json({ data }, 201);
  })
  .get("/auth/campaigns/:id", requires("brand"), async (c) => {
    return c.json({ data: await getBrandCampaign(c.var.ctx.db, c.var.caller.buyer.id, c.req.param("id")) });
  })
  /** Autosave of a draft: only the fields sent change. */
  .patch("/auth/campaigns/:id", requires("brand"), async (c) => {
    const campaignId = idParam(c.req.param("id"), "Campaign");
    const draft = await parseBody(c, campaignDraftSchema);
    const data = await updateCampaignDraft(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, campaignId, draft });
    return c.json({ data });
  })
  .delete("/auth/campaigns/:id", requires("brand"), async (c) => {
    const campaignId = idParam(c.req.param("id"), "Campaign");
    await deleteCampaignDraft(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, campaignId });
    return c.json({ data: { deleted: true } });
  })
  /** Publish, pause, resume, close or archive (PRODUCT.md §3). */
  .post("/auth/campaigns/:id/status", requires("brand"), async (c) => {
    const campaignId = idParam(c.req.param("id"), "Campaign");
    const { action } = await parseBody(c, campaignActionSchema);
    const data = await changeCampaignStatus(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, campaignId, action });
    return c.json({ data });
  })
  .get("/auth/campaigns/:id/proposals", requires("brand"), async (c) => {
    const { status } = parseQuery(c, statusQuerySchema);
    const data = await listCampaignProposals(c.var.ctx.db, {
      buyerAccountId: c.var.caller.buyer.id,
      campaignId: c.req.param("id"),
      status,
    });
    return c.json({ data });
  });
