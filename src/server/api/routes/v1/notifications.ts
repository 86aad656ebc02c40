import { apiV1 } from "@/contracts/api";
import { markReadSchema } from "@/contracts/notifications";
import { markNotificationsRead } from "@/server/domain/notifications/mark-notifications-read";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/**
 * Any signed-in user, for their own notifications only (ownership is checked in the use-case):
 * ids of someone else's notifications are ignored, never reported.
 */
export const notificationRoutes = apiRouter().openapi(
  createRoute({
    method: "post",
    path: "/auth/notifications/read",
    tags: ["Account"],
    summary: "Mark notifications read",
    description: "Answers how many changed from unread to read; ids that are not the caller's are ignored.",
    ...signedIn("user"),
    request: { body: jsonBody(markReadSchema) },
    responses: { 200: json(apiV1["POST /auth/notifications/read"].response, "How many were marked read"), ...errors(400, 401, 415) },
  }),
  async (c) => {
    const { ids } = c.req.valid("json");
    const result = await markNotificationsRead(c.var.ctx.db, { userId: c.var.caller.userId, ids });
    return c.json({ data: result }, 200);
  },
);
