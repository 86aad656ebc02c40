import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { buyerAccount, member, organization, user, webhookDelivery, webhookEndpoint } from "@/server/db/schema";
import type { Tx } from "@/server/db/database";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { AppError } from "@/server/errors";
import { mailAfterCommit, mailTemplates, type PendingMail } from "@/server/integrations/mail";
import { sendWebhook, type SendResult } from "./send-webhook";
import { signatureHeader } from "./signing";
import { resolveWebhookTarget, type Resolver } from "./url-guard";

/**
 * Waits before each retry (decision 072): 8 attempts over about a day and a half. A delivery
 * whose last attempt fails is `failed`; it can still be redelivered by hand.
 */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000, 14 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Deliveries in a row that failed every attempt before the endpoint is disabled. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;
/** A claimed delivery is left alone this long: a worker that died mid-send hands it over after. */
const CLAIM_LEASE_MS = 60_000;

export interface SendOptions {
  now?: () => Date;
  /** Only this delivery (a test event or a redelivery, sent while the person waits). */
  deliveryId?: string;
  limit?: number;
  resolve?: Resolver;
  timeoutMs?: number;
}

interface Claimed {
  id: string;
  endpoint_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
}

/**
 * Sends the deliveries that are due, in parallel, and records each outcome. Claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two worker processes never send one delivery at the
 * same time. The URL is resolved and checked again before every attempt: an address that turned
 * private since the endpoint was saved fails the attempt without a request.
 */
export async function sendDueDeliveries(ctx: AppContext, options: SendOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const at = now();
  const claimed = await rowsOf<Claimed>(
    ctx.db,
    sql`update ${webhookDelivery} d set next_attempt_at = ${new Date(at.getTime() + CLAIM_LEASE_MS)}
      from ${webhookEndpoint} e
      where d.endpoint_id = e.id and d.id in (
        select d2.id from ${webhookDelivery} d2 join ${webhookEndpoint} e2 on e2.id = d2.endpoint_id
        where d2.status = 'pending' and d2.next_attempt_at <= ${at} and e2.disabled_at is null
          and ${options.deliveryId ? sql`d2.id = ${options.deliveryId}` : sql`true`}
        order by d2.next_attempt_at limit ${options.limit ?? 100}
        for update of d2 skip locked)
      returning d.id, d.endpoint_id, d.payload, d.attempts, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at`,
  );
  if (claimed.length === 0) return 0;
  const results = await Promise.all(claimed.map((d) => attempt(ctx, d, now, options)));
  // One transaction records the whole batch: on the embedded database's single connection a
  // transaction per delivery would queue behind every other job's.
  const finishedAt = now();
  await mailAfterCommit(ctx.mail, (mail) =>
    ctx.db.transaction(async (tx) => {
      for (const [i, d] of claimed.entries()) await recordAttempt(tx, ctx, d, results[i]!, finishedAt, mail);
    }),
  );
  return claimed.length;
}

async function attempt(ctx: AppContext, d: Claimed, now: () => Date, options: SendOptions): Promise<SendResult> {
  const sentAt = now();
  const body = JSON.stringify(d.payload);
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const expires = d.previous_secret_expires_at ? new Date(d.previous_secret_expires_at) : null;
  const secrets = [d.secret, ...(d.previous_secret && expires && expires > sentAt ? [d.previous_secret] : [])];
  let result: SendResult;
  try {
    const target = await resolveWebhookTarget(ctx.settings, d.url, options.resolve);
    result = await sendWebhook(
      target,
      {
        "webhook-id": d.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signatureHeader(secrets, d.id, timestamp, body),
        "user-agent": "Reelbrief-Webhooks/1",
      },
      body,
      options.timeoutMs,
    );
  } catch (error) {
    const message =
      error instanceof AppError ? (error.fields?.url ?? error.message) : error instanceof Error ? error.message : String(error);
    result = { status: null, body: null, durationMs: 0, error: `Refused before sending: ${message}` };
  }
  return result;
}

async function recordAttempt(tx: Tx, ctx: AppContext, d: Claimed, result: SendResult, at: Date, mail: PendingMail): Promise<void> {
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const attempts = d.attempts + 1;
  const final = !ok && attempts >= MAX_ATTEMPTS;
  const error = ok ? null : (result.error ?? `HTTP ${result.status}`);
  await tx
    .update(webhookDelivery)
    .set({
      attempts,
      status: ok ? "succeeded" : final ? "failed" : "pending",
      nextAttemptAt: ok || final ? null : new Date(at.getTime() + RETRY_DELAYS_MS[attempts - 1]!),
      lastResponseStatus: result.status,
      responseBody: result.body,
      durationMs: result.durationMs,
      error,
      deliveredAt: ok ? at : null,
    })
    .where(eq(webhookDelivery.id, d.id));
  if (ok) {
    await tx.update(webhookEndpoint).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoint.id, d.endpoint_id));
    return;
  }
  if (!final) return;
  const [endpoint] = await tx
    .update(webhookEndpoint)
    .set({ consecutiveFailures: sql`${webhookEndpoint.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoint.id, d.endpoint_id))
    .returning();
  if (!endpoint || endpoint.disabledAt || endpoint.consecutiveFailures < DISABLE_AFTER_FAILED_DELIVERIES) return;
  const reason = `${endpoint.consecutiveFailures} deliveries in a row failed every attempt (last: ${error})`;
  await tx.update(webhookEndpoint).set({ disabledAt: at, disabledReason: reason }).where(eq(webhookEndpoint.id, endpoint.id));
  const owners = await ownersOf(tx, endpoint.buyerAccountId);
  const { webhookEndpointDisabledEmail } = await mailTemplates();
  for (const o of owners) {
    mail.add(
      await webhookEndpointDisabledEmail({
        to: o.email,
        organizationName: o.accountName,
        url: endpoint.url,
        reason,
        settingsUrl: new URL("/platform/settings/integrations", ctx.settings.BETTER_AUTH_URL).toString(),
      }),
    );
  }
}

/** Who is told an endpoint was disabled: a personal account's owner, or an organization's owners. */
async function ownersOf(tx: Tx, buyerAccountId: string): Promise<{ email: string; accountName: string }[]> {
  const personal = await tx
    .select({ email: user.email, accountName: user.name })
    .from(buyerAccount)
    .innerJoin(user, eq(user.id, buyerAccount.userId))
    .where(eq(buyerAccount.id, buyerAccountId));
  const team = await tx
    .select({ email: user.email, accountName: organization.name })
    .from(buyerAccount)
    .innerJoin(organization, eq(organization.id, buyerAccount.organizationId))
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.role, "owner")))
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(buyerAccount.id, buyerAccountId));
  return [...personal, ...team];
}
