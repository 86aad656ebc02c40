import { healthSchema } from "@/contracts/system";
import { apiRouter, createRoute, errors, json } from "../openapi";
import { apiErrorSchema } from "@/contracts/errors";

/** Liveness plus a real round-trip to the database, for load balancers and `npm start` checks. */
export const healthRoutes = apiRouter().openapi(
  createRoute({
    method: "get",
    path: "/health",
    tags: ["System"],
    summary: "Liveness and database round-trip",
    responses: {
      200: json(healthSchema, "The API and its database answer"),
      503: json(apiErrorSchema, "The database is not reachable (`database_unavailable`)"),
      ...errors(),
    },
  }),
  async (c) => {
    const started = performance.now();
    try {
      await c.var.ctx.database.executeSql("select 1");
      return c.json(
        { data: { status: "ok" as const, database: { kind: c.var.ctx.database.kind, ms: Math.round(performance.now() - started) } } },
        200,
      );
    } catch (error) {
      c.var.log.error("health check failed", { err: error });
      return c.json({ error: { code: "database_unavailable", message: "The database is not reachable" } }, 503);
    }
  },
);
