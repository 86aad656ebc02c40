import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { notificationTypeSchema } from "@/contracts/me";
import { requiredName } from "@/contracts/text";
import { createNotification } from "@/server/domain/notifications/create-notification";
import { AppError } from "@/server/errors";
import { callerOf, requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody } from "../../validation";

/**
 * Test hooks exist outside production, or in a production build started by the browser tests with
 * E2E_TEST_HOOKS=true (tests/setup/e2e-global-setup.ts). Anywhere else /api/v1/dev/* answers 404
 * exactly like a route that does not exist. See docs/decisions (dev-only test hooks).
 */
export function devHooksEnabled(nodeEnv: string, flag: string | undefined): boolean {
  return nodeEnv !== "production" || flag === "true";
}

const onlyWhenEnabled = createMiddleware<ApiEnv>(async (c, next) => {
  if (!devHooksEnabled(c.var.ctx.settings.NODE_ENV, c.var.ctx.settings.E2E_TEST_HOOKS)) {
    throw new AppError("not_found", `No route for ${c.req.method} ${new URL(c.req.url).pathname}`);
  }
  await next();
});

export const devNotificationSchema = z.object({
  notification_type: notificationTypeSchema,
  data: z.record(z.string().max(100), z.unknown()),
  formatted_message: requiredName(500, "Enter the message"),
});

/** POST /api/v1/dev/notifications — gives the signed-in caller a notification, for browser tests. */
export const devRoutes = new Hono<ApiEnv>().use("/dev/*", onlyWhenEnabled).post("/dev/notifications", requires("user"), async (c) => {
  const input = await parseBody(c, devNotificationSchema);
  const created = await createNotification(c.var.ctx.db, {
    userId: callerOf(c).userId,
    type: input.notification_type,
    data: input.data,
    formattedMessage: input.formatted_message,
  });
  return c.json({ data: created }, 201);
});
