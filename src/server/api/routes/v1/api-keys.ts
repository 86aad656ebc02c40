import { z } from "zod";
import { apiKeyIdParamSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from "@/contracts/api-keys";
import { dataOf } from "@/contracts/envelope";
import { createApiKey } from "@/server/domain/api-keys/create-api-key";
import { listApiKeys } from "@/server/domain/api-keys/list-api-keys";
import { revokeApiKey } from "@/server/domain/api-keys/revoke-api-key";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";
import type { SignedInEnv } from "../../middleware/permissions";
import type { Context } from "hono";

/**
 * An organization's API keys (docs/product/integrations.md, decision 071): owners and admins of a
 * brand organization list, create and revoke them. No scope is declared, so a key cannot manage
 * keys. Every create and revoke is in the audit log.
 */
const MANAGE = signedIn("brand", { organization: "manage" });

const organizationOf = (c: Context<SignedInEnv>) => c.var.caller.buyer.organizationId!;

export const apiKeyRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/api-keys",
      tags: ["Integrations"],
      summary: "List the organization's API keys",
      description: "Newest first, revoked ones included. Shows each key's prefix, never its secret.",
      ...MANAGE,
      responses: { 200: json(dataOf(z.array(apiKeySchema)), "The keys"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listApiKeys(c.var.ctx.db, { organizationId: organizationOf(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/api-keys",
      tags: ["Integrations"],
      summary: "Create an API key",
      description:
        "The answer carries the whole secret (`rb_live_…`) this once; only its hash is kept. The key acts for the organization with the scopes given, until it is revoked or expires.",
      ...MANAGE,
      request: { body: jsonBody(createApiKeySchema) },
      responses: { 201: json(dataOf(createdApiKeySchema), "The key and its secret"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const caller = c.var.caller;
      const data = await createApiKey(c.var.ctx.db, {
        organizationId: organizationOf(c),
        userId: caller.userId,
        userName: caller.user.name,
        key: c.req.valid("json"),
      });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/api-keys/{id}/revoke",
      tags: ["Integrations"],
      summary: "Revoke an API key",
      description: "Refused at once by every server process. Revoking a revoked key changes nothing. 404 for another organization's key.",
      ...MANAGE,
      request: { params: apiKeyIdParamSchema },
      responses: { 200: json(dataOf(apiKeySchema), "The revoked key"), ...errors(400, 401, 403, 404) },
    }),
    async (c) => {
      const data = await revokeApiKey(c.var.ctx.db, {
        organizationId: organizationOf(c),
        userId: c.var.caller.userId,
        keyId: c.req.valid("param").id,
      });
      return c.json({ data }, 200);
    },
  );
