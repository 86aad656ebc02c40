import { Hono } from "hono";
import { z } from "zod";
import { checkCustomUrl } from "@/server/domain/onboarding/check-custom-url";
import { getAccountDeletionBlockers } from "@/server/domain/identity/get-account-deletion-blockers";
import { callerOf, requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseQuery } from "../../validation";

const availabilityQuery = z.object({ slug: z.string({ error: "Give the URL to check" }).max(200, "Too long") });

/** Identity helpers for the onboarding and account pages (issue 4 §3, §5). */
export const identityRoutes = new Hono<ApiEnv>()
  .get("/auth/custom-url-availability", requires("user"), async (c) => {
    const { slug } = parseQuery(c, availabilityQuery);
    return c.json({ data: await checkCustomUrl(c.var.ctx.db, slug, callerOf(c).userId) });
  })
  /** Why "Delete account" would be refused right now; empty when it is allowed. */
  .get("/auth/account/deletion-blockers", requires("user"), async (c) => {
    return c.json({ data: { reasons: await getAccountDeletionBlockers(c.var.ctx.db, callerOf(c).userId) } });
  });
