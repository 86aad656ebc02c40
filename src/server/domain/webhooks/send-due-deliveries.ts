import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { buyerAccount, member, organization, user, webhookDelivery, webhookEndpoint } from "@/server/db/schema";
import type { Executor, Tx } from "@/server/db/database";
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
export const CLAIM_LEASE_MS = 60_000;
/** Requests one sender has in flight at most (decision 075). */
export const SEND_CONCURRENCY = 64;
/** Rows one claim takes at most. */
export const CLAIM_BATCH = 100;

export interface SendOptions {
  now?: () => Date;
  /** Only this delivery (a test event or a redelivery, sent while the person waits). */
  deliveryId?: string;
  limit?: number;
  resolve?: Resolver;
  timeoutMs?: number;
}

export interface Claimed {
  id: string;
  endpoint_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
  /** The endpoint's count when claimed: a success resets only a count that was not 0. */
  consecutive_failures: number;
}

export interface Outcome {
  delivery: Claimed;
  result: SendResult;
  at: Date;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints and leases them (their next attempt
 * moves a lease ahead) in one statement. `FOR UPDATE SKIP LOCKED` makes a second claimer skip the
 * rows a first one is taking; once committed, the lease keeps them out of every later claim, so
 * two workers never send one delivery at the same time. A worker that dies mid-send leaves the
 * rows to be claimed again when the lease ends: at least once, with the same `webhook-id`.
 */
export async function claimDueDeliveries(db: Executor, options: { at: Date; limit: number; deliveryId?: string }): Promise<Claimed[]> {
  const { at, limit, deliveryId } = options;
  return rowsOf<Claimed>(
    db,
    sql`update ${webhookDelivery} d set next_attempt_at = ${new Date(at.getTime() + CLAIM_LEASE_MS)}
      from ${webhookEndpoint} e
      where d.endpoint_id = e.id and d.id in (
        select d2.id from ${webhookDelivery} d2 join ${webhookEndpoint} e2 on e2.id = d2.endpoint_id
        where d2.status = 'pending' and d2.next_attempt_at <= ${at} and e2.disabled_at is null
          and ${deliveryId ? sql`d2.id = ${deliveryId}` : sql`true`}
        order by d2.next_attempt_at limit ${limit}
        for update of d2 skip locked)
      returning d.id, d.endpoint_id, d.payload, d.attempts, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at,
        e.consecutive_failures`,
  );
}

/**
 * Sends the deliveries that are due and records their outcomes: one claim, the requests at most
 * `SEND_CONCURRENCY` at a time, one transaction for the outcomes. Used by a test event or a
 * redelivery (one row, while the person waits) and by tests; the worker runs the same steps as a
 * pipeline (`startDeliverySender`). Returns how many were sent.
 */
export async function sendDueDeliveries(ctx: AppContext, options: SendOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueDeliveries(ctx.db, { at: now(), limit: options.limit ?? CLAIM_BATCH, deliveryId: options.deliveryId });
  if (claimed.length === 0) return 0;
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, async () => {
      while (next < claimed.length) {
        const i = next++;
        const result = await attemptDelivery(ctx, claimed[i]!, now, options);
        outcomes[i] = { delivery: claimed[i]!, result, at: now() };
      }
    }),
  );
  await recordOutcomes(ctx, outcomes);
  return claimed.length;
}

/**
 * One attempt: the URL is resolved and checked again (an address that turned private since the
 * endpoint was saved fails the attempt without a request), the body signed with every secret in
 * force, and POSTed to the checked address.
 */
