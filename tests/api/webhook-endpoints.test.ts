import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDelivery, webhookEndpoint } from "@/server/db/schema";
import { createUser, createTestApp, type TestApp } from "../support/test-app";
import { brandOrganization, startReceiver, teammate, type BrandOrganization, type WebhookReceiver } from "../support/webhook-receiver";

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

interface Endpoint {
  id: string;
  url: string;
  secret: string;
  events: string[];
  disabledAt: string | null;
  previousSecretExpiresAt: string | null;
}
interface Delivery {
  id: string;
  status: string;
  attempts: number;
  lastResponseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  eventType: string;
}

async function call<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await t.request(`/api/v1${path}`, { token, ...init });
  const json = (await res.json()) as { data: T; error?: { code: string; fields?: Record<string, string> } };
  return { status: res.status, data: json.data, error: json.error };
}

const endpointCount = async () => (await t.ctx.db.select().from(webhookEndpoint)).length;

describe("webhook endpoints", () => {
  it("registers an endpoint with a whsec_ secret, and a test event arrives signed (verified by standardwebhooks)", async () => {
    const created = await call<Endpoint>(org.owner.token, "/auth/webhook-endpoints", {
      body: { url: receiver.url, description: "Our dashboard", events: ["video.approved", "order.created"] },
    });
    expect(created.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.data.events).toEqual(["video.approved", "order.created"]);

    const sent = await call<Delivery>(org.owner.token, `/auth/webhook-endpoints/${created.data.id}/test`, { method: "POST" });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(sent.data).toMatchObject({
      status: "succeeded",
      attempts: 1,
      lastResponseStatus: 200,
      responseBody: "ok",
      eventType: "webhook.test",
    });
    expect(sent.data.durationMs).toBeGreaterThanOrEqual(0);

    const got = receiver.received.at(-1)!;
    const verified = new Webhook(created.data.secret).verify(got.body, {
      "webhook-id": String(got.headers["webhook-id"]),
      "webhook-timestamp": String(got.headers["webhook-timestamp"]),
      "webhook-signature": String(got.headers["webhook-signature"]),
    }) as { type: string; version: number; data: { endpointId: string } };
    expect(verified).toMatchObject({ type: "webhook.test", version: 1, data: { endpointId: created.data.id } });
    expect(got.headers["webhook-id"]).toBe(sent.data.id);

    // A signature under another secret is refused by the same verifier: the check can fail.
    expect(() =>
      new Webhook("whsec_" + Buffer.from("another secret of 24 b..").toString("base64")).verify(got.body, {
        "webhook-id": String(got.headers["webhook-id"]),
        "webhook-timestamp": String(got.headers["webhook-timestamp"]),
        "webhook-signature": String(got.headers["webhook-signature"]),
      }),
    ).toThrow();

    const log = await call<Delivery[]>(org.owner.token, `/auth/webhook-endpoints/${created.data.id}/deliveries`);
    expect(log.data.map((d) => d.id)).toEqual([sent.data.id]);
  });

  it("rolls the secret: for 24 hours both the old and the new secret verify a delivery", async () => {
    const created = await call<Endpoint>(org.owner.token, "/auth/webhook-endpoints", {
      body: { url: receiver.url, events: ["order.created"] },
    });
    const rolled = await call<Endpoint>(org.owner.token, `/auth/webhook-endpoints/${created.data.id}/roll-secret`, { method: "POST" });
    expect(rolled.status).toBe(200);
    expect(rolled.data.secret).not.toBe(created.data.secret);
    const overlapHours = (new Date(rolled.data.previousSecretExpiresAt!).getTime() - Date.now()) / 3600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);

    await call<Delivery>(org.owner.token, `/auth/webhook-endpoints/${created.data.id}/test`, { method: "POST" });
    const got = receiver.received.at(-1)!;
    const headers = {
      "webhook-id": String(got.headers["webhook-id"]),
      "webhook-timestamp": String(got.headers["webhook-timestamp"]),
      "webhook-signature": String(got.headers["webhook-signature"]),
    };
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(created.data.secret).verify(got.body, headers)).not.toThrow();
    expect(() => new Webhook(rolled.data.secret).verify(got.body, headers)).not.toThrow();
  });

  it("redelivers a delivery with the same webhook-id", async () => {
    const created = await call<Endpoint>(org.owner.token, "/auth/webhook-endpoints", {
      body: { url: receiver.url, events: ["order.created"] },
    });
    const sent = await call<Delivery>(org.owner.token, `/auth/webhook-endpoints/${created.data.id}/test`, { method: "POST" });
    const again = await call<Delivery>(org.owner.token, `/auth/webhook-endpoints/${created.data.id}/deliveries/${sent.data.id}/redeliver`, {
      method: "POST",
    });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: sent.data.id, status: "succeeded", attempts: 2 });
    const last2 = receiver.received.slice(-2).map((r) => r.headers["webhook-id"]);
    expect(last2).toEqual([sent.data.id, sent.data.id]);
  });

  it("updates, disables, re-enables and deletes an endpoint", async () => {
    const created = await call<Endpoint>(org.owner.token, "/auth/webhook-endpoints", {
      body: { url: receiver.url, events: ["order.created"] },
    });
    const path = `/auth/webhook-endpoints/${created.data.id}`;
    const changed = await call<Endpoint>(org.owner.token, path, {
      method: "PATCH",
      body: { events: ["dispute.opened", "dispute.resolved"], enabled: false },
    });
    expect(changed.data.events).toEqual(["dispute.opened", "dispute.resolved"]);
    expect(changed.data.disabledAt).not.toBeNull();
    expect((await call(org.owner.token, `${path}/test`, { method: "POST" })).status).toBe(409);
    expect((await call<Endpoint>(org.owner.token, path, { method: "PATCH", body: { enabled: true } })).data.disabledAt).toBeNull();
    expect((await call(org.owner.token, path, { method: "DELETE" })).status).toBe(200);
    expect((await call(org.owner.token, path, { method: "DELETE" })).status).toBe(404);
  });

  it("answers bad input with 400 naming the field, and writes nothing", async () => {
    const before = await endpointCount();
    const deliveriesBefore = (await t.ctx.db.select().from(webhookDelivery)).length;
    const cases: [unknown, string][] = [
      [{ url: "ftp://example.com/x", events: ["order.created"] }, "url"],
      [{ url: "https://user:pw@example.com/x", events: ["order.created"] }, "url"],
      [{ url: "not a url", events: ["order.created"] }, "url"],
      [{ url: receiver.url, events: [] }, "events"],
      [{ url: receiver.url, events: ["order.exploded"] }, "events.0"],
      [{ url: receiver.url, events: ["order.created"], secret: "whsec_mine" }, ""],
    ];
    for (const [body, field] of cases) {
      const res = await call(org.owner.token, "/auth/webhook-endpoints", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(res.error!.fields ?? {}), JSON.stringify(res.error)).toContain(field);
    }
    expect((await call(org.owner.token, "/auth/webhook-endpoints/not-an-id/test", { method: "POST" })).status).toBe(400);
    expect(await endpointCount()).toBe(before);
    expect((await t.ctx.db.select().from(webhookDelivery)).length).toBe(deliveriesBefore);
  });

  it("is for the account's owners and admins: a team's members 403, creators 403, other accounts 404; a personal brand has its own", async () => {
    const [mine] = await t.ctx.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.buyerAccountId, org.buyerAccountId)).limit(1);
    const plainMember = await teammate(t, org.organizationId, "member");
    const admin = await teammate(t, org.organizationId, "admin");
    const personal = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const other = await brandOrganization(t, "Other Co");
    const before = await endpointCount();
    expect((await call(plainMember.token, "/auth/webhook-endpoints")).status).toBe(403);
    expect(
      (await call(plainMember.token, "/auth/webhook-endpoints", { body: { url: receiver.url, events: ["order.created"] } })).status,
    ).toBe(403);
    expect(await call<Endpoint[]>(personal.token, "/auth/webhook-endpoints")).toMatchObject({ status: 200, data: [] });
    expect((await call(creator.token, "/auth/webhook-endpoints")).status).toBe(403);
    expect((await t.request("/api/v1/auth/webhook-endpoints")).status).toBe(401);
    expect((await call(other.owner.token, `/auth/webhook-endpoints/${mine!.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(other.owner.token, `/auth/webhook-endpoints/${mine!.id}/deliveries`)).status).toBe(404);
    expect((await call<Endpoint[]>(other.owner.token, "/auth/webhook-endpoints")).data).toEqual([]);
    expect(await endpointCount()).toBe(before);
    const listed = await call<Endpoint[]>(admin.token, "/auth/webhook-endpoints");
    expect(listed.status).toBe(200);
    expect(listed.data.map((e) => e.id)).toContain(mine!.id);
  });
});

describe("in a deployment (not local mode)", () => {
  it("refuses URLs on private, loopback and link-local addresses when saving (400, nothing written)", async () => {
    const settings = t.ctx.settings as { BETTER_AUTH_URL: string };
    const local = settings.BETTER_AUTH_URL;
    settings.BETTER_AUTH_URL = "https://reelbrief.example";
    try {
      const before = await endpointCount();
      for (const url of [
        receiver.url,
        "http://10.0.0.5/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]:8080/x",
        "http://[fd00::1]/x",
        "http://192.168.1.20/x",
        "http://[::ffff:127.0.0.1]/x",
      ]) {
        const res = await call(org.owner.token, "/auth/webhook-endpoints", { body: { url, events: ["order.created"] } });
        expect(res.status, url).toBe(400);
        expect(res.error?.fields?.url, url).toMatch(/private or reserved address/);
      }
      expect(await endpointCount()).toBe(before);
    } finally {
      settings.BETTER_AUTH_URL = local;
    }
  });
});
