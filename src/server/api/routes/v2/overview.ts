import { z } from "zod";
import { adminOverviewSchema } from "@/contracts/admin/overview";
import { getOverview } from "@/server/domain/admin/overview/get-overview";
import { adminRoute, apiRouter, createRoute, errors, json } from "../../openapi";

/** The console's home: read-only, so nothing here writes the audit log. */
export const adminOverviewRoutes = apiRouter().openapi(
  createRoute({
    method: "get",
    path: "/overview",
    tags: ["Overview"],
    summary: "What needs a person now, and the business at a glance",
    description:
      "Counts of the queues that need a person (each with its console page), balances by kind from the ledger, GMV and platform revenue for the last 12 weeks (UTC, Monday first) and sign-ups for the last 30 days.",
    ...adminRoute(),
    responses: { 200: json(z.object({ data: adminOverviewSchema }), "The overview"), ...errors(403) },
  }),
  async (c) => c.json({ data: await getOverview(c.var.ctx.db) }, 200),
);
