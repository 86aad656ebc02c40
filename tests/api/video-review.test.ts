import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDetailsResponseSchema } from "@/contracts/orders";
import { reviewCommentResponseSchema, reviewReplyResponseSchema, videoReviewResponseSchema } from "@/contracts/reviews";
import {
  domainEvent,
  ledgerTransfer,
  mailOutbox,
  marketOrder,
  notification,
  reviewComment,
  revisionRequest,
  user,
} from "@/server/db/schema";
import { checkConsistency, earningsOf, escrowOf, getBalance } from "@/server/domain/ledger";
import { deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { makeSampleClip, type SampleClip } from "@/server/integrations/video/sample-clip";
import { attachSampleVersion } from "@/server/seed/sample-delivery";
import { eventNotificationsConsumer } from "@/server/jobs/consumers/event-notifications-consumer";
import { orderMailConsumer } from "@/server/jobs/consumers/order-mail-consumer";
import { deliverEvent } from "@/server/jobs/deliver-event";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";
import { isPostgresRun } from "../support/test-database";

/*
 * The review of delivered videos through the API — comments pinned to frames (and
 * ranges) of one version, replies, resolve/reopen by either side, 404 to every stranger; revision
 * requests that carry the version's unresolved comments and count rounds ("Revision 1 of 2"), the
 * third refused on a 2-round order; approval of every video completing the order with the money of
 * docs/product/money.md; and, on PostgreSQL, the same approval sent twice at once paying once. Videos are
 * real MP4s made by ffmpeg and stored through the storage adapter. Expected figures come from the
 * prices set here: 20,000 for two videos, 15% fee → per video 8,500 to the creator, 1,500 fee.
 */

let t: TestApp;
let clip: SampleClip;
beforeAll(async () => {
  t = await createTestApp();
  clip = await makeSampleClip({ seconds: 4 }); // 120 frames at 30 fps
});
afterAll(() => t?.close());

async function orderIn(w: OrderWorld) {
  const { order, videos } = await buyOrder(t, w);
  return { orderId: order.id, videoIds: videos.map((v) => v.id) };
}

/** The creator delivers the next version of a video (what the upload path leaves once processed). */
async function deliver(w: OrderWorld, videoId: string) {
  const v = await attachSampleVersion(t.ctx.db, t.ctx.storage, { orderVideoId: videoId, ownerUserId: w.creator.id, clip });
  await deliverOrderVideo(t.ctx.db, { videoId, party: { side: "creator", userId: w.creator.id } });
  return v;
}

const review = async (user: TestUser, videoId: string) => {
  const res = await t.request(`/api/v1/auth/order_videos/${videoId}/review`, { token: user.token });
  expect(res.status).toBe(200);
  return videoReviewResponseSchema.parse(await res.json()).data;
};
const comment = (user: TestUser | null, videoId: string, body: Record<string, unknown>) =>
  t.request(`/api/v1/auth/order_videos/${videoId}/comments`, { token: user?.token, body });
const reply = (user: TestUser | null, commentId: string, body: string) =>
  t.request(`/api/v1/auth/review_comments/${commentId}/replies`, { token: user?.token, body: { body } });
const resolve = (user: TestUser | null, commentId: string, resolved: boolean) =>
  t.request(`/api/v1/auth/review_comments/${commentId}/resolve`, { token: user?.token, body: { resolved } });
const requestRevision = (user: TestUser, videoId: string, note: string) =>
  t.request(`/api/v1/auth/order_videos/${videoId}/request-revision`, { token: user.token, body: { note } });
const approve = (user: TestUser, videoId: string) =>
  t.request(`/api/v1/auth/order_videos/${videoId}/approve`, { token: user.token, method: "POST" });

async function commentCount() {
  const [row] = await t.ctx.db.select({ n: count() }).from(reviewComment);
  return row!.n;
}

describe("comments pinned to frames", () => {
  it("the brand pins comments to a frame and a range; the creator sees them and replies; either side resolves and reopens", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, revisionRounds: 2 });
    const { videoIds } = await orderIn(w);
    const v1 = await deliver(w, videoIds[0]!);
    // Only once every video is in is the order under review (approve and revise appear then).
    expect((await review(w.brand, videoIds[0]!)).allowedActions).toEqual(["comment"]);
    await deliver(w, videoIds[1]!);

    const first = await review(w.brand, videoIds[0]!);
    expect(first.versions).toHaveLength(1);
    expect(first.versions[0]).toMatchObject({
      id: v1.versionId,
      version: 1,
      status: "ready",
      durationMs: 4000,
      frameRate: { num: 30, den: 1 },
    });
    expect(first.versions[0]!.playbackUrl).toBeTruthy();
    expect(first.allowedActions).toEqual(["comment", "approve", "request_revision"]);
    expect(first.revisionRoundsTotal).toBe(2);

    // The playback URL serves the very bytes, with ranges.
    const url = new URL(first.versions[0]!.playbackUrl!, "http://localhost");
    const ranged = await t.request(url.pathname + url.search, { token: w.brand.token, headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(clip.bytes.subarray(0, 100))).toBe(true);

    const atFrame = await comment(w.brand, videoIds[0]!, { versionId: v1.versionId, body: "The label is out of focus here", frame: 45 });
    expect(atFrame.status).toBe(201);
    const pinned = reviewCommentResponseSchema.parse(await atFrame.json()).data;
    expect(pinned).toMatchObject({ frame: 45, endFrame: null, author: { id: w.brand.id, side: "brand" }, resolvedAt: null });
    const range = await comment(w.brand, videoIds[0]!, { versionId: v1.versionId, body: "Cut this pause", frame: 60, endFrame: 75 });
    expect(range.status).toBe(201);
    const ranged2 = reviewCommentResponseSchema.parse(await range.json()).data;

    const answer = await reply(w.creator, pinned.id, "Refocusing in the next take");
    expect(answer.status).toBe(201);
    const r1 = reviewReplyResponseSchema.parse(await answer.json()).data;
    expect(r1).toMatchObject({ parentId: pinned.id, author: { id: w.creator.id, side: "creator" } });
    // A reply to a reply answers the comment: one level only.
    const nested = reviewReplyResponseSchema.parse(await (await reply(w.brand, r1.id, "Thanks!")).json()).data;
    expect(nested.parentId).toBe(pinned.id);

    const seen = await review(w.creator, videoIds[0]!);
    expect(seen.viewer).toBe("creator");
    expect(seen.allowedActions).toEqual(["comment"]);
    expect(seen.comments.map((c) => [c.frame, c.endFrame, c.body])).toEqual([
      [45, null, "The label is out of focus here"],
      [60, 75, "Cut this pause"],
    ]);
    expect(seen.comments[0]!.replies.map((r) => r.body)).toEqual(["Refocusing in the next take", "Thanks!"]);

    // The creator resolves, the brand reopens.
    const resolved = reviewCommentResponseSchema.parse(await (await resolve(w.creator, ranged2.id, true)).json()).data;
    expect(resolved.resolvedAt).not.toBeNull();
    const [creatorRow] = await t.ctx.db.select({ name: user.name }).from(user).where(eq(user.id, w.creator.id));
    expect(resolved.resolvedBy).toBe(creatorRow!.name);
    const reopened = reviewCommentResponseSchema.parse(await (await resolve(w.brand, ranged2.id, false)).json()).data;
    expect(reopened.resolvedAt).toBeNull();
    // A reply is not resolved on its own.
    expect((await resolve(w.brand, r1.id, true)).status).toBe(409);
  });

  it("refuses bad input with the field named and writes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 20_000 });
    const { videoIds } = await orderIn(w);
    const v1 = await deliver(w, videoIds[0]!);
    const before = await commentCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ versionId: v1.versionId, body: "x".repeat(2001), frame: 1 }, "body"],
      [{ versionId: v1.versionId, body: "   ", frame: 1 }, "body"],
      [{ versionId: v1.versionId, body: "ok", frame: -1 }, "frame"],
      [{ versionId: v1.versionId, body: "ok", frame: 1.5 }, "frame"],
      [{ versionId: v1.versionId, body: "ok", frame: 120 }, "frame"], // frames 0–119
      [{ versionId: v1.versionId, body: "ok", frame: 10, endFrame: 10 }, "endFrame"],
      [{ versionId: v1.versionId, body: "ok", frame: 10, endFrame: 500 }, "endFrame"],
      [{ versionId: randomUUID(), body: "ok", frame: 1 }, "versionId"],
      [{ body: "ok", frame: 1 }, "versionId"],
    ];
    for (const [body, field] of cases) {
      const res = await comment(w.brand, videoIds[0]!, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(Object.keys(json.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    // A version of another order video is not this video's.
    const other = await deliver(w, videoIds[1]!);
    expect((await comment(w.brand, videoIds[0]!, { versionId: other.versionId, body: "ok", frame: 1 })).status).toBe(400);
    expect(await commentCount()).toBe(before);
    // 2,000 characters exactly is fine.
    expect((await comment(w.brand, videoIds[0]!, { versionId: v1.versionId, body: "x".repeat(2000), frame: 119 })).status).toBe(201);
  });

  it("answers 404 to another brand, another creator and the anonymous visitor, and writes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 20_000 });
    const { videoIds } = await orderIn(w);
    const v1 = await deliver(w, videoIds[0]!);
    const mine = reviewCommentResponseSchema.parse(
      await (await comment(w.brand, videoIds[0]!, { versionId: v1.versionId, body: "Mine", frame: 3 })).json(),
    ).data;
    const strangers: (TestUser | null)[] = [
      (await orderWorld(t)).brand,
      await createUser(t, { types: ["creator"] }),
      await createUser(t, { types: ["brand", "creator"] }),
      null,
    ];
    const before = await commentCount();
    for (const who of strangers) {
      const label = who ? who.email : "anonymous";
      expect((await t.request(`/api/v1/auth/order_videos/${videoIds[0]}/review`, { token: who?.token })).status, label).toBe(404);
      expect((await comment(who, videoIds[0]!, { versionId: v1.versionId, body: "Hi", frame: 1 })).status, label).toBe(404);
      expect((await reply(who, mine.id, "Hi")).status, label).toBe(404);
      expect((await resolve(who, mine.id, true)).status, label).toBe(404);
    }
    // Unknown ids look the same.
    expect((await t.request(`/api/v1/auth/order_videos/${randomUUID()}/review`, { token: w.brand.token })).status).toBe(404);
    expect((await reply(w.brand, randomUUID(), "Hi")).status).toBe(404);
    expect((await reply(w.brand, "not-an-id", "Hi")).status).toBe(404);
    expect(await commentCount()).toBe(before);
    const [row] = await t.ctx.db.select().from(reviewComment).where(eq(reviewComment.id, mine.id));
    expect(row!.resolvedAt).toBeNull();
  });
});

