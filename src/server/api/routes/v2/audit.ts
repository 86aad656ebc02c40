import { z } from "zod";
import { auditFiltersSchema, auditPageSchema, auditQuerySchema } from "@/contracts/admin/audit";
import { exportAuditCsv } from "@/server/domain/audit/export-audit-csv";
import { listAuditLog } from "@/server/domain/audit/list-audit-log";
import { adminRoute, apiRouter, createRoute, errors, json } from "../../openapi";

/** The audit trail: a filtered, keyset-paged list and the same filters as a CSV download. */
export const adminAuditRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/audit",
      tags: ["Audit"],
      summary: "The audit log, newest first",
      description:
        "Filter by actor (user id or e-mail), target, action (exact, or a prefix ending in `.`) and UTC days; page with `cursor`.",
      ...adminRoute(),
      request: { query: auditQuerySchema },
      responses: { 200: json(z.object({ data: auditPageSchema }), "One page of entries"), ...errors(400, 403) },
    }),
    async (c) => c.json({ data: await listAuditLog(c.var.ctx.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/audit.csv",
      tags: ["Audit"],
      summary: "The filtered audit log as CSV",
      description: "RFC 4180; cells that a spreadsheet would run as a formula start with an apostrophe. At most 50,000 rows.",
      ...adminRoute(),
      request: { query: auditFiltersSchema },
      responses: {
        200: { description: "A CSV download", content: { "text/csv": { schema: z.string() } } },
        ...errors(400, 403),
      },
    }),
    async (c) => {
      const { csv, truncated } = await exportAuditCsv(c.var.ctx.db, c.req.valid("query"));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="reelbrief-audit-${day}.csv"`,
        "cache-control": "no-store",
        ...(truncated ? { "x-truncated": "true" } : {}),
      });
    },
  );
