import { dataOf } from "@/contracts/envelope";
import { deletionBlockersSchema } from "@/contracts/me";
import { customUrlAvailabilityQuerySchema, customUrlAvailabilitySchema } from "@/contracts/onboarding";
import { checkCustomUrl } from "@/server/domain/onboarding/check-custom-url";
import { getAccountDeletionBlockers } from "@/server/domain/identity/get-account-deletion-blockers";
import { apiRouter, createRoute, errors, json, signedIn } from "../../openapi";

/** Identity helpers for the onboarding and account pages. */
export const identityRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/custom-url-availability",
      tags: ["Account"],
      summary: "Whether a custom URL is free for the caller",
      description: "The caller's own current URL counts as available.",
      ...signedIn("user"),
      request: { query: customUrlAvailabilityQuerySchema },
      responses: {
        200: json(dataOf(customUrlAvailabilitySchema), "Availability, with the reason when taken"),
        ...errors(400, 401),
      },
    }),
    async (c) => {
      const { slug } = c.req.valid("query");
      return c.json({ data: await checkCustomUrl(c.var.ctx.db, slug, c.var.caller.userId) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/account/deletion-blockers",
      tags: ["Account"],
      summary: "Why deleting the account would be refused now",
      description: "Empty when the account can be deleted.",
      ...signedIn("user"),
      responses: { 200: json(deletionBlockersSchema, "The reasons, if any"), ...errors(401) },
    }),
    async (c) => {
      return c.json({ data: { reasons: await getAccountDeletionBlockers(c.var.ctx.db, c.var.caller.userId) } }, 200);
    },
  );
