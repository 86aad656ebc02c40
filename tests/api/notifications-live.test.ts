import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { notificationsPageSchema } from "@/contracts/notifications";
import { domainEvent, notification } from "@/server/db/schema";
import { listActivity } from "@/server/domain/notifications/list-activity";
import { creditTestEarnings } from "../support/earnings";
import { eventNotificationsConsumer } from "@/server/jobs/consumers/event-notifications-consumer";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { orderWorld, purchaseBody } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Decision 035: order, payout and proposal events become in-app notifications of whom they concern;
 * the bell pages through older notifications and "Mark all as read" reads every one.
 */

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t.close());

/** Runs the consumer over every event of these entities, as the workers would. */
async function deliverEventsOf(...entityIds: string[]) {
  const events = await t.ctx.db.select().from(domainEvent).where(inArray(domainEvent.entityId, entityIds)).orderBy(domainEvent.occurredAt);
  for (const e of events) {
    if (eventNotificationsConsumer.accepts(e)) await deliverEvent(t.ctx, eventNotificationsConsumer, e.id);
  }
}
const notificationsOf = (userId: string) =>
  t.ctx.db.select().from(notification).where(eq(notification.userId, userId)).orderBy(notification.createdAt);
const page = async (u: TestUser, query = "") => {
  const res = await t.request(`/api/v1/auth/notifications${query}`, { token: u.token });
  expect(res.status).toBe(200);
  return notificationsPageSchema.parse(await res.json());
};

describe("domain events become notifications (decision 035)", () => {
  it("a new order tells the creator; the brand's cancel tells the creator, not the brand; each once", async () => {
    const w = await orderWorld(t, { walletCents: 40_000 });
    const bought = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w, { shipsProduct: true }) });
    expect(bought.status).toBe(201);
    const { data: order } = (await bought.json()) as { data: { id: string } };
    expect(
      (await t.request(`/api/v1/auth/orders/${order.id}/cancel`, { token: w.brand.token, body: { reason: "Changed plans" } })).status,
    ).toBe(200);
    await deliverEventsOf(order.id);
    await deliverEventsOf(order.id); // a second delivery run adds nothing

    const forCreator = await notificationsOf(w.creator.id);
    expect(forCreator.map((n) => [n.type, (n.data as { event: string }).event, (n.data as { side: string }).side])).toEqual([
      ["OrderUpdated", "order.created", "creator"],
      ["OrderUpdated", "order.cancelled", "creator"],
    ]);
    expect(forCreator[1]!.formattedMessage).toMatch(/^RB-[0-9A-F]{6}: The order was cancelled and refunded: Changed plans$/);
    expect(await notificationsOf(w.brand.id)).toEqual([]);

    // Each notification records its own event, so the creator's bell rings live.
    const created = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(
        and(
          eq(domainEvent.type, "notification.created"),
          inArray(
            domainEvent.entityId,
            forCreator.map((n) => n.id),
          ),
        ),
      );
    expect(created).toHaveLength(2);
    expect(created.every((e) => (e.payload as { userId: string }).userId === w.creator.id)).toBe(true);

    // Not the bell's (a creator's panel holds NewMessage only): the creator dashboard's activity list
    // shows them, linked to the creator's order page (checked by the unit test of notificationHref).
    const me = meSchema.parse(await (await t.request("/api/auth/me", { token: w.creator.token })).json());
    expect(me.unreadNotificationsCount).toBe(0);
    expect(me.notifications).toEqual([]);
    const activity = await listActivity(t.ctx.db, { userId: w.creator.id, area: "creator" });
    expect(activity.map((n) => n.id)).toEqual([forCreator[1]!.id, forCreator[0]!.id]);
  });

  it("a payout approved by an admin tells the creator", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    await creditTestEarnings(t.ctx.db, { creatorUserId: creator.id, amountCents: 10_000, key: creator.id });
    const method = await t.request("/api/v1/auth/payouts/method", {
      method: "PUT",
      token: creator.token,
      body: { holderName: "Ada Creator", accountNumber: "DE89 3704 0044 0532 0130 00", country: "de" },
    });
    expect(method.status).toBe(200);
    const requested = await t.request("/api/v1/auth/payouts", { token: creator.token, body: { amount: 4000 } });
    const { data } = (await requested.json()) as { data: { id: string } };
    expect((await t.request(`/api/v2/payouts/${data.id}/approve`, { token: admin.token, body: {} })).status).toBe(200);
    await deliverEventsOf(data.id);
    const rows = await notificationsOf(creator.id);
    expect(rows.map((n) => [n.type, n.data])).toEqual([["PayoutUpdated", { payout_id: data.id, status: "approved" }]]);
    expect(rows[0]!.formattedMessage).toBe("Your payout of $40.00 was approved");
  });
});

async function insertFor(userId: string, count: number, at?: Date) {
  const rows = await t.ctx.db
    .insert(notification)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: "NewMessage" as const,
        data: { fromUser: { id: `sender-${i}` } },
        formattedMessage: `message ${i}`,
        ...(at ? { createdAt: at } : {}),
      })),
    )
    .returning({ id: notification.id });
  return rows.map((r) => r.id);
}

describe("GET /api/v1/auth/notifications (paging)", () => {
  it("pages 45 notifications, 20 equal timestamps among them, newest first: 20 + 20 + 5, none twice, none missed", async () => {
    const u = await createUser(t, { types: ["creator"] });
    const ids = [
      ...(await insertFor(u.id, 20, new Date("2030-01-01T00:00:00Z"))),
      ...(await insertFor(u.id, 25, new Date("2030-01-02T00:00:00Z"))),
    ];
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const p: Awaited<ReturnType<typeof page>> = await page(u, cursor ? `?before=${cursor}` : "");
      sizes.push(p.data.length);
      seen.push(...p.data.map((n) => n.id));
      cursor = p.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(45);
    expect([...seen].sort()).toEqual([...ids].sort());
    const times = (await page(u, "?limit=50")).data.map((n) => n.created_at);
    expect(times.slice(0, 25).every((x) => x.startsWith("2030-01-02"))).toBe(true);
  });

  it("someone else's cursor gives an empty page; bad input is a 400 naming the field; anonymous 401", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const [theirs] = await insertFor(b.id, 1);
    await insertFor(a.id, 3);
    expect(await page(a, `?before=${theirs}`)).toEqual({ data: [], nextCursor: null });
    for (const q of ["?before=nope", "?limit=0", "?limit=51", "?limit=x"]) {
      const res = await t.request(`/api/v1/auth/notifications${q}`, { token: a.token });
      expect(res.status, q).toBe(400);
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(body.error.fields ?? {}).length, q).toBeGreaterThan(0);
    }
    expect((await t.request("/api/v1/auth/notifications")).status).toBe(401);
  });
});

describe("POST /api/v1/auth/notifications/read-all", () => {
  it("reads every unread notification of the caller, beyond the 30 of /me, and nobody else's", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await insertFor(a.id, 45);
    await insertFor(b.id, 2);
    const res = await t.request("/api/v1/auth/notifications/read-all", { method: "POST", token: a.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { updated: 45 } });
    expect((await notificationsOf(a.id)).every((n) => n.readAt !== null)).toBe(true);
    expect((await notificationsOf(b.id)).every((n) => n.readAt === null)).toBe(true);
    const again = await t.request("/api/v1/auth/notifications/read-all", { method: "POST", token: a.token });
    expect(await again.json()).toEqual({ data: { updated: 0 } });
    expect((await t.request("/api/v1/auth/notifications/read-all", { method: "POST" })).status).toBe(401);
  });
});
