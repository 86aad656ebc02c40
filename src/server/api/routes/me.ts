import { Hono } from "hono";
import { getCurrentUser } from "@/server/domain/users/get-current-user";
import type { ApiEnv } from "../types";

/** GET /api/auth/me — the current user of SPEC.md §3, or `null` when signed out. */
export const meRoutes = new Hono<ApiEnv>().get("/me", async (c) => {
  const caller = c.get("caller");
  if (!caller) return c.json(null);
  return c.json(await getCurrentUser(c.var.ctx.db, caller));
});
