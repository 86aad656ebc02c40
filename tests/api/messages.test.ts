import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@/contracts/me";
import { conversationListSchema, sentMessageSchema, threadSchema, type MessageRef } from "@/contracts/messages";
import { auditLog, campaign, campaignProposal, domainEvent, mailOutbox, message, notification } from "@/server/db/schema";
import { sendUnreadMessageEmails } from "@/server/jobs/unread-messages-mail";
import { notificationConsumer } from "@/server/jobs/consumers/notification-consumer";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { buyOrder, orderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/** Messages one sender may send a minute, written here rather than imported from the code under test. */
const MESSAGES_PER_MINUTE = 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function open(a: TestUser, b: TestUser): Promise<string> {
  const res = await t.request("/api/v1/auth/conversations", { token: a.token, body: { userId: b.id } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
const send = (u: TestUser, id: string, body: unknown) => t.request(`/api/v1/auth/conversation/${id}/messages`, { token: u.token, body });
const list = async (u: TestUser, q?: string) =>
  conversationListSchema.parse(
    await (await t.request(`/api/v1/auth/conversations${q ? `?q=${encodeURIComponent(q)}` : ""}`, { token: u.token })).json(),
  ).data;
const me = async (u: TestUser) => meSchema.parse(await (await t.request("/api/auth/me", { token: u.token })).json());
const thread = async (u: TestUser, id: string, before?: string) => {
  const res = await t.request(`/api/v1/auth/conversation/${id}${before ? `?before=${before}` : ""}`, { token: u.token });
  expect(res.status).toBe(200);
  return threadSchema.parse(await res.json()).data;
};

describe("conversations", () => {
  it("opening twice, from either side, gives the same conversation", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const a = await open(brand, creator);
    expect(await open(creator, brand)).toBe(a);
    expect(await open(brand, creator)).toBe(a);
    const [summary] = await list(brand);
    expect(summary).toMatchObject({ id: a, otherUser: { id: creator.id }, lastMessage: null, unreadCount: 0 });
  });

  it("refuses to message yourself or a user that does not exist", async () => {
    const u = await createUser(t);
    expect((await t.request("/api/v1/auth/conversations", { token: u.token, body: { userId: u.id } })).status).toBe(400);
    expect((await t.request("/api/v1/auth/conversations", { token: u.token, body: { userId: "nobody" } })).status).toBe(404);
  });

  it("only the two participants can read, send, mark read, block or report; others get 404", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const stranger = await createUser(t);
    const id = await open(a, b);
    expect((await send(a, id, { body: "private" })).status).toBe(201);

    expect((await t.request(`/api/v1/auth/conversation/${id}`)).status).toBe(401);
    expect((await t.request(`/api/v1/auth/conversation/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await send(stranger, id, { body: "hi" })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/conversation/${id}/read`, { method: "POST", token: stranger.token })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/conversation/${id}/block`, { token: stranger.token, body: { blocked: true } })).status).toBe(404);
    expect((await t.request(`/api/v1/auth/conversation/${id}/report`, { token: stranger.token, body: { reason: "x" } })).status).toBe(404);
    expect(await list(stranger)).toEqual([]);
    expect((await me(stranger)).unreadMessagesCount).toBe(0);
    const rows = await t.ctx.db.select().from(message).where(eq(message.conversationId, id));
    expect(rows.map((r) => r.body)).toEqual(["private"]);
  });

  it("validates the body: empty, over 5,000 characters, NUL; stored as the text sent", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const id = await open(a, b);
    expect((await send(a, id, { body: "   " })).status).toBe(400);
    expect((await send(a, id, { body: "x".repeat(5001) })).status).toBe(400);
    expect((await send(a, id, { body: "a\u0000b" })).status).toBe(400);
    expect((await send(a, id, { body: "ok", ref: { type: "invoice", id: "1" } })).status).toBe(400);
    const html = "<script>alert(1)</script> see https://example.com";
    const res = await send(a, id, { body: html });
    expect(res.status).toBe(201);
    const sent = sentMessageSchema.parse(await res.json()).data;
    expect(sent).toMatchObject({ body: html, ref: null, senderId: a.id });
    expect((await send(a, id, { body: "y".repeat(5000) })).status).toBe(201);
  });

  it("refers only to an order, proposal or campaign the sender can read; anything else is a 404 and nothing is sent", async () => {
    const w = await orderWorld(t, { walletCents: 40_000, videos: 1 });
    const stranger = await orderWorld(t, { walletCents: 40_000, videos: 1 });
    const { order } = await buyOrder(t, w);
    const { order: foreignOrder } = await buyOrder(t, stranger);
    const campaignOf = (buyerAccountId: string, status: "draft" | "active") =>
      t.ctx.db
        .insert(campaign)
        .values({ buyerAccountId, status, title: "Serum launch", productName: "Glow Serum", priceMinCents: 10_000 })
        .returning()
        .then((rows) => rows[0]!.id);
    const ownDraft = await campaignOf(w.buyerAccountId, "draft");
    const foreignDraft = await campaignOf(stranger.buyerAccountId, "draft");
    const foreignActive = await campaignOf(stranger.buyerAccountId, "active");
    const proposalBy = (creatorUserId: string) =>
      t.ctx.db
        .insert(campaignProposal)
        .values({ campaignId: foreignActive, creatorUserId, pitch: "Morning routine", priceCents: 10_000 })
        .returning()
        .then((rows) => rows[0]!.id);
    const ownProposal = await proposalBy(w.creator.id);
    const foreignProposal = await proposalBy(stranger.creator.id);
    const id = await open(w.brand, w.creator);

    const cases: [TestUser, MessageRef, number][] = [
      [w.brand, { type: "order", id: order.id }, 201],
      [w.creator, { type: "order", id: order.id }, 201],
      [w.brand, { type: "order", id: foreignOrder.id }, 404],
      [w.creator, { type: "order", id: foreignOrder.id }, 404],
      [w.brand, { type: "order", id: "ord-1" }, 404],
      [w.brand, { type: "campaign", id: ownDraft }, 201],
      [w.brand, { type: "campaign", id: foreignDraft }, 404],
      [w.brand, { type: "campaign", id: foreignActive }, 404],
      [w.creator, { type: "campaign", id: foreignActive }, 201],
      [w.creator, { type: "campaign", id: foreignDraft }, 404],
      [w.creator, { type: "campaign", id: ownDraft }, 404],
      [w.creator, { type: "proposal", id: ownProposal }, 201],
      [w.brand, { type: "proposal", id: ownProposal }, 404],
      [w.creator, { type: "proposal", id: foreignProposal }, 404],
      [w.brand, { type: "proposal", id: foreignProposal }, 404],
    ];
    for (const [who, ref, status] of cases) {
      const res = await send(who, id, { body: "About this", ref });
      const label = `${who === w.brand ? "brand" : "creator"} → ${ref.type} ${ref.id}`;
      expect(res.status, label).toBe(status);
      if (status === 404) {
        const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
        expect(body.error.code, label).toBe("not_found");
        expect(body.error.fields, label).toHaveProperty(["ref.id"]);
      }
    }
    const stored = await t.ctx.db.select().from(message).where(eq(message.conversationId, id));
    expect(stored.map((m) => `${m.refType} ${m.refId}`).sort()).toEqual(
      [`order ${order.id}`, `order ${order.id}`, `campaign ${ownDraft}`, `campaign ${foreignActive}`, `proposal ${ownProposal}`].sort(),
    );
  });

  it("counts unread per conversation and in /me; reading clears it and shows read to the sender", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const other = await createUser(t, { types: ["brand"], name: "Zebra Brand" });
    const id = await open(brand, creator);
    const id2 = await open(other, creator);
    for (const text of ["one", "two", "three"]) expect((await send(brand, id, { body: text })).status).toBe(201);
    expect((await send(other, id2, { body: "from zebra" })).status).toBe(201);

    expect((await me(creator)).unreadMessagesCount).toBe(4);
    expect((await me(brand)).unreadMessagesCount).toBe(0);
    const convos = await list(creator);
    expect(convos.map((c) => [c.otherUser.id, c.unreadCount, c.lastMessage?.body])).toEqual([
      [other.id, 1, "from zebra"],
      [brand.id, 3, "three"],
    ]);
    expect((await list(creator, "zebra")).map((c) => c.id)).toEqual([id2]);
    expect((await list(creator, "two")).map((c) => c.id)).toEqual([id]);
    expect(await list(creator, "%")).toEqual([]);

    expect((await thread(brand, id)).messages.every((m) => !m.readByRecipient)).toBe(true);
    const read = await t.request(`/api/v1/auth/conversation/${id}/read`, { method: "POST", token: creator.token });
    expect(read.status).toBe(200);
    expect((await me(creator)).unreadMessagesCount).toBe(1);
    expect((await list(creator)).find((c) => c.id === id)?.unreadCount).toBe(0);
    expect((await thread(brand, id)).messages.map((m) => m.readByRecipient)).toEqual([true, true, true]);

    // A reply: unread for the brand, and the creator's own message is never unread for the creator.
    expect((await send(creator, id, { body: "hello back" })).status).toBe(201);
    expect((await me(brand)).unreadMessagesCount).toBe(1);
    expect((await me(creator)).unreadMessagesCount).toBe(1);
  });

  it("pages backwards by cursor without gaps or repeats, even with equal timestamps", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const id = await open(a, b);
    const same = new Date("2026-01-01T10:00:00.000Z");
    // 70 messages written directly: 10 share one timestamp, so the cursor's tie-break on id matters.
    await t.ctx.db.insert(message).values(
      Array.from({ length: 70 }, (_, i) => ({
        conversationId: id,
        senderId: i % 2 ? a.id : b.id,
        body: `m${i}`,
        createdAt: i < 10 ? same : new Date(same.getTime() + i * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await thread(a, id, cursor);
      seen.unshift(...page.messages.map((m) => m.body));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.length).toBe(70);
    expect(new Set(seen).size).toBe(70);
    expect(seen.slice(10)).toEqual(Array.from({ length: 60 }, (_, i) => `m${i + 10}`));
    // A cursor from another conversation reads nothing of it.
    const other = await open(a, await createUser(t));
    const [foreign] = await t.ctx.db.select({ id: message.id }).from(message).where(eq(message.conversationId, id)).limit(1);
    expect((await thread(a, other, foreign!.id)).messages).toEqual([]);
    expect((await t.request(`/api/v1/auth/conversation/${id}?before=nonsense`, { token: a.token })).status).toBe(200);
  });

  it("block: no further messages either way, existing ones kept; unblock restores; audited", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const id = await open(a, b);
    expect((await send(b, id, { body: "before" })).status).toBe(201);
    const blocked = await t.request(`/api/v1/auth/conversation/${id}/block`, { token: a.token, body: { blocked: true } });
    expect(blocked.status).toBe(200);
    expect(((await blocked.json()) as { data: { blockedByMe: boolean } }).data.blockedByMe).toBe(true);
    expect((await send(b, id, { body: "after" })).status).toBe(403);
    expect((await send(a, id, { body: "after" })).status).toBe(403);
    expect((await thread(b, id)).messages.map((m) => m.body)).toEqual(["before"]);
    expect((await list(b))[0]?.blockedByOther).toBe(true);
    await t.request(`/api/v1/auth/conversation/${id}/block`, { token: a.token, body: { blocked: false } });
    expect((await send(b, id, { body: "again" })).status).toBe(201);
    const audits = await t.ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, a.id));
    expect(audits.map((r) => r.action).sort()).toEqual(["conversation.block", "conversation.unblock"]);
  });

  it("report lands in the audit log", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const id = await open(a, b);
    const res = await t.request(`/api/v1/auth/conversation/${id}/report`, { token: a.token, body: { reason: "spam links" } });
    expect(res.status).toBe(202);
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, a.id), eq(auditLog.action, "conversation.report")));
    expect(row).toMatchObject({ targetType: "user", targetId: b.id, metadata: { conversationId: id, reason: "spam links" } });
  });

  it(`rate limit: message ${MESSAGES_PER_MINUTE + 1} within a minute is refused with 429 and not stored`, async () => {
    const a = await createUser(t);
    const id = await open(a, await createUser(t));
    const id2 = await open(a, await createUser(t));
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) expect((await send(a, i % 2 ? id : id2, { body: `n${i}` })).status).toBe(201);
    const refused = await send(a, id, { body: "one too many" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    const rows = await t.ctx.db.select().from(message).where(eq(message.senderId, a.id));
    expect(rows.length).toBe(MESSAGES_PER_MINUTE);
  });

  it("message.sent becomes one NewMessage notification for the recipient while it is unread", async () => {
    const brand = await createUser(t, { types: ["brand"] });
    const creator = await createUser(t, { types: ["creator"] });
    const id = await open(brand, creator);
    const sentIds: string[] = [];
    for (const body of ["first", "second"]) sentIds.push(sentMessageSchema.parse(await (await send(brand, id, { body })).json()).data.id);
    const events = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(and(eq(domainEvent.entityId, id), eq(domainEvent.type, "message.sent")));
    expect(events.map((e) => (e.payload as { messageId: string }).messageId).sort()).toEqual([...sentIds].sort());
    for (const e of events) await deliverEvent(t.ctx, notificationConsumer, e.id);
    const rows = await t.ctx.db.select().from(notification).where(eq(notification.userId, creator.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "NewMessage", data: { fromUser: { id: brand.id } } });
    expect(await t.ctx.db.select().from(notification).where(eq(notification.userId, brand.id))).toEqual([]);
  });

  it("e-mail while away: one e-mail per conversation unread for 15 minutes, not twice, none once read", async () => {
    const brand = await createUser(t, { types: ["brand"], name: "Away Brand" });
    const creator = await createUser(t, { types: ["creator"] });
    const reader = await createUser(t, { types: ["creator"] });
    const id = await open(brand, creator);
    const id2 = await open(brand, reader);
    const now = new Date();
    const ago = (min: number) => new Date(now.getTime() - min * 60_000);
    await t.ctx.db.insert(message).values([
      { conversationId: id, senderId: brand.id, body: "one", createdAt: ago(30) },
      { conversationId: id, senderId: brand.id, body: "two", createdAt: ago(20) },
      { conversationId: id2, senderId: brand.id, body: "read in time", createdAt: ago(20) },
    ]);
    await t.request(`/api/v1/auth/conversation/${id2}/read`, { method: "POST", token: reader.token });
    await sendUnreadMessageEmails(t.ctx, now);
    await sendUnreadMessageEmails(t.ctx, now);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "unread-messages"));
    const mine = mails.filter((m) => m.toAddress === creator.email || m.toAddress === reader.email || m.toAddress === brand.email);
    expect(mine.map((m) => [m.toAddress, m.subject])).toEqual([[creator.email, "Away Brand sent you 2 messages on Reelbrief"]]);
    expect(JSON.stringify(mine[0])).toContain(`/inbox/${brand.id}`);
    // A newer message only counts once it, too, has been unread for 15 minutes.
    await t.ctx.db.insert(message).values({ conversationId: id, senderId: brand.id, body: "three", createdAt: ago(5) });
    await sendUnreadMessageEmails(t.ctx, now);
    const after = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, creator.email), eq(mailOutbox.kind, "unread-messages")));
    expect(after.length).toBe(1);
  });
});
