import { createMiddleware } from "hono/factory";
import type { AppContext } from "@/server/context";
import type { ApiEnv } from "../types";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (or keeps a sane incoming `X-Request-Id`) and a logger carrying it. */
export function requestContext(ctx: AppContext) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = ctx.logger.child({ requestId });
    c.set("ctx", ctx);
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("caller", null);
    c.set("returningVisit", false);
    const started = performance.now();
    await next();
    // On the answer itself: `c.header()` after the handler would copy the whole Response to add one.
    c.res.headers.set("X-Request-Id", requestId);
    // The request line is built only when it is written (benches and quiet deployments log at warn).
    if (!log.enabled("info")) return;
    const caller = c.var.caller;
    log.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: caller?.userId,
      // docs/product/moderation-and-admin.md: every impersonated request is recorded with both user ids.
      impersonatedBy: caller?.impersonatedBy ?? undefined,
    });
  });
}
