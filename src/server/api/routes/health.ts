import { Hono } from "hono";
import type { ApiEnv } from "../types";

/** Liveness plus a real round-trip to the database, for load balancers and `npm start` checks. */
export const healthRoutes = new Hono<ApiEnv>().get("/health", async (c) => {
  const started = performance.now();
  try {
    await c.var.ctx.database.executeSql("select 1");
    return c.json({ data: { status: "ok", database: { kind: c.var.ctx.database.kind, ms: Math.round(performance.now() - started) } } });
  } catch (error) {
    c.var.log.error("health check failed", { err: error });
    return c.json({ error: { code: "database_unavailable", message: "The database is not reachable" } }, 503);
  }
});
