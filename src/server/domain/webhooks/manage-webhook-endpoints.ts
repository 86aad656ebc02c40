import { and, desc, eq } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT, type UpdateWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint } from "@/contracts/webhook-endpoints";
import type { AppContext } from "@/server/context";
import type { Executor } from "@/server/db/database";
import { webhookDelivery, webhookEndpoint } from "@/server/db/schema";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { AppError, notFound } from "@/server/errors";
import { webhookPayload } from "./fan-out";
import { sendDueDeliveries, type SendOptions } from "./send-due-deliveries";
import { generateWebhookSecret } from "./signing";
import { resolveWebhookTarget, type Resolver } from "./url-guard";

/** How long the secret before a roll keeps signing beside the new one. */
export const SECRET_OVERLAP_MS = 24 * 3600_000;
/** Endpoints one buyer account may register. */
export const MAX_ENDPOINTS = 20;

/**
 * Webhooks belong to the buyer account the session acts for and carry its data out: a team's
 * owners and admins manage them, a member may not (docs/product/integrations.md). A personal
 * account is its owner's.
 */
export function webhookAccountOf(caller: Pick<Caller, "buyer">): string {
  if (caller.buyer.role !== "owner" && caller.buyer.role !== "admin") {
    throw new AppError("forbidden", "Only the organization's owners and admins manage its webhooks");
  }
  return caller.buyer.id;
}

type EndpointRow = typeof webhookEndpoint.$inferSelect;
type DeliveryRow = typeof webhookDelivery.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function endpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    secret: row.secret,
    previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
  };
}

export function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastResponseStatus: row.lastResponseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}

async function endpointOrThrow(db: Executor, buyerAccountId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.buyerAccountId, buyerAccountId)))
    .limit(1);
  if (!row) throw notFound("Webhook endpoint");
  return row;
}

export async function listWebhookEndpoints(db: Executor, buyerAccountId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.buyerAccountId, buyerAccountId))
    .orderBy(desc(webhookEndpoint.createdAt));
  return rows.map(endpointView);
}

/** Registers an endpoint after checking its URL (a deployment refuses private addresses). */
export async function createWebhookEndpoint(
  ctx: Pick<AppContext, "db" | "settings">,
  input: { buyerAccountId: string; endpoint: { url: string; description: string; events: string[] }; resolve?: Resolver },
): Promise<WebhookEndpoint> {
  await resolveWebhookTarget(ctx.settings, input.endpoint.url, input.resolve);
  const existing = await ctx.db.$count(webhookEndpoint, eq(webhookEndpoint.buyerAccountId, input.buyerAccountId));
  if (existing >= MAX_ENDPOINTS) throw new AppError("limit_reached", `A buyer account may register at most ${MAX_ENDPOINTS} endpoints`);
  const [row] = await ctx.db
    .insert(webhookEndpoint)
    .values({ buyerAccountId: input.buyerAccountId, ...input.endpoint, secret: generateWebhookSecret() })
    .returning();
  return endpointView(row!);
}

export async function updateWebhookEndpoint(
  ctx: Pick<AppContext, "db" | "settings">,
  input: { buyerAccountId: string; id: string; patch: Omit<UpdateWebhookEndpoint, "events"> & { events?: string[] }; resolve?: Resolver },
): Promise<WebhookEndpoint> {
  await endpointOrThrow(ctx.db, input.buyerAccountId, input.id);
  const { enabled, ...fields } = input.patch;
  if (fields.url !== undefined) await resolveWebhookTarget(ctx.settings, fields.url, input.resolve);
  const [row] = await ctx.db
    .update(webhookEndpoint)
    .set({
      ...fields,
      // Re-enabling starts the failure count again; disabling by hand says so.
      ...(enabled === true ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0 } : {}),
      ...(enabled === false ? { disabledAt: new Date(), disabledReason: "Disabled by hand" } : {}),
    })
    .where(eq(webhookEndpoint.id, input.id))
    .returning();
  return endpointView(row!);
}

export async function deleteWebhookEndpoint(db: Executor, input: { buyerAccountId: string; id: string }): Promise<void> {
  await endpointOrThrow(db, input.buyerAccountId, input.id);
  await db.delete(webhookEndpoint).where(eq(webhookEndpoint.id, input.id));
}

/** A new secret; the one it replaces keeps signing for 24 hours beside it, then stops. */
export async function rollWebhookSecret(db: Executor, input: { buyerAccountId: string; id: string; now?: Date }): Promise<WebhookEndpoint> {
  const current = await endpointOrThrow(db, input.buyerAccountId, input.id);
  const now = input.now ?? new Date();
  const [row] = await db
    .update(webhookEndpoint)
    .set({
      secret: generateWebhookSecret(),
      previousSecret: current.secret,
      previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS),
    })
    .where(eq(webhookEndpoint.id, input.id))
    .returning();
  return endpointView(row!);
}

export async function listWebhookDeliveries(
  db: Executor,
  input: { buyerAccountId: string; endpointId: string; limit?: number },
): Promise<WebhookDelivery[]> {
  await endpointOrThrow(db, input.buyerAccountId, input.endpointId);
  const rows = await db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, input.endpointId))
    .orderBy(desc(webhookDelivery.createdAt))
    .limit(input.limit ?? 100);
  return rows.map(deliveryView);
}

async function deliveryNow(ctx: AppContext, id: string, options: SendOptions): Promise<WebhookDelivery> {
  await sendDueDeliveries(ctx, { ...options, deliveryId: id });
  const [row] = await ctx.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, id)).limit(1);
  return deliveryView(row!);
}

/** Queues a `webhook.test` event to the endpoint and sends it while the person waits. */
export async function sendTestWebhook(
  ctx: AppContext,
  input: { buyerAccountId: string; id: string; options?: SendOptions },
): Promise<WebhookDelivery> {
  const endpoint = await endpointOrThrow(ctx.db, input.buyerAccountId, input.id);
  if (endpoint.disabledAt) throw new AppError("invalid_state", "Re-enable this endpoint before sending it a test event");
  const now = input.options?.now?.() ?? new Date();
  const [row] = await ctx.db
    .insert(webhookDelivery)
    .values({
      endpointId: endpoint.id,
      eventType: WEBHOOK_TEST_EVENT,
      payload: webhookPayload(WEBHOOK_TEST_EVENT, now, { endpointId: endpoint.id, message: "A test event from Reelbrief" }),
      nextAttemptAt: now,
    })
    .returning({ id: webhookDelivery.id });
  return deliveryNow(ctx, row!.id, input.options ?? {});
}

/**
 * Sends a delivery again with the same `webhook-id` (receivers deduplicate on it), whatever its
 * status: due at once, with its attempts counting on.
 */
export async function redeliverWebhook(
  ctx: AppContext,
  input: { buyerAccountId: string; endpointId: string; deliveryId: string; options?: SendOptions },
): Promise<WebhookDelivery> {
  const endpoint = await endpointOrThrow(ctx.db, input.buyerAccountId, input.endpointId);
  if (endpoint.disabledAt) throw new AppError("invalid_state", "Re-enable this endpoint before redelivering");
  const [row] = await ctx.db
    .update(webhookDelivery)
    .set({ status: "pending", nextAttemptAt: input.options?.now?.() ?? new Date() })
    .where(and(eq(webhookDelivery.id, input.deliveryId), eq(webhookDelivery.endpointId, endpoint.id)))
    .returning({ id: webhookDelivery.id });
  if (!row) throw notFound("Delivery");
  return deliveryNow(ctx, row.id, input.options ?? {});
}
