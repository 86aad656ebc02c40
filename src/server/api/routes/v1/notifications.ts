import { Hono } from "hono";
import { z } from "zod";
import { markNotificationsRead } from "@/server/domain/notifications/mark-notifications-read";
import { callerOf, requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody } from "../../validation";

export const markReadSchema = z.object({
  ids: z.array(z.uuid("must be notification ids")).min(1, "must name at least one notification").max(100),
});

/**
 * POST /api/v1/auth/notifications/read { ids } — any signed-in user, for their own notifications
 * only (ownership is checked in the use-case). Answers how many changed from unread to read.
 */
export const notificationRoutes = new Hono<ApiEnv>().post("/auth/notifications/read", requires("user"), async (c) => {
  const { ids } = await parseBody(c, markReadSchema);
  const result = await markNotificationsRead(c.var.ctx.db, { userId: callerOf(c).userId, ids });
  return c.json({ data: result });
});
