import { z } from "zod";
import { adminRoute, apiRouter, createRoute, errors, json } from "../../openapi";
import { healthRoutes } from "../health";
import { impersonationRoutes } from "./impersonation";
import { adminBooksRoutes } from "./books";
import { adminOverviewRoutes } from "./overview";
import { adminModerationRoutes } from "./moderation";
import { adminDisputeRoutes } from "./disputes";
import { adminPayoutRoutes } from "./payouts";
import { adminUserRoutes } from "./users";

/**
 * The administrative API (v2), mounted at /api/v2. Every route is declared
 * `...adminRoute()` (403 for everyone else, signed out included; tests/api/admin-access.test.ts
 * calls every documented one as a non-admin), except health and stopping an impersonation, which the
 * impersonated user must be able to do. Each area adds its router here.
 */
export function createV2() {
  return apiRouter()
    .route("/", healthRoutes)
    .route("/", impersonationRoutes)
    .openapi(
      createRoute({
        method: "get",
        path: "/whoami",
        tags: ["System"],
        summary: "The signed-in admin",
        ...adminRoute(),
        responses: { 200: json(z.object({ data: z.object({ userId: z.string(), role: z.string() }) }), "Who is calling"), ...errors(403) },
      }),
      (c) => c.json({ data: { userId: c.var.caller.userId, role: c.var.caller.role } }, 200),
    )
    .route("/", adminPayoutRoutes)
    .route("/", adminUserRoutes)
    .route("/", adminBooksRoutes)
    .route("/", adminOverviewRoutes)
    .route("/", adminModerationRoutes)
    .route("/", adminDisputeRoutes);
}
