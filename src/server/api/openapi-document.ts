import type { OpenAPIHono } from "@hono/zod-openapi";
import { SECURITY_SCHEMES } from "./openapi";
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
  { name: "Brands", description: "Brand profiles of a buyer account." },
  { name: "Campaigns", description: "Briefs brands publish, creators' proposals, and accepting one into a funded order." },
  { name: "Wallet", description: "The buyer account's wallet: top-ups, payment history, checkout outcomes." },
  { name: "Billing", description: "Plans, subscriptions, saved cards and the billing profile." },
  { name: "Files", description: "Public pictures and the presigned URLs of the disk storage adapter." },
  { name: "Webhooks", description: "Signed events from payment providers and the sandbox checkout." },
  { name: "System", description: "Health, this document, and test hooks that exist only outside production." },
];

const DESCRIPTION = [
  "The main Reelbrief API. Every answer is JSON: `{ data, ... }` on success and",
  "`{ error: { code, message, fields? } }` on failure, where `fields` names each invalid field.",
  "",
  "Signed-in routes take the session cookie set by signing in (browsers), or the same session as a",
  "`Authorization: Bearer` token from the `set-auth-token` header of a sign-in answer. Cookie-authenticated",
  "writes need an `Origin` header of this site.",
  "",
  "Sign-up, sign-in, sessions, organizations and the rest of `/api/auth/*` are served by Better Auth",
  "and are not listed here, except our own `/api/auth/me` and `/api/auth/brand/payment-info`.",
  "The administrative API (`/api/v2`) is not part of this document.",
].join("\n");

type Document = ReturnType<OpenAPIHono<ApiEnv>["getOpenAPI31Document"]>;
const documents = new WeakMap<object, Document>();

/** The OpenAPI 3.1 document of everything declared on `app` (built once per app). */
export function openApiDocument(app: OpenAPIHono<ApiEnv>, serverUrl: string): Document {
  let doc = documents.get(app);
  if (!doc) {
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
      app.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
    }
    doc = app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "Reelbrief API", version: "1.0.0", description: DESCRIPTION },
      servers: [{ url: serverUrl.replace(/\/$/, "") }],
      tags: TAGS,
    });
    documents.set(app, doc);
  }
  return doc;
}
