import { Hono } from "hono";
import { sampleDeliveryResponseSchema } from "@/contracts/licences";
import { dataOf } from "@/contracts/envelope";
import { z } from "zod";
import { notificationSchema } from "@/contracts/me";
import { createMiddleware } from "hono/factory";
import { devNotificationSchema } from "@/contracts/notifications";
import { orderIdParamsSchema } from "@/contracts/orders";
import { createNotification } from "@/server/domain/notifications/create-notification";
import { AppError } from "@/server/errors";
import { completeOrderForTest, deliverSampleVideo, verifyEmailForTest } from "@/server/seed/test-hooks";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";
import type { ApiEnv } from "../../types";

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

/** Declared with their contracts, so their input is validated as any route's. */
const hooks = apiRouter();
hooks.openapi(
  createRoute({
    method: "post",
    path: "/dev/notifications",
    tags: ["System"],
    summary: "Give the caller a notification (test hook)",
    description: "Exists outside production only (or with `E2E_TEST_HOOKS=true`); elsewhere it is a 404 like any unknown route.",
    ...signedIn("user"),
    request: { body: jsonBody(devNotificationSchema) },
    responses: { 201: json(dataOf(notificationSchema), "The notification"), ...errors(400, 401, 404, 415) },
  }),
  async (c) => {
    const input = c.req.valid("json");
    const created = await createNotification(c.var.ctx.db, {
      userId: c.var.caller.userId,
      type: input.notification_type,
      data: input.data,
      formattedMessage: input.formatted_message,
    });
    return c.json({ data: created }, 201);
  },
);

hooks.openapi(
  createRoute({
    method: "post",
    path: "/dev/order-videos/{id}/deliver-sample",
    tags: ["System"],
    summary: "Deliver a sample clip for an order video (test hook)",
    description:
      "The creator delivers a committed 3-second clip as the next version: uploaded and processed as a creator's upload is. Exists outside production only (or with `E2E_TEST_HOOKS=true`); elsewhere it is a 404 like any unknown route.",
    ...signedIn("creator"),
    request: { params: orderIdParamsSchema },
    responses: { 201: json(sampleDeliveryResponseSchema, "The delivery"), ...errors(401, 403, 404, 409) },
  }),
  async (c) => {
    const data = await deliverSampleVideo(c.var.ctx, { videoId: c.req.valid("param").id, creatorUserId: c.var.caller.userId });
    return c.json({ data }, 201);
  },
);

hooks.openapi(
  createRoute({
    method: "post",
    path: "/dev/orders/{id}/complete",
    tags: ["System"],
    summary: "Deliver and approve every video of one of the caller's orders (test hook)",
    description:
      "Exists outside production only (or with `E2E_TEST_HOOKS=true`). Goes through the order use-cases; their refusals pass through.",
    ...signedIn("brand"),
    request: { params: orderIdParamsSchema },
    responses: { 200: json(dataOf(z.object({ status: z.string() })), "The order's status"), ...errors(401, 403, 404, 409) },
  }),
  async (c) => {
    const data = await completeOrderForTest(c.var.ctx, { orderId: c.req.valid("param").id, buyerAccountId: c.var.caller.buyer.id });
    return c.json({ data }, 200);
  },
);

hooks.openapi(
  createRoute({
    method: "post",
    path: "/dev/verify-email",
    tags: ["System"],
    summary: "Mark the caller's e-mail verified (test hook)",
    description:
      "As opening the verification link would. Exists outside production only (or with `E2E_TEST_HOOKS=true`); elsewhere it is a 404 like any unknown route.",
    ...signedIn("user"),
    responses: { 200: json(dataOf(z.object({ email_verified: z.literal(true) })), "Verified"), ...errors(401, 404) },
  }),
  async (c) => c.json({ data: await verifyEmailForTest(c.var.ctx.db, c.var.caller.userId) }, 200),
);

/**
 * Served under /api/v1 behind the switch, and left out of the OpenAPI document: they are not part
 * of the API anyone builds on. A plain Hono router keeps them out (OpenAPIHono merges the
 * declarations only of the OpenAPIHono routers it mounts).
 */
export const devRoutes = new Hono<ApiEnv>().use("/dev/*", onlyWhenEnabled).route("/", hooks);
