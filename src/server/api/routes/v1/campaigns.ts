import {
  brandCampaignListQuerySchema,
  brandCampaignListResponseSchema,
  brandCampaignResponseSchema,
  campaignActionSchema,
  campaignBrowseResponseSchema,
  campaignBrowseSchema,
  campaignDeletedResponseSchema,
  campaignDraftSchema,
  campaignIdParamsSchema,
  campaignWriteResponseSchema,
  creatorCampaignResponseSchema,
  invitationInputSchema,
  invitationResponseSchema,
  proposalDecisionSchema,
  proposalIdParamsSchema,
  proposalInputSchema,
  proposalListResponseSchema,
  proposalResponseSchema,
  campaignProposalListQuerySchema,
  creatorProposalListQuerySchema,
} from "@/contracts/campaigns";
import { isUuid } from "@/contracts/id";
import { changeCampaignStatus } from "@/server/domain/campaigns/change-campaign-status";
import { acceptProposal, rejectProposal, shortlistProposal, withdrawProposal } from "@/server/domain/campaigns/decide-proposal";
import {
  browseCampaigns,
  countBrandCampaigns,
  getBrandCampaign,
  getCampaignForCreator,
  listBrandCampaigns,
} from "@/server/domain/campaigns/list-campaigns";
import { cursorPageOf, DEFAULT_CURSOR_LIMIT, isCursorMode } from "@/contracts/envelope";
import {
  countCampaignProposals,
  countCreatorProposals,
  getProposal,
  listCampaignProposals,
  listCreatorProposals,
} from "@/server/domain/campaigns/list-proposals";
import { createCampaignDraft, deleteCampaignDraft, updateCampaignDraft } from "@/server/domain/campaigns/save-campaign-draft";
import { inviteCreator } from "@/server/domain/campaigns/invite-creator";
import { submitProposal } from "@/server/domain/campaigns/submit-proposal";
import { AppError, notFound } from "@/server/errors";
import { apiRouter, createRoute, CURSOR_NOTE, errors, json, jsonBody, signedIn } from "../../openapi";
import { assertMayMoveMoney } from "../../middleware/permissions";

const tags = ["Campaigns"];

/** A path id that is not a uuid names nothing: 404 before any query. */
const idParam = (id: string, what: string) => {
  if (!isUuid(id)) throw notFound(what);
  return id;
};

/**
 * Campaigns and proposals (docs/product/api-conventions.md `/auth/campaigns…`, `/auth/campaign/proposals/{id}`;
 * docs/product/campaigns-and-proposals.md; decision 028). Brand routes act for the caller's buyer account and answer
 * another account's campaign with 404; creator routes see active campaigns and their own
 * proposals only. The use-cases check ownership again.
 */
