import { z } from "zod";
import { adminOnly } from "../../middleware/permissions";
import { adminRoute, apiRouter, createRoute, documented, errors, json, jsonBody } from "../../openapi";
import { healthRoutes } from "../health";
import { impersonationRoutes, startImpersonationSchema } from "./impersonation";
import { adminBooksRoutes } from "./books";
import { adminOverviewRoutes } from "./overview";
import { adminModerationRoutes } from "./moderation";
import { adminDisputeRoutes } from "./disputes";
import { adminPayoutRoutes } from "./payouts";
import { adminUserRoutes } from "./users";

/**
 * The administrative API (SPEC.md §7, v2), mounted at /api/v2. Everything below the guard is for
 * admins only: 403 for everyone else, signed out included. Each area adds its router here.
 */
export function createV2() {
  const v2 = apiRouter()
    .route("/", healthRoutes)
    // Mounted before the admin guard: stopping must work while acting as the impersonated user.
    .route("/", impersonationRoutes);
  documentImpersonation(v2);
  v2.use("*", adminOnly);
  return v2
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

function documentImpersonation(v2: ReturnType<typeof apiRouter>) {
  const session = z.object({
    data: z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }), expiresAt: z.string() }),
  });
  documented(v2, {
    method: "post",
    path: "/impersonation",
    tags: ["Users"],
    summary: "Start impersonating a user",
    description:
      "Sets the `impersonate-token` cookie: the browser's API client sends it as `Session-Token`, and every request made with it is audited with both user ids. Admins cannot be impersonated.",
    ...adminRoute(),
    request: { body: jsonBody(startImpersonationSchema) },
    responses: { 201: json(session, "The impersonation session"), ...errors(400, 403, 404) },
  });
  documented(v2, {
    method: "delete",
    path: "/impersonation",
    tags: ["Users"],
    summary: "Stop impersonating",
    description: "Callable with the admin's own session or with the impersonation's `Session-Token`.",
    security: [{ sessionCookie: [] }, { bearer: [] }],
    responses: { 200: json(z.object({ data: z.object({ ended: z.boolean() }) }), "Whether a session ended"), ...errors(401, 403) },
  });
}
