import type { AppContext } from "@/server/context";
import { documented, json } from "./openapi";
import { OPENAPI_PATH, openApiDocument } from "./openapi-document";
import { handleError, handleNotFound } from "./middleware/errors";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { resolveSession } from "./middleware/session";
import { brandPaymentInfoRoutes } from "./routes/brand-payment-info";
import { meRoutes } from "./routes/me";
import { createV1 } from "./routes/v1";
import { createV2 } from "./routes/v2";
import type { ApiEnv } from "./types";
import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";

/**
 * The whole HTTP API as one Hono app: mounted in Next by the catch-all route handler, started on
 * its own by `npm run start:api`, and called in-process by tests with `app.request()`.
 */
export function createApiApp(ctx: AppContext) {
  const app = new OpenAPIHono<ApiEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use("*", securityHeaders(ctx.settings));
  app.use("*", requestContext(ctx));
  app.use("*", resolveSession);

  // Our own /api/auth/me comes before Better Auth's catch-all, which owns the rest of /api/auth.
  app.route("/api/auth", meRoutes);
  app.route("/api/auth", brandPaymentInfoRoutes);
  app.on(["GET", "POST"], "/api/auth/*", (c) => ctx.auth.handler(c.req.raw));

  app.route("/api/v1", createV1());
  app.route("/api/v2", createV2());

  // The document of every route declared above (decision 022), and its own entry in it.
  app.get(OPENAPI_PATH, (c) => c.json(openApiDocument(app, ctx.settings.BETTER_AUTH_URL)));
  documented(app, {
    method: "get",
    path: OPENAPI_PATH,
    tags: ["System"],
    summary: "This document (OpenAPI 3.1)",
    description: "Rendered for people at /developers/api.",
    responses: { 200: json(z.looseObject({ openapi: z.string() }), "The OpenAPI document") },
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
