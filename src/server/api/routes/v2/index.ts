import { Hono } from "hono";
import { requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { healthRoutes } from "../health";
import { impersonationRoutes } from "./impersonation";
import { adminPayoutRoutes } from "./payouts";

/** The administrative API (SPEC.md §7, v2). Everything below /api/v2 is for admins only. */
export function createV2() {
  return (
    new Hono<ApiEnv>()
      .route("/", healthRoutes)
      // Mounted before the admin guard: stopping must work while acting as the impersonated user.
      .route("/", impersonationRoutes)
      .use("*", requires("admin"))
      .get("/whoami", (c) => c.json({ data: { userId: c.var.caller.userId, role: c.var.caller.role } }))
      .route("/", adminPayoutRoutes)
  );
}
