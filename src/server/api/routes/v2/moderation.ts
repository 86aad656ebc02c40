import { z } from "zod";
import {
  listReportsQuerySchema,
  moderationReasonSchema,
  moderationResultSchema,
  moderationTargetParamsSchema,
  reportDetailSchema,
  reportIdParamsSchema,
  reportPageSchema,
} from "@/contracts/admin/moderation";
import { dismissReport } from "@/server/domain/moderation/dismiss-report";
import { getReport } from "@/server/domain/moderation/get-report";
import { hideContent } from "@/server/domain/moderation/hide-content";
import { listReports } from "@/server/domain/moderation/list-reports";
import { restoreContent } from "@/server/domain/moderation/restore-content";
import { adminRoute, apiRouter, createRoute, errors, json, jsonBody } from "../../openapi";

const TAGS = ["Moderation"];

const hideBodySchema = moderationReasonSchema.extend({
  reportId: z.uuid({ error: "Not a report id" }).optional().meta({
    description: "The report this answers, marked actioned too (a reported person whose profile is hidden)",
  }),
});

/**
 * The moderation queue (docs/product/moderation-and-admin.md): users' reports, the reported content in context, and
 * hiding or restoring what breaks the rules. Each change writes its audit row in its transaction;
 * reading a reported conversation is audited as well.
 */
export const adminModerationRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/reports",
      tags: TAGS,
      summary: "The reports queue",
      description: "Open reports oldest first; dismissed and actioned ones most recently resolved first. 20 a page.",
      ...adminRoute(),
      request: { query: listReportsQuerySchema },
      responses: { 200: json(z.object({ data: reportPageSchema }), "One page of reports"), ...errors(400, 403) },
    }),
    async (c) => c.json({ data: await listReports(c.var.ctx.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/reports/{id}",
      tags: TAGS,
      summary: "A report with the reported content in context",
      description: "For a message or a person reported from a conversation, the messages around it: reading them writes an audit row.",
      ...adminRoute(),
      request: { params: reportIdParamsSchema },
      responses: { 200: json(z.object({ data: reportDetailSchema }), "The report and its content"), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ data: await getReport(c.var.ctx.db, { actorUserId: c.var.caller.userId, reportId: id }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/reports/{id}/dismiss",
      tags: TAGS,
      summary: "Dismiss a report",
      description: "Nothing is done to the content. Only an open report can be dismissed (409 otherwise).",
      ...adminRoute(),
      request: { params: reportIdParamsSchema, body: jsonBody(moderationReasonSchema) },
      responses: { 200: json(z.object({ data: z.object({ id: z.uuid() }) }), "The dismissed report"), ...errors(400, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json({ data: await dismissReport(c.var.ctx.db, { actorUserId: c.var.caller.userId, reportId: id, reason }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/moderation/{type}/{id}/hide",
      tags: TAGS,
      summary: "Hide a campaign, a package or a creator profile",
      description:
        "Gone from every listing and page for everyone but its owner, who sees the reason. Open reports about it are marked actioned. " +
        "A creator profile's id is its user id. 409 when already hidden.",
      ...adminRoute(),
      request: { params: moderationTargetParamsSchema, body: jsonBody(hideBodySchema) },
      responses: { 200: json(z.object({ data: moderationResultSchema }), "Its hidden state"), ...errors(400, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const { reason, reportId } = c.req.valid("json");
      return c.json({ data: await hideContent(c.var.ctx.db, { actorUserId: c.var.caller.userId, type, id, reason, reportId }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/moderation/{type}/{id}/restore",
      tags: TAGS,
      summary: "Restore hidden content",
      description: "Clears the hidden state and its reason. 409 when it is not hidden.",
      ...adminRoute(),
      request: { params: moderationTargetParamsSchema, body: jsonBody(moderationReasonSchema) },
      responses: { 200: json(z.object({ data: moderationResultSchema }), "Its hidden state"), ...errors(400, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json({ data: await restoreContent(c.var.ctx.db, { actorUserId: c.var.caller.userId, type, id, reason }) }, 200);
    },
  );
