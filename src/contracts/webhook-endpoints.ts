import { z } from "zod";
import { dataOf } from "./envelope";
import { hasNoNul, NUL_MESSAGE } from "./text";

/*
 * Outbound webhooks of a brand's buyer account (its own or its team's) (docs/product/integrations.md, decision 072): the
 * endpoints it registers, the public event types they subscribe to, and the log of deliveries.
 */

/** The public event types, each built from a domain event (src/server/domain/webhooks/public-events.ts). */
export const WEBHOOK_EVENT_TYPES = [
  "campaign.published",
  "proposal.submitted",
  "order.created",
  "order.shipped",
  "video.delivered",
  "revision.requested",
  "video.approved",
  "licence.created",
  "licence.expiring",
  "message.received",
  "dispute.opened",
  "dispute.resolved",
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: "Choose events from the list" });
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The event a "send a test event" delivers; receivers can recognise and ignore it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const webhookUrlSchema = z
  .string({ error: "Enter the URL to send events to" })
  .trim()
  .min(1, "Enter the URL to send events to")
  .max(2000, "Use at most 2000 characters")
  .refine(hasNoNul, NUL_MESSAGE)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
    } catch {
      return false;
    }
  }, "Enter an http(s) URL without a user name or password");

const description = z.string().trim().max(500, "Use at most 500 characters").refine(hasNoNul, NUL_MESSAGE);
const events = z
  .array(webhookEventTypeSchema)
  .min(1, "Choose at least one event")
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((v) => [...new Set(v)]);

/** POST /auth/webhook-endpoints */
export const createWebhookEndpointSchema = z
  .object({ url: webhookUrlSchema, description: description.default(""), events })
  .strict()
  .meta({ id: "CreateWebhookEndpoint" });
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

/** PATCH /auth/webhook-endpoints/{id}: `enabled: true` re-enables an endpoint the worker disabled. */
export const updateWebhookEndpointSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    description: description.optional(),
    events: events.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field")
  .meta({ id: "UpdateWebhookEndpoint" });
export type UpdateWebhookEndpoint = z.input<typeof updateWebhookEndpointSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    /** `whsec_…`: the signing secret (only the account's owners and admins see endpoints). */
    secret: z.string(),
    previousSecretExpiresAt: z.iso.datetime({ offset: true }).nullable(),
    disabledAt: z.iso.datetime({ offset: true }).nullable(),
    disabledReason: z.string().nullable(),
    consecutiveFailures: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    endpointId: z.uuid(),
    eventType: z.string(),
    payload: z.unknown(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
    lastResponseStatus: z.number().int().nullable(),
    responseBody: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointResponseSchema = dataOf(webhookEndpointSchema);
export const webhookEndpointListResponseSchema = dataOf(z.array(webhookEndpointSchema));
export const webhookDeliveryResponseSchema = dataOf(webhookDeliverySchema);
export const webhookDeliveryListResponseSchema = dataOf(z.array(webhookDeliverySchema));

export const webhookEndpointParamsSchema = z.object({ id: z.uuid("must be a webhook endpoint id") });
export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid("must be a webhook endpoint id"),
  deliveryId: z.uuid("must be a delivery id"),
});
