import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDelivery, webhookEndpoint } from "@/server/db/schema";
import { createWebhookEndpoint } from "@/server/domain/webhooks/manage-webhook-endpoints";
import { webhookPayload } from "@/server/domain/webhooks/fan-out";
import { startDeliverySender } from "@/server/jobs/webhook-deliveries";
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

async function queue(count: number, answers: number[] = []) {
  const resolve = () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]);
  const ep = await createWebhookEndpoint(t.ctx, {
    buyerAccountId: org.buyerAccountId,
    endpoint: { url: receiver.url, description: "", events: ["order.created"] },
    resolve,
  });
  receiver.answers.push(...answers);
  const rows = await t.ctx.db
    .insert(webhookDelivery)
    .values(
      Array.from({ length: count }, (_, i) => ({
        endpointId: ep.id,
        eventType: "order.created",
        payload: webhookPayload("order.created", new Date(), { orderId: `order-${i}` }),
        nextAttemptAt: new Date(),
      })),
    )
    .returning({ id: webhookDelivery.id });
  return { ep, ids: rows.map((r) => r.id) };
}

describe("webhook senders", () => {
  it("two sender loops over the same queue deliver each delivery exactly once, signed, with its own webhook-id", async () => {
    const { ep, ids } = await queue(60);
    const before = receiver.received.length;
    // Small claims and few slots, so the two loops claim many times, side by side.
    const a = startDeliverySender(t.ctx, { concurrency: 4, batch: 3 });
    const b = startDeliverySender(t.ctx, { concurrency: 4, batch: 3 });
    a.wake();
    b.wake();
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);

    const got = receiver.received.slice(before);
    const gotIds = got.map((r) => String(r.headers["webhook-id"]));
    expect(gotIds.toSorted()).toEqual(ids.toSorted());
    expect(new Set(gotIds).size).toBe(ids.length);
    const [endpoint] = await t.ctx.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, ep.id));
    const wh = new Webhook(endpoint!.secret);
    for (const r of got)
      wh.verify(r.body, {
        "webhook-id": String(r.headers["webhook-id"]),
        "webhook-timestamp": String(r.headers["webhook-timestamp"]),
        "webhook-signature": String(r.headers["webhook-signature"]),
      });
    const rows = await t.ctx.db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, ep.id));
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1 && r.lastResponseStatus === 200)).toBe(true);
  });

  it("records a batch whose attempts partly failed: failures wait for their retry, successes are done, the endpoint stays enabled", async () => {
    const { ep, ids } = await queue(6, [500, 200, 503]);
    const sender = startDeliverySender(t.ctx, { concurrency: 1, batch: 6 });
    sender.wake();
    await sender.idle();
    await sender.stop();
    const rows = await t.ctx.db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, ep.id));
    expect(rows.map((r) => r.id).toSorted()).toEqual(ids.toSorted());
    const pending = rows.filter((r) => r.status === "pending");
    expect(pending.map((r) => r.lastResponseStatus).toSorted()).toEqual([500, 503]);
    expect(pending.every((r) => r.attempts === 1 && r.nextAttemptAt !== null && r.error?.startsWith("HTTP 5"))).toBe(true);
    expect(rows.filter((r) => r.status === "succeeded")).toHaveLength(4);
    const [endpoint] = await t.ctx.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, ep.id));
    expect(endpoint).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });
  });

  it("a success sets back to 0 the count of an endpoint whose earlier deliveries failed for good", async () => {
    const { ep } = await queue(1);
    await t.ctx.db.update(webhookEndpoint).set({ consecutiveFailures: 3 }).where(eq(webhookEndpoint.id, ep.id));
    const sender = startDeliverySender(t.ctx);
    sender.wake();
    await sender.idle();
    await sender.stop();
    const [endpoint] = await t.ctx.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, ep.id));
    expect(endpoint).toMatchObject({ disabledAt: null, consecutiveFailures: 0 });
  });
});