export const campaignRoutes = apiRouter()
  // Creator side first: `/auth/campaigns/view` must not be read as a campaign id.
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/campaigns/view",
      tags,
      summary: "Browse active campaigns (creators)",
      description: "Campaigns the creator does not qualify for are listed with the reasons unless `qualified_only=1`.",
      ...signedIn("creator"),
      request: { query: campaignBrowseSchema },
      responses: { 200: json(campaignBrowseResponseSchema, "One page of active campaigns"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const result = await browseCampaigns(c.var.ctx.db, { userId: c.var.caller.userId, search: c.req.valid("query") });
      return c.json({ data: result.items, meta: { total: result.total, page: result.page, pageSize: result.page_size } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/campaigns/{id}/view",
      tags,
      summary: "One campaign's full brief (creators)",
      ...signedIn("creator"),
      request: { params: campaignIdParamsSchema },
      responses: { 200: json(creatorCampaignResponseSchema, "The campaign"), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const data = await getCampaignForCreator(c.var.ctx.db, { userId: c.var.caller.userId, campaignId: c.req.valid("param").id });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/campaigns/{id}/proposals",
      tags,
      summary: "Propose to a campaign (creators)",
      description: "One live proposal per creator per campaign: a second is 409.",
      ...signedIn("creator"),
      request: { params: campaignIdParamsSchema, body: jsonBody(proposalInputSchema) },
      responses: { 201: json(proposalResponseSchema, "The proposal"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const campaignId = idParam(c.req.valid("param").id, "Campaign");
      const { caller } = c.var;
      const { id } = await submitProposal(c.var.ctx.db, { creatorUserId: caller.userId, campaignId, proposal: c.req.valid("json") });
      const data = await getProposal(c.var.ctx.db, { proposalId: id, userId: caller.userId, buyerAccountId: caller.buyer.id });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/campaign/proposals",
      tags,
      summary: "The creator's own proposals",
      description: "Newest first (up to 500). " + CURSOR_NOTE,
      ...signedIn("creator"),
      request: { query: creatorProposalListQuerySchema },
      responses: { 200: json(proposalListResponseSchema, "Newest first"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const db = c.var.ctx.db;
      const userId = c.var.caller.userId;
      if (!isCursorMode(query)) return c.json({ data: await listCreatorProposals(db, userId) }, 200);
      const limit = query.limit ?? DEFAULT_CURSOR_LIMIT;
      const rows = await listCreatorProposals(db, userId, { after: query.cursor, limit: limit + 1 });
      const page = cursorPageOf(rows, limit, (r) => ({ at: r.created_at, id: r.id }), await countCreatorProposals(db, userId));
      return c.json({ data: page.rows, pagination: page.pagination }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/campaign/proposals/{id}",
      tags,
      summary: "One proposal (its creator, or the brand of its campaign)",
      ...signedIn("user"),
      request: { params: proposalIdParamsSchema },
      responses: { 200: json(proposalResponseSchema, "The proposal"), ...errors(401, 404) },
    }),
    async (c) => {
      const { caller } = c.var;
      const data = await getProposal(c.var.ctx.db, {
        proposalId: c.req.valid("param").id,
        userId: caller.userId,
        buyerAccountId: caller.buyer.id,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/campaign/proposals/{id}",
      tags,
      summary: "Decide on a proposal",
      description:
        "The brand shortlists, rejects (optional reason) or accepts — accepting creates and funds the order in one transaction " +
        "(402 when the wallet is short, 403 `limit_reached` when the creators wanted are all accepted); the creator withdraws.",
      ...signedIn("user", { idempotent: true }),
      request: { params: proposalIdParamsSchema, body: jsonBody(proposalDecisionSchema) },
      responses: {
        200: json(proposalResponseSchema, "The proposal after the decision"),
        ...errors(400, 401, 402, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const proposalId = idParam(c.req.valid("param").id, "Proposal");
      const body = c.req.valid("json");
      const { caller } = c.var;
      const db = c.var.ctx.db;
      if (body.action === "withdraw") {
        if (!caller.types.includes("creator")) throw new AppError("forbidden", "Only creator accounts can do this");
        await withdrawProposal(db, { creatorUserId: caller.userId, proposalId });
      } else {
        if (!caller.types.includes("brand")) throw new AppError("forbidden", "Only brand accounts can do this");
        const buyerAccountId = caller.buyer.id;
        if (body.action === "shortlist") await shortlistProposal(db, { buyerAccountId, proposalId });
        else if (body.action === "reject") await rejectProposal(db, { buyerAccountId, proposalId, reason: body.reason });
        else {
          assertMayMoveMoney(caller);
          const platformFeeBps = c.var.ctx.settings.PLATFORM_FEE_BPS;
          await acceptProposal(db, { buyerAccountId, userId: caller.userId, proposalId, platformFeeBps });
        }
      }
      return c.json({ data: await getProposal(db, { proposalId, userId: caller.userId, buyerAccountId: caller.buyer.id }) }, 200);
    },
  )
  // Brand side.
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/campaigns",
      tags,
      summary: "The buyer account's campaigns, every state",
      description: "Most recently changed first (up to 500). " + CURSOR_NOTE,
      ...signedIn("brand", { scope: "campaigns:read" }),
      request: { query: brandCampaignListQuerySchema },
      responses: { 200: json(brandCampaignListResponseSchema, "Most recently changed first"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const db = c.var.ctx.db;
      const buyerAccountId = c.var.caller.buyer.id;
      if (!isCursorMode(query)) return c.json({ data: await listBrandCampaigns(db, buyerAccountId) }, 200);
      const limit = query.limit ?? DEFAULT_CURSOR_LIMIT;
      const rows = await listBrandCampaigns(db, buyerAccountId, { after: query.cursor, limit: limit + 1 });
      const page = cursorPageOf(rows, limit, (r) => ({ at: r.created_at, id: r.id }), await countBrandCampaigns(db, buyerAccountId));
      return c.json({ data: page.rows, pagination: page.pagination }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/campaigns",
      tags,
      summary: "Start a campaign draft",
      description: "Every field is optional in a draft; completeness is checked when publishing.",
      ...signedIn("brand", { scope: "campaigns:write" }),
      request: { body: jsonBody(campaignDraftSchema) },
      responses: { 201: json(campaignWriteResponseSchema, "The draft"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const { caller } = c.var;
      const data = await createCampaignDraft(c.var.ctx.db, {
        buyerAccountId: caller.buyer.id,
        userId: caller.userId,
        draft: c.req.valid("json"),
      });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/campaigns/{id}",
      tags,
      summary: "One campaign of the buyer account",
      ...signedIn("brand", { scope: "campaigns:read" }),
      request: { params: campaignIdParamsSchema },
      responses: { 200: json(brandCampaignResponseSchema, "The campaign"), ...errors(401, 403, 404) },
    }),
    async (c) => c.json({ data: await getBrandCampaign(c.var.ctx.db, c.var.caller.buyer.id, c.req.valid("param").id) }, 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/auth/campaigns/{id}",
      tags,
      summary: "Autosave a draft",
      description: "Only the fields sent change; a published campaign is 409.",
      ...signedIn("brand", { scope: "campaigns:write" }),
      request: { params: campaignIdParamsSchema, body: jsonBody(campaignDraftSchema) },
      responses: {
        200: json(campaignWriteResponseSchema, "The draft"),
        ...errors(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const campaignId = idParam(c.req.valid("param").id, "Campaign");
      const data = await updateCampaignDraft(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        campaignId,
        draft: c.req.valid("json"),
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/auth/campaigns/{id}",
      tags,
      summary: "Delete a draft",
      ...signedIn("brand"),
      request: { params: campaignIdParamsSchema },
      responses: { 200: json(campaignDeletedResponseSchema, "Deleted"), ...errors(401, 403, 404, 409) },
    }),
    async (c) => {
      const campaignId = idParam(c.req.valid("param").id, "Campaign");
      await deleteCampaignDraft(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, campaignId });
      return c.json({ data: { deleted: true as const } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/campaigns/{id}/status",
      tags,
      summary: "Publish, pause, resume, close or archive",
      description:
        "Publishing beyond the subscription allowance is 403 `limit_reached`, with `fields.plan` naming the plan that would allow it. " +
        "Closing rejects the open proposals and tells their creators.",
      ...signedIn("brand", { idempotent: true }),
      request: { params: campaignIdParamsSchema, body: jsonBody(campaignActionSchema) },
      responses: {
        200: json(campaignWriteResponseSchema, "The campaign in its new state"),
        ...errors(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const campaignId = idParam(c.req.valid("param").id, "Campaign");
      const { action } = c.req.valid("json");
      const data = await changeCampaignStatus(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, campaignId, action });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/campaigns/{id}/proposals",
      tags,
      summary: "A campaign's proposals, optionally by status",
      description: "Newest first (up to 1,000). " + CURSOR_NOTE,
      ...signedIn("brand", { scope: "campaigns:read" }),
      request: { params: campaignIdParamsSchema, query: campaignProposalListQuerySchema },
      responses: { 200: json(proposalListResponseSchema, "Newest first"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const db = c.var.ctx.db;
      const list = { buyerAccountId: c.var.caller.buyer.id, campaignId: c.req.valid("param").id, status: query.status };
      if (!isCursorMode(query)) return c.json({ data: await listCampaignProposals(db, list) }, 200);
      const limit = query.limit ?? DEFAULT_CURSOR_LIMIT;
      // The list checks the campaign is the caller's (404 otherwise) before anything is counted.
      const rows = await listCampaignProposals(db, { ...list, cursor: { after: query.cursor, limit: limit + 1 } });
      const page = cursorPageOf(rows, limit, (r) => ({ at: r.created_at, id: r.id }), await countCampaignProposals(db, list));
      return c.json({ data: page.rows, pagination: page.pagination }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/campaigns/{id}/invitations",
      tags,
      summary: "Invite a creator to an active campaign",
      description: "Once per creator and campaign; an invited creator may propose even when missing a requirement.",
      ...signedIn("brand"),
      request: { params: campaignIdParamsSchema, body: jsonBody(invitationInputSchema) },
      responses: {
        200: json(invitationResponseSchema, "The invitation"),
        ...errors(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const data = await inviteCreator(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        userId: c.var.caller.userId,
        campaignId: c.req.valid("param").id,
        creatorUserId: body.creator_user_id,
        message: body.message,
      });
      return c.json({ data }, 200);
    },
  );
