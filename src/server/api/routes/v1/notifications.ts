import {
  activityQuerySchema,
  activityResponseSchema,
  markReadResultSchema,
  markReadSchema,
  notificationsPageQuerySchema,
  notificationsPageSchema,
} from "@/contracts/notifications";
import { listActivity } from "@/server/domain/notifications/list-activity";
import { listNotifications } from "@/server/domain/notifications/list-notifications";
import { markAllNotificationsRead } from "@/server/domain/notifications/mark-all-notifications-read";
import { markNotificationsRead } from "@/server/domain/notifications/mark-notifications-read";
import { visibleNotificationTypes } from "@/lib/roles";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/**
 * Any signed-in user, for their own notifications only (ownership is checked in the use-case):
 * ids of someone else's notifications are ignored, never reported.
 */
export const notificationRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/notifications/read",
      tags: ["Account"],
      summary: "Mark notifications read",
      description: "Answers how many changed from unread to read; ids that are not the caller's are ignored.",
      ...signedIn("user"),
      request: { body: jsonBody(markReadSchema) },
      responses: { 200: json(markReadResultSchema, "How many were marked read"), ...errors(400, 401, 415) },
    }),
    async (c) => {
      const { ids } = c.req.valid("json");
      const result = await markNotificationsRead(c.var.ctx.db, { userId: c.var.caller.userId, ids });
      return c.json({ data: result }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/notifications/read-all",
      tags: ["Account"],
      summary: "Mark all notifications read",
      description: "Every unread notification of the caller, not only those shown; answers how many changed.",
      ...signedIn("user"),
      responses: { 200: json(markReadResultSchema, "How many were marked read"), ...errors(401) },
    }),
    async (c) => {
      const result = await markAllNotificationsRead(c.var.ctx.db, { userId: c.var.caller.userId });
      return c.json({ data: result }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/notifications",
      tags: ["Account"],
      summary: "List notifications",
      description:
        "The caller's bell notifications (the types of their role: a brand's NewMessage, CreatorAssetUploaded and CreatorProposalSubmitted, a creator's NewMessage), newest first, a page at a time (`before` = the previous page's `nextCursor`).",
      ...signedIn("user"),
      request: { query: notificationsPageQuerySchema },
      responses: { 200: json(notificationsPageSchema, "One page of notifications"), ...errors(400, 401) },
    }),
    async (c) => {
      const { before, limit } = c.req.valid("query");
      const { userId, types } = c.var.caller;
      const panel = visibleNotificationTypes({ is_brand: types.includes("brand"), types });
      return c.json(await listNotifications(c.var.ctx.db, { userId, types: panel, before, limit }), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/activity",
      tags: ["Account"],
      summary: "Dashboard activity",
      description: "The caller's recent activity in one area (`brand` or `creator`), as the dashboards list it, newest first.",
      ...signedIn("user"),
      request: { query: activityQuerySchema },
      responses: { 200: json(activityResponseSchema, "The activity list"), ...errors(400, 401) },
    }),
    async (c) => {
      const { area } = c.req.valid("query");
      return c.json({ data: await listActivity(c.var.ctx.db, { userId: c.var.caller.userId, area }) }, 200);
    },
  );
