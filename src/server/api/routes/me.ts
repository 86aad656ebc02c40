import { meSchema } from "@/contracts/me";
import { getCurrentUser } from "@/server/domain/users/get-current-user";
import { apiRouter, createRoute, json } from "../openapi";

// Declared with its type: an inline array literal here widens the route's inferred type, and the
// typed client would lose this route's answer.
const SIGNED_IN_OR_NOT: { [scheme: string]: string[] }[] = [{ sessionCookie: [] }, { bearer: [] }, {}];

/** GET /api/auth/me — the current user of docs/product/current-user.md, or `null` when signed out. */
export const meRoutes = apiRouter().openapi(
  createRoute({
    method: "get",
    path: "/me",
    tags: ["Account"],
    summary: "The current user",
    description:
      "The current user: types, wallet balance, seats, notifications and action items. `null` when signed out " +
      "(never a 401). Not wrapped in `data`.",
    security: SIGNED_IN_OR_NOT,
    responses: { 200: json(meSchema.nullable(), "The current user, or null") },
  }),
  async (c) => {
    const caller = c.var.caller;
    if (!caller) return c.json(null, 200);
    return c.json(await getCurrentUser(c.var.ctx.db, caller, { returningVisit: c.var.returningVisit }), 200);
  },
);
