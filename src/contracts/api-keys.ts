import { z } from "zod";
import { requiredName } from "./text";

/*
 * API keys of a brand organization (docs/product/integrations.md, decision 071). A key acts for its
 * organization's buyer account with the scopes it was given; the secret is shown once.
 */

/** The resources a key can be given access to, each with a read and a write scope. */
export const API_KEY_RESOURCES = ["campaigns", "orders", "content", "creators", "messages", "webhooks"] as const;
export type ApiKeyResource = (typeof API_KEY_RESOURCES)[number];

export const API_KEY_RESOURCE_LABELS: Record<ApiKeyResource, string> = {
  campaigns: "Campaigns",
  orders: "Orders",
  content: "Content and licences",
  creators: "Creators",
  messages: "Messages",
  webhooks: "Webhooks",
};

export const API_KEY_SCOPES = API_KEY_RESOURCES.flatMap((r) => [`${r}:read`, `${r}:write`] as const);
export type ApiKeyScope = `${ApiKeyResource}:${"read" | "write"}`;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]], {
  error: `Unknown scope: use one of ${API_KEY_SCOPES.join(", ")}`,
});

/** Every secret starts with this, so secret scanners and people recognise it. */
export const API_KEY_SECRET_PREFIX = "rb_live_";

/** POST /auth/api-keys */
export const createApiKeySchema = z
  .object({
    name: requiredName(80, "Name the key (what will use it)"),
    scopes: z
      .array(apiKeyScopeSchema, { error: "Choose at least one scope" })
      .min(1, "Choose at least one scope")
      .max(API_KEY_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, "Each scope once"),
    expiresAt: z.iso
      .datetime({ offset: true, error: "Give the expiry as a date and time (ISO 8601)" })
      .refine((v) => Date.parse(v) > Date.now(), "The expiry must be in the future")
      .nullish(),
  })
  .meta({ id: "CreateApiKey" });
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().meta({ description: "The first characters of the secret, to recognise the key" }),
    scopes: z.array(apiKeyScopeSchema),
    createdAt: z.string(),
    createdBy: z.string().nullable().meta({ description: "The name of the person who made it; null once they left" }),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    lastUsedIp: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema
  .extend({ secret: z.string().meta({ description: "The whole secret. Shown this once; store it now." }) })
  .meta({ id: "CreatedApiKey" });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamSchema = z.object({ id: z.uuid({ error: "Not a key id" }) });
