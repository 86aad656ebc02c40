import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { documented, json, SECURITY_SCHEMES, adminRoute } from "./openapi";
import { createV2 } from "./routes/v2";
import type { ApiEnv } from "./types";

/*
 * /api/v2/openapi.json: the administrative API's own document, generated from the declarations
 * the v2 routers are built with, as /api/v1/openapi.json is for the main API. It is for admins
 * only, like everything under /api/v2, and /developers/api shows it to them.
 */

export const ADMIN_OPENAPI_PATH = "/api/v2/openapi.json";

/** Tags in the order the reference page shows them: the console's areas. */
export const ADMIN_TAGS = [
  { name: "Overview", description: "What needs a person now, and the business at a glance." },
  { name: "Disputes", description: "Disputed orders, their evidence, and resolving them." },
  { name: "Users", description: "Search, a user's record, bans, feature flags and impersonation." },
  { name: "Moderation", description: "Reports, and hiding or restoring campaigns, packages and creator profiles." },
  { name: "Ledger", description: "Every account and transfer, the consistency check and failed payment events." },
  { name: "Payouts", description: "Creators' payout requests: approve, mark paid or failed." },
  { name: "Plans", description: "Plan prices and complimentary plans." },
  { name: "Audit", description: "Every admin action, filterable and exportable." },
  { name: "System", description: "Health, the caller and this document." },
];

const DESCRIPTION = [
  "The administrative API of Reelbrief, for the operations console at /admin. Every route is for",
  "administrators only: anyone else gets 403 `forbidden`, signed out included. Answers are JSON in",
  "the main API's shapes: `{ data, ... }` on success, `{ error: { code, message, fields? } }` on failure.",
  "",
  "Every action that changes something is written to the audit log, with the admin, the target, the",
  "reason and the values before and after, in the same transaction as the change. Destructive actions",
  "require a written `reason`.",
].join("\n");

/** The v2 API as the app mounts it under /api/v2, with its document. */
export function createAdminApi() {
  const api = new OpenAPIHono<ApiEnv>();
  api.route("/api/v2", createV2());
  documented(
    api,
    {
      method: "get",
      path: ADMIN_OPENAPI_PATH,
      tags: ["System"],
      summary: "This document (OpenAPI 3.1)",
      description: "Shown to admins at /developers/api.",
      ...adminRoute(),
      responses: { 200: json(z.looseObject({ openapi: z.string() }), "The OpenAPI document") },
    },
    (c) => c.json(adminApiDocument(c.var.ctx.settings.BETTER_AUTH_URL)),
  );
  return api;
}

type Document = ReturnType<OpenAPIHono<ApiEnv>["getOpenAPI31Document"]>;
let built: Document | undefined;

/** The v2 document, built once per process from the declarations alone. */
export function adminApiDocument(serverUrl?: string): Document {
  if (!built) {
    const api = createAdminApi();
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
      api.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
    }
    built = api.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Reelbrief administrative API", version: "2.0.0", description: DESCRIPTION },
      tags: ADMIN_TAGS,
    });
  }
  return serverUrl ? { ...built, servers: [{ url: serverUrl.replace(/\/$/, "") }] } : built;
}