describe("revisions and approval", () => {
  it("each revision carries the version's unresolved comments and counts rounds; the third on a 2-round order is refused", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, revisionRounds: 2, videos: 1, priceCents: 10_000 });
    const { orderId, videoIds } = await orderIn(w);
    const vid = videoIds[0]!;
    const v1 = await deliver(w, vid);
    const open1 = reviewCommentResponseSchema.parse(
      await (await comment(w.brand, vid, { versionId: v1.versionId, body: "Brighter", frame: 10 })).json(),
    ).data;
    const done1 = reviewCommentResponseSchema.parse(
      await (await comment(w.brand, vid, { versionId: v1.versionId, body: "Typo", frame: 20 })).json(),
    ).data;
    await resolve(w.creator, done1.id, true);

    const first = await requestRevision(w.brand, vid, "Please brighten the opening");
    expect(first.status).toBe(200);
    const details = orderDetailsResponseSchema.parse(await first.json()).data;
    // One request, told once: the order's own move to revision_requested is not a second entry.
    expect(details.timeline.filter((e) => /asked for/.test(e.label)).map((e) => e.label)).toEqual([
      "The brand asked for revision 1 of 2 of video 1",
    ]);
    // And the creator is notified and mailed of it once.
    const events = await t.ctx.db
      .select()
      .from(domainEvent)
      .where(inArray(domainEvent.entityId, [orderId, vid]));
    for (const consumer of [eventNotificationsConsumer, orderMailConsumer]) {
      for (const e of events) if (consumer.accepts(e)) await deliverEvent(t.ctx, consumer, e.id);
    }
    const told = await t.ctx.db.select().from(notification).where(eq(notification.userId, w.creator.id));
    expect(told.filter((n) => /asked for/.test(n.formattedMessage)).map((n) => n.formattedMessage.replace(/^RB-\w+: /, ""))).toEqual([
      "The brand asked for revision 1 of 2 of video 1",
    ]);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, w.creator.email));
    expect(mails.filter((m) => /asked for/.test(m.text))).toHaveLength(1);
    let r = await review(w.creator, vid);
    expect(r.revisions.map((x) => [x.label, x.versionId, x.commentIds])).toEqual([["Revision 1 of 2", v1.versionId, [open1.id]]]);
    expect(r.revisionRoundsUsed).toBe(1);
    expect(r.comments.find((c) => c.id === open1.id)!.revisionRequestId).toBe(r.revisions[0]!.id);

    const v2 = await deliver(w, vid);
    expect(v2.version).toBe(2);
    const open2 = reviewCommentResponseSchema.parse(
      await (await comment(w.brand, vid, { versionId: v2.versionId, body: "Louder", frame: 30, endFrame: 40 })).json(),
    ).data;
    expect((await requestRevision(w.brand, vid, "Turn the music down")).status).toBe(200);
    const v3 = await deliver(w, vid);
    r = await review(w.brand, vid);
    expect(r.versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(r.revisions.map((x) => [x.label, x.versionId, x.commentIds])).toEqual([
      ["Revision 1 of 2", v1.versionId, [open1.id]],
      ["Revision 2 of 2", v2.versionId, [open2.id]],
    ]);
    expect(r.revisionRoundsLeft).toBe(0);
    expect(r.allowedActions).toEqual(["comment", "approve"]);

    // The third request: refused, nothing written, the brand can still approve.
    const [requestsBefore] = await t.ctx.db.select({ n: count() }).from(revisionRequest).where(eq(revisionRequest.orderVideoId, vid));
    const third = await requestRevision(w.brand, vid, "One more change please");
    expect(third.status).toBe(409);
    expect(((await third.json()) as { error: { message: string } }).error.message).toBe("No revision rounds are left for this video");
    const [requestsAfter] = await t.ctx.db.select({ n: count() }).from(revisionRequest).where(eq(revisionRequest.orderVideoId, vid));
    expect(requestsAfter!.n).toBe(requestsBefore!.n);
    expect((await t.ctx.db.select({ s: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, orderId)))[0]!.s).toBe("delivered");

    expect((await approve(w.brand, vid)).status).toBe(200);
    expect(v3.version).toBe(3);
    expect((await t.ctx.db.select({ s: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, orderId)))[0]!.s).toBe("completed");
  });

  it("approving every video completes the order: escrow 0, the creator's share and the fee as docs/product/money.md says", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 2, priceCents: 20_000 });
    const { orderId, videoIds } = await orderIn(w);
    const delivered = [];
    for (const id of videoIds) delivered.push(await deliver(w, id));
    const note = reviewCommentResponseSchema.parse(
      await (await comment(w.brand, videoIds[0]!, { versionId: delivered[0]!.versionId, body: "Lovely light", frame: 5 })).json(),
    ).data;
    // The creator cannot approve.
    expect((await approve(w.creator, videoIds[0]!)).status).toBe(404);
    const first = orderDetailsResponseSchema.parse(await (await approve(w.brand, videoIds[0]!)).json()).data;
    expect(first.order.status).toBe("delivered");
    // The approved video's review is read-only history for both sides, while the order still runs.
    for (const side of [w.brand, w.creator]) expect((await review(side, videoIds[0]!)).allowedActions).toEqual([]);
    const before = await commentCount();
    const refused = [
      await comment(w.brand, videoIds[0]!, { versionId: delivered[0]!.versionId, body: "One more thing", frame: 6 }),
      await reply(w.creator, note.id, "Thanks!"),
      await resolve(w.creator, note.id, true),
    ];
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("This video is approved; its review is read-only");
    }
    expect(await commentCount()).toBe(before);
    expect((await review(w.brand, videoIds[0]!)).comments.find((c) => c.id === note.id)!.resolvedAt).toBeNull();
    // The other video is still under review.
    expect((await review(w.brand, videoIds[1]!)).allowedActions).toContain("comment");
    expect(first.money).toMatchObject({ inEscrowCents: 10_000, creatorEarnedCents: 8_500, feeCents: 1_500 });
    const last = orderDetailsResponseSchema.parse(await (await approve(w.brand, videoIds[1]!)).json()).data;
    expect(last.order.status).toBe("completed");
    expect(last.money).toEqual({
      fundedCents: 20_000,
      releasedCents: 20_000,
      creatorEarnedCents: 17_000,
      feeCents: 3_000,
      refundedCents: 0,
      inEscrowCents: 0,
    });
    expect(await getBalance(t.ctx.db, escrowOf(orderId))).toBe(0);
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(17_000);
    const fees = await t.ctx.db
      .select({ amount: ledgerTransfer.amount })
      .from(ledgerTransfer)
      .where(and(eq(ledgerTransfer.referenceId, orderId), eq(ledgerTransfer.reason, "platform_fee")));
    expect(fees.map((f) => Number(f.amount))).toEqual([1_500, 1_500]);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
    // Comments stay readable after completion.
    expect((await review(w.creator, videoIds[0]!)).status).toBe("approved");
  });
});

const describeOnPostgres = isPostgresRun() ? describe : describe.skip;
if (!isPostgresRun()) console.info("video-review: the concurrent approval test is skipped — it needs PostgreSQL (TEST_DATABASE_URL)");

describeOnPostgres("approval under concurrency (PostgreSQL)", () => {
  it("the same approval sent twice at once releases the money once", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 2, priceCents: 20_000 });
    const { orderId, videoIds } = await orderIn(w);
    for (const id of videoIds) await deliver(w, id);
    const answers = await Promise.all([approve(w.brand, videoIds[0]!), approve(w.brand, videoIds[0]!)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const payments = await t.ctx.db
      .select({ amount: ledgerTransfer.amount })
      .from(ledgerTransfer)
      .where(and(eq(ledgerTransfer.referenceId, orderId), eq(ledgerTransfer.reason, "order_payment")));
    expect(payments.map((p) => Number(p.amount))).toEqual([8_500]);
    expect(await getBalance(t.ctx.db, escrowOf(orderId))).toBe(10_000);
    expect(await getBalance(t.ctx.db, earningsOf(w.creator.id))).toBe(8_500);
    expect((await checkConsistency(t.ctx.db)).problems).toEqual([]);
  });
});
