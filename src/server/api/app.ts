import { Hono } from "hono";
import type { AppContext } from "@/server/context";
import { createAdminApi } from "./admin-openapi-document";
import { createDocumentedApi } from "./openapi-document";
import { handleError, handleNotFound } from "./middleware/errors";
import { jsonBodyGuard } from "./middleware/json-body-guard";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { resolveSession } from "./middleware/session";
import type { ApiEnv } from "./types";

/**
 * The whole HTTP API as one Hono app: served beside Next by `npm start` (scripts/serve.mjs, through
 * serve-api.ts), started on its own by `npm run start:api`, and called in-process by tests with
 * `app.request()`.
 */
export function createApiApp(ctx: AppContext) {
  const app = new Hono<ApiEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use("*", securityHeaders(ctx.settings));
  app.use("*", requestContext(ctx));
  // Before anything reads a body, Better Auth's catch-all and the admin API included.
  app.use("*", jsonBodyGuard);
  app.use("*", resolveSession);

  // Our own /api/auth routes come before Better Auth's catch-all, which owns the rest of
  // /api/auth; the main API and its OpenAPI document (decision 022) come with them.
  app.route("/", createDocumentedApi());
  app.on(["GET", "POST"], "/api/auth/*", (c) => ctx.auth.handler(c.req.raw));
  app.route("/", createAdminApi());
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
