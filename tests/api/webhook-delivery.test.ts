import { and, eq, isNull } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandProfile, domainEvent, eventDelivery, mailOutbox, webhookDelivery, webhookEndpoint } from "@/server/db/schema";
import { createWebhookEndpoint, sendTestWebhook } from "@/server/domain/webhooks/manage-webhook-endpoints";
import {
  DISABLE_AFTER_FAILED_DELIVERIES,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  sendDueDeliveries,
} from "@/server/domain/webhooks/send-due-deliveries";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { webhooksConsumer } from "@/server/jobs/consumers/webhooks-consumer";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { orderWorld, topUp } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { brandOrganization, startReceiver, type BrandOrganization, type WebhookReceiver } from "../support/webhook-receiver";

let t: TestApp;
let org: BrandOrganization;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp();
  org = await brandOrganization(t);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const headersOf = (r: WebhookReceiver["received"][number]) => ({
  "webhook-id": String(r.headers["webhook-id"]),
  "webhook-timestamp": String(r.headers["webhook-timestamp"]),
  "webhook-signature": String(r.headers["webhook-signature"]),
});

async function endpoint(events: string[], url = receiver.url) {
  const resolve = () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]);
  return createWebhookEndpoint(t.ctx, { buyerAccountId: org.buyerAccountId, endpoint: { url, description: "", events }, resolve });
}

/** Runs the webhooks consumer on every event not yet given to it, as the job workers would. */
async function fanOutPending(): Promise<void> {
  const events = await t.ctx.db.select({ id: domainEvent.id }).from(domainEvent).orderBy(domainEvent.occurredAt);
  for (const e of events)
    if (webhooksConsumer.accepts((await t.ctx.db.select().from(domainEvent).where(eq(domainEvent.id, e.id)))[0]!)) {
      await deliverEvent(t.ctx, webhooksConsumer, e.id);
    }
}

