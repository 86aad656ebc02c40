import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvent, mailOutbox } from "@/server/db/schema";
import { signUnsubscribeToken } from "@/server/domain/notifications/unsubscribe-token";
import { orderMailConsumer } from "@/server/jobs/consumers/order-mail-consumer";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { orderWorld, purchaseBody } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/* Decision 035: per-kind e-mail preferences, respected by the mail consumers; a signed unsubscribe link. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const prefs = (u: TestUser) => t.as(u.token).v1.call("GET /auth/email-preferences");
const unsubscribe = (token: string) => t.request(`/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
const secret = () => t.ctx.settings.BETTER_AUTH_SECRET!;

/** A brand buys a package: order.created e-mails the creator (the order-mail consumer). */
async function orderMailFor(w: Awaited<ReturnType<typeof orderWorld>>) {
  const bought = await t.request("/api/v1/auth/orders", { token: w.brand.token, body: purchaseBody(w) });
  const { data } = (await bought.json()) as { data: { id: string } };
  const [created] = await t.ctx.db.select().from(domainEvent).where(eq(domainEvent.entityId, data.id));
  await deliverEvent(t.ctx, orderMailConsumer, created!.id);
  const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, w.creator.email.toLowerCase()));
  return mails.filter((m) => m.kind === "order-update");
}

describe("e-mail preferences", () => {
  it("every kind is on by default; PUT changes only the kinds named; bad input is a 400 that changes nothing", async () => {
    const u = await createUser(t);
    expect(await prefs(u)).toEqual({ data: { messages: true, orders: true, proposals: true } });
    const res = await t.request("/api/v1/auth/email-preferences", { method: "PUT", token: u.token, body: { orders: false } });
    expect(await res.json()).toEqual({ data: { messages: true, orders: false, proposals: true } });
    for (const body of [{}, { orders: "no" }, { payouts: false }]) {
      expect((await t.request("/api/v1/auth/email-preferences", { method: "PUT", token: u.token, body })).status).toBe(400);
    }
    expect((await prefs(u)).data).toEqual({ messages: true, orders: false, proposals: true });
    expect((await t.request("/api/v1/auth/email-preferences")).status).toBe(401);
  });

  it("an order e-mail carries the unsubscribe link and List-Unsubscribe headers; with orders off none is sent", async () => {
    const w = await orderWorld(t, { walletCents: 80_000 });
    const [mail] = await orderMailFor(w);
    expect(mail).toBeDefined();
    const oneClick = mail!.headers["List-Unsubscribe"]!;
    expect(oneClick).toMatch(/^<http:\/\/.+\/api\/v1\/email\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.html).toContain("/unsubscribe?token=");
    expect(mail!.text).toMatch(/Unsubscribe: http:\/\/\S+\/unsubscribe\?token=/);

    // The one-click POST, as a mail client sends it: no session, a form body.
    const url = new URL(oneClick.slice(1, -1));
    const res = await t.app.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { kind: "orders", enabled: false } });
    expect((await prefs(w.creator)).data.orders).toBe(false);

    const after = await orderMailFor(w);
    expect(after).toHaveLength(1); // the second order mailed nobody
  });

  it("unsubscribe tokens: valid turns the kind off; tampered, foreign-signed or malformed is a 400 and changes nothing", async () => {
    const u = await createUser(t);
    const valid = signUnsubscribeToken(secret(), { userId: u.id, kind: "messages" });
    const [body, sig] = valid.split(".") as [string, string];
    const otherUser = Buffer.from(JSON.stringify(["someone-else", "messages"])).toString("base64url");
    const otherKind = Buffer.from(JSON.stringify([u.id, "proposals"])).toString("base64url");
    const bad = [
      `${otherUser}.${sig}`,
      `${otherKind}.${sig}`,
      `${body}.${sig.slice(0, -2)}AA`,
      signUnsubscribeToken("another-secret-of-at-least-32-characters", { userId: u.id, kind: "messages" }),
      "not-a-token",
      `${body}.${sig}.extra`,
    ];
    for (const token of bad) {
      const res = await unsubscribe(token);
      expect(res.status, token).toBe(400);
      expect(((await res.json()) as { error: { fields: { token?: string } } }).error.fields.token).toBeTypeOf("string");
    }
    expect((await t.request("/api/v1/email/unsubscribe", { method: "POST" })).status).toBe(400);
    expect((await prefs(u)).data).toEqual({ messages: true, orders: true, proposals: true });

    expect((await unsubscribe(valid)).status).toBe(200);
    expect((await unsubscribe(valid)).status).toBe(200); // a second click is fine
    expect((await prefs(u)).data).toEqual({ messages: false, orders: true, proposals: true });
  });
});