export async function attemptDelivery(ctx: AppContext, d: Claimed, now: () => Date, options: SendOptions = {}): Promise<SendResult> {
  const sentAt = now();
  const body = JSON.stringify(d.payload);
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const expires = d.previous_secret_expires_at ? new Date(d.previous_secret_expires_at) : null;
  const secrets = [d.secret, ...(d.previous_secret && expires && expires > sentAt ? [d.previous_secret] : [])];
  try {
    const target = await resolveWebhookTarget(ctx.settings, d.url, options.resolve);
    return await sendWebhook(
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
    return { status: null, body: null, durationMs: 0, error: `Refused before sending: ${message}` };
  }
}

const isOk = (r: SendResult) => r.status !== null && r.status >= 200 && r.status < 300;

/**
 * Records a batch of attempts in one transaction (decision 075): one `UPDATE … FROM (VALUES …)`
 * for the deliveries and, when needed, one for the endpoints that answered and had failures
 * counted when claimed (back to 0). An endpoint whose deliveries in this batch all failed for good counts
 * them; at `DISABLE_AFTER_FAILED_DELIVERIES` it is disabled and its owners get an e-mail after the
 * commit.
 */
export async function recordOutcomes(ctx: AppContext, outcomes: readonly Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map(({ delivery: d, result, at }) => {
    const ok = isOk(result);
    const attempts = d.attempts + 1;
    const final = !ok && attempts >= MAX_ATTEMPTS;
    return {
      d,
      ok,
      final,
      attempts,
      status: ok ? "succeeded" : final ? "failed" : "pending",
      nextAttemptAt: ok || final ? null : new Date(at.getTime() + RETRY_DELAYS_MS[attempts - 1]!),
      error: ok ? null : (result.error ?? `HTTP ${result.status}`),
      result,
      at,
    };
  });
  const answered = [...new Set(rows.filter((r) => r.ok).map((r) => r.d.endpoint_id))];
  // Most endpoints answering have nothing to reset: the statement is for those whose count was not 0.
  const toReset = [...new Set(rows.filter((r) => r.ok && r.d.consecutive_failures !== 0).map((r) => r.d.endpoint_id))];
  const failedFor = new Map<string, { count: number; error: string; at: Date }>();
  for (const r of rows) {
    if (!r.final || answered.includes(r.d.endpoint_id)) continue;
    const f = failedFor.get(r.d.endpoint_id);
    failedFor.set(r.d.endpoint_id, { count: (f?.count ?? 0) + 1, error: r.error!, at: r.at });
  }
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.d.id}::uuid, ${r.attempts}::integer, ${r.status}::webhook_delivery_status, ${r.nextAttemptAt}::timestamptz,
          ${r.result.status}::integer, ${r.result.body}::text, ${r.result.durationMs}::integer, ${r.error}::text,
          ${r.ok ? r.at : null}::timestamptz)`,
    ),
    sql`, `,
  );
  await mailAfterCommit(ctx.mail, (mail) =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update ${webhookDelivery} d set attempts = v.attempts, status = v.status,
          next_attempt_at = v.next_attempt_at, last_response_status = v.last_response_status,
          response_body = v.response_body, duration_ms = v.duration_ms, error = v.error, delivered_at = v.delivered_at
        from (values ${values}) as v(id, attempts, status, next_attempt_at, last_response_status, response_body, duration_ms, error, delivered_at)
        where d.id = v.id`);
      if (toReset.length > 0)
        await tx.execute(sql`update ${webhookEndpoint} set consecutive_failures = 0
          where id in (${sql.join(
            toReset.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and consecutive_failures <> 0`);
      for (const [endpointId, f] of failedFor) await countFailedDeliveries(tx, ctx, endpointId, f, mail);
    }),
  );
}

async function countFailedDeliveries(
  tx: Tx,
  ctx: AppContext,
  endpointId: string,
  failed: { count: number; error: string; at: Date },
  mail: PendingMail,
): Promise<void> {
  const [endpoint] = await tx
    .update(webhookEndpoint)
    .set({ consecutiveFailures: sql`${webhookEndpoint.consecutiveFailures} + ${failed.count}` })
    .where(eq(webhookEndpoint.id, endpointId))
    .returning();
  if (!endpoint || endpoint.disabledAt || endpoint.consecutiveFailures < DISABLE_AFTER_FAILED_DELIVERIES) return;
  const reason = `${endpoint.consecutiveFailures} deliveries in a row failed every attempt (last: ${failed.error})`;
  await tx.update(webhookEndpoint).set({ disabledAt: failed.at, disabledReason: reason }).where(eq(webhookEndpoint.id, endpoint.id));
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