describe("webhook delivery", () => {
  it("approving a video sends video.approved (and licence.created) to a subscribed endpoint of the team's account", async () => {
    const subscribed = await endpoint(["video.approved", "licence.created"]);
    const other = await endpoint(["dispute.opened"]);
    const w = await orderWorld(t, { videos: 1 });
    const [profile] = await t.ctx.db.insert(brandProfile).values({ buyerAccountId: org.buyerAccountId, name: "Glow" }).returning();
    await topUp(t, org.buyerAccountId, 50_000);
    const world = { ...w, brand: org.owner, buyerAccountId: org.buyerAccountId, brandProfileId: profile!.id };
    const { order, videos } = await deliveredOrder(t, world);
    await approve(t, world, videos[0]!.id);
    await fanOutPending();

    const rows = await t.ctx.db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, subscribed.id));
    expect(rows.map((r) => r.eventType).sort()).toEqual(["licence.created", "video.approved"]);
    expect(await t.ctx.db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, other.id))).toEqual([]);

    const before = receiver.received.length;
    expect(await sendDueDeliveries(t.ctx)).toBe(2);
    const got = receiver.received
      .slice(before)
      .map((r) => new Webhook(subscribed.secret).verify(r.body, headersOf(r)) as Record<string, unknown>);
    const approved = got.find((p) => p.type === "video.approved")!;
    expect(approved).toMatchObject({ version: 1, data: { orderId: order.id, videoId: videos[0]!.id, position: 1, automatic: false } });
    expect(JSON.stringify(got)).not.toMatch(/whsec_|password|email/i);

    // Each event fans out once: the consumer run again (a retried job) adds nothing.
    await fanOutPending();
    expect(await t.ctx.db.$count(webhookDelivery, eq(webhookDelivery.endpointId, subscribed.id))).toBe(2);
    expect(await t.ctx.db.$count(eventDelivery, eq(eventDelivery.consumer, "webhooks"))).toBeGreaterThan(0);
  });

  it("a receiver answering 500 then 200 gets the event delivered once, after a retry 5 s later", async () => {
    const ep = await endpoint(["order.created"]);
    receiver.answers.push(500);
    const before = receiver.received.length;
    const t0 = Date.now();
    const first = await sendTestWebhook(t.ctx, { buyerAccountId: org.buyerAccountId, id: ep.id, options: { now: () => new Date(t0) } });
    expect(first).toMatchObject({
      status: "pending",
      attempts: 1,
      lastResponseStatus: 500,
      responseBody: "receiver broke",
      error: "HTTP 500",
    });
    expect(new Date(first.nextAttemptAt!).getTime()).toBe(t0 + RETRY_DELAYS_MS[0]);

    // Not due yet: nothing is sent.
    expect(await sendDueDeliveries(t.ctx, { now: () => new Date(t0 + 4_000) })).toBe(0);
    expect(await sendDueDeliveries(t.ctx, { now: () => new Date(t0 + 5_000) })).toBe(1);
    const [row] = await t.ctx.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, first.id));
    expect(row).toMatchObject({ status: "succeeded", attempts: 2, lastResponseStatus: 200, nextAttemptAt: null });
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(2);
    expect(got.map((r) => r.headers["webhook-id"])).toEqual([first.id, first.id]);
    expect(got.filter((r) => r.body === got[1]!.body)).toHaveLength(2);
    // Done: later runs send nothing more.
    expect(await sendDueDeliveries(t.ctx, { now: () => new Date(t0 + 86_400_000) })).toBe(0);
  });

  it("after every attempt of N deliveries in a row fails, disables the endpoint and e-mails the owners", async () => {
    const ep = await endpoint(["order.created"]);
    const at = Date.now();
    // N-1 deliveries already failed for good; this one is on its last attempt.
    await t.ctx.db
      .update(webhookEndpoint)
      .set({ consecutiveFailures: DISABLE_AFTER_FAILED_DELIVERIES - 1 })
      .where(eq(webhookEndpoint.id, ep.id));
    receiver.answers.push(503);
    const first = await sendTestWebhook(t.ctx, { buyerAccountId: org.buyerAccountId, id: ep.id, options: { now: () => new Date(at) } });
    expect(first.status).toBe("pending");
    await t.ctx.db
      .update(webhookDelivery)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(at) })
      .where(eq(webhookDelivery.id, first.id));
    receiver.answers.push(503);
    expect(await sendDueDeliveries(t.ctx, { now: () => new Date(at + 1000) })).toBe(1);
    const [row] = await t.ctx.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, first.id));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastResponseStatus: 503, nextAttemptAt: null });
    const [disabled] = await t.ctx.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, ep.id));
    expect(disabled!.disabledAt).not.toBeNull();
    expect(disabled!.disabledReason).toMatch(/5 deliveries in a row failed every attempt \(last: HTTP 503\)/);
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "webhook-endpoint-disabled"), eq(mailOutbox.toAddress, org.owner.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Webhook endpoint disabled: ${receiver.url}`);
    // A disabled endpoint gets nothing new from fan-out.
    const enabled = await t.ctx.db
      .select()
      .from(webhookEndpoint)
      .where(and(eq(webhookEndpoint.id, ep.id), isNull(webhookEndpoint.disabledAt)));
    expect(enabled).toEqual([]);
  });

  it("in a deployment, a host that resolves to a private address at delivery time fails the attempt without a request", async () => {
    const settings = t.ctx.settings as { BETTER_AUTH_URL: string };
    const local = settings.BETTER_AUTH_URL;
    settings.BETTER_AUTH_URL = "https://reelbrief.example";
    try {
      const port = new URL(receiver.url).port;
      const url = `http://hooks.brand.example:${port}/hooks`;
      const ep = await createWebhookEndpoint(t.ctx, {
        buyerAccountId: org.buyerAccountId,
        endpoint: { url, description: "", events: ["order.created"] },
        resolve: () => Promise.resolve([{ address: "93.184.215.14", family: 4 }]),
      });
      // The name now points at the platform's own machine (DNS rebinding).
      const before = receiver.received.length;
      const sent = await sendTestWebhook(t.ctx, {
        buyerAccountId: org.buyerAccountId,
        id: ep.id,
        options: {
          resolve: () =>
            Promise.resolve([
              { address: "93.184.215.14", family: 4 },
              { address: "127.0.0.1", family: 4 },
            ]),
        },
      });
      expect(sent).toMatchObject({ status: "pending", attempts: 1, lastResponseStatus: null });
      expect(sent.error).toMatch(/^Refused before sending: hooks\.brand\.example resolves to 127\.0\.0\.1/);
      expect(receiver.received.length).toBe(before);
    } finally {
      settings.BETTER_AUTH_URL = local;
    }
  });

  it("in local mode, the same name resolving to localhost is delivered (people try webhooks on their machine)", async () => {
    const port = new URL(receiver.url).port;
    const ep = await endpoint(["order.created"], `http://hooks.brand.example:${port}/hooks`);
    const before = receiver.received.length;
    const sent = await sendTestWebhook(t.ctx, {
      buyerAccountId: org.buyerAccountId,
      id: ep.id,
      options: { resolve: () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]) },
    });
    expect(sent.status).toBe("succeeded");
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)!.headers.host).toBe(`hooks.brand.example:${port}`);
  });
});
