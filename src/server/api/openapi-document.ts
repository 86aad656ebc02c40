import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { documented, json, SECURITY_SCHEMES } from "./openapi";
import { brandPaymentInfoRoutes } from "./routes/brand-payment-info";
import { meRoutes } from "./routes/me";
import { createV1 } from "./routes/v1";
import type { ApiEnv } from "./types";

/*
 * /api/v1/openapi.json (docs/decisions/022): generated from the declarations the routers were
 * built with, so it cannot drift from what the API validates. Paths are absolute (`/api/v1/...`,
 * plus our own `/api/auth/me` and `/api/auth/brand/payment-info`), so the document and the
 * reference page (/developers/api) name the URLs a caller really uses.
 */

export const OPENAPI_PATH = "/api/v1/openapi.json";

/** Tags in the order the reference page shows them. */
export const TAGS = [
  { name: "Account", description: "The signed-in user: who they are, onboarding, notifications, pictures." },
  { name: "Creators", description: "The public creator directory and creators' own pages." },
  { name: "Packages", description: "A creator's own packages: create, edit, reorder, pause, delete (archived when ordered)." },
  { name: "Brands", description: "Brand profiles of a buyer account." },
  { name: "Messages", description: "Conversations between two users: list, threads, sending, read marks, block and report." },
  { name: "Reports", description: "Reporting a creator profile, a campaign, a package or a message to the admins." },
  { name: "Campaigns", description: "Briefs brands publish, creators' proposals, and accepting one into a funded order." },
  { name: "Wallet", description: "The buyer account's wallet: top-ups, payment history, checkout outcomes." },
  { name: "Payouts", description: "A creator's earnings, payout method and payout requests." },
  { name: "Billing", description: "Plans, subscriptions, saved cards and the billing profile." },
  {
    name: "Orders",
    description: "Buying a package, the order engine (shipping, delivery, review, cancel, disputes), order lists and dashboards.",
  },
  { name: "Files", description: "Public pictures and the presigned URLs of the disk storage adapter." },
  { name: "Store", description: "Connecting a brand's online store (Shopify, or the sandbox store) and importing its products." },
  { name: "Webhooks", description: "Signed events from payment providers and the sandbox checkout." },
  {
    name: "Integrations",
    description:
      "An organization's API keys (list, create with the secret shown once, revoke) and its outbound webhooks (endpoints, signing secrets, test events and the delivery log).",
  },
  { name: "System", description: "Health and this document." },
];

const DESCRIPTION = [
  "The main Reelbrief API. Every answer is JSON: `{ data, ... }` on success and",
  "`{ error: { code, message, fields? } }` on failure, where `fields` names each invalid field.",
  "",
  "Signed-in routes take the session cookie set by signing in (browsers), or the same session as a",
  "`Authorization: Bearer` token from the `set-auth-token` header of a sign-in answer. Cookie-authenticated",
  "writes need an `Origin` header of this site.",
  "",
  "A brand organization's tools use an API key instead: `Authorization: Bearer rb_live_…`. A key acts for",
  "its organization and may call only the routes that name its scope (`x-required-scope`); every key answer",
  "carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.",
  "",
  "Lists a tool walks page by cursor: `?limit=` (1–100) starts at the newest row and",
  "`?cursor=<pagination.next_cursor>` continues until `next_cursor` is null; rows created meanwhile do not",
  "shift the walk. Writes that create orders or move money (`x-idempotent`) take an `Idempotency-Key` header:",
  "a retry with the same key and body within 24 hours answers what the first did, with `Idempotent-Replayed: true`.",
  "",
  "Sign-up, sign-in, sessions, organizations and the rest of `/api/auth/*` are served by Better Auth",
  "and are not listed here, except our own `/api/auth/me` and `/api/auth/brand/payment-info`.",
  "The administrative API (`/api/v2`) is not part of this document.",
].join("\n");

/**
 * Every route the document describes, mounted where the app serves it: our own /api/auth routes
 * (before Better Auth's catch-all, which the app adds after this), the main API under /api/v1,
 * and the document itself. `createApiApp` mounts this; the document is built from a copy of it.
 */
export function createDocumentedApi() {
  const api = new OpenAPIHono<ApiEnv>();
  api.route("/api/auth", meRoutes);
  api.route("/api/auth", brandPaymentInfoRoutes);
  api.route("/api/v1", createV1());
  documented(
    api,
    {
      method: "get",
      path: OPENAPI_PATH,
      tags: ["System"],
      summary: "This document (OpenAPI 3.1)",
      description: "Rendered for people at /developers/api.",
      responses: { 200: json(z.looseObject({ openapi: z.string() }), "The OpenAPI document") },
    },
    (c) => c.json(apiDocument(c.var.ctx.settings.BETTER_AUTH_URL)),
  );
  return api;
}

type Document = ReturnType<OpenAPIHono<ApiEnv>["getOpenAPI31Document"]>;
let built: Document | undefined;

/**
 * The OpenAPI 3.1 document, built once per process from the declarations alone (no database,
 * no settings), so the reference page needs neither. `serverUrl` names this deployment.
 */
export function apiDocument(serverUrl?: string): Document {
  if (!built) {
    const api = createDocumentedApi();
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
      api.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
    }
    built = api.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Reelbrief API", version: "1.0.0", description: DESCRIPTION },
      tags: TAGS,
    });
  }
  return serverUrl ? { ...built, servers: [{ url: serverUrl.replace(/\/$/, "") }] } : built;
}
