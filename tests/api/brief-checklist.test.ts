import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { disputeEvidenceSchema } from "@/contracts/admin/disputes";
import { videoChecklistResponseSchema, type VideoChecklist } from "@/contracts/brief-checklist";
import { videoReviewResponseSchema } from "@/contracts/reviews";
import { checklistTick, orderChecklist, orderChecklistItem, orderVideo, revisionRequest } from "@/server/db/schema";
import { openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { makeSampleClip, type SampleClip } from "@/server/integrations/video/sample-clip";
import { attachSampleVersion } from "@/server/seed/sample-delivery";
import { orderWorld, TEST_FEE_BPS, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * The brief as a checklist through the API (decision 077): the items an order takes from its brief
 * when it is placed (or on first read for an older order), the brand's met/unmet ticks per version
 * with their history, the rule that a revision request cites an unmet item or a frame comment, what
 * the creator is told to fix, and the checklist in the admin's dispute evidence. Every refusal is
 * checked to leave no tick and no revision round behind.
 */

let t: TestApp;
let clip: SampleClip;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  clip = await makeSampleClip({ seconds: 2 });
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const BRIEF = {
  whatToFilm: "A morning routine with the serum",
  product: "Glow Serum",
  links: [],
  notes: "Hooks:\n- Open on the dropper\n\nTalking points:\n- Fragrance free\n- Lasts all day\n\nDon't:\n- Mention competitors",
};
const EXPECTED_ITEMS = [
  { kind: "hook", text: "Open on the dropper" },
  { kind: "talking_point", text: "Fragrance free" },
  { kind: "talking_point", text: "Lasts all day" },
  { kind: "dont", text: "Mention competitors" },
];

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

async function placeOrder(w: OrderWorld, brief = BRIEF) {
  const { order } = await purchasePackage(t.ctx.db, {
    packageId: w.packageId,
    brandProfileId: w.brandProfileId,
    brief,
    shipsProduct: false,
    idempotencyKey: randomUUID(),
    buyerAccountId: w.buyerAccountId,
    buyerUserId: w.brand.id,
    platformFeeBps: TEST_FEE_BPS,
  });
  const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id));
  return { orderId: order.id, videoId: video!.id };
}

async function deliver(w: OrderWorld, videoId: string) {
  const v = await attachSampleVersion(t.ctx.db, t.ctx.storage, { orderVideoId: videoId, ownerUserId: w.creator.id, clip });
  await deliverOrderVideo(t.ctx.db, { videoId, party: { side: "creator", userId: w.creator.id } });
  return v.versionId;
}

/** A one-video order delivered once: under the brand's review. */
async function delivered(options: { revisionRounds?: number } = {}) {
  const w = await orderWorld(t, { walletCents: 20_000, videos: 1, revisionRounds: options.revisionRounds ?? 2 });
  const { orderId, videoId } = await placeOrder(w);
  const versionId = await deliver(w, videoId);
  return { w, orderId, videoId, versionId };
}

async function checklist(user: TestUser, videoId: string): Promise<VideoChecklist> {
  const res = await t.request(`/api/v1/auth/order_videos/${videoId}/checklist`, { token: user.token });
  expect(res.status).toBe(200);
  return videoChecklistResponseSchema.parse(await res.json()).data;
}
const tick = (user: TestUser | null, videoId: string, body: Record<string, unknown>) =>
  t.request(`/api/v1/auth/order_videos/${videoId}/checklist/ticks`, { token: user?.token, body });
const requestRevision = (user: TestUser, videoId: string, body: Record<string, unknown>) =>
  t.request(`/api/v1/auth/order_videos/${videoId}/request-revision`, { token: user.token, body });

async function tickCount(videoId: string) {
  return (await t.ctx.db.select().from(checklistTick).where(eq(checklistTick.orderVideoId, videoId))).length;
}
async function roundCount(videoId: string) {
  return (await t.ctx.db.select().from(revisionRequest).where(eq(revisionRequest.orderVideoId, videoId))).length;
}

describe("the checklist an order takes from its brief", () => {
  it("is written when the order is placed: hooks, talking points, do's and don'ts in that order, the same for both sides", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 1 });
    const { orderId, videoId } = await placeOrder(w);
    const rows = await t.ctx.db.select().from(orderChecklistItem).where(eq(orderChecklistItem.orderId, orderId));
    expect(rows.sort((a, b) => a.position - b.position).map(({ kind, text }) => ({ kind, text }))).toEqual(EXPECTED_ITEMS);
    const [marker] = await t.ctx.db.select().from(orderChecklist).where(eq(orderChecklist.orderId, orderId));
    expect(marker!.source).toBe("order");

    const brandView = await checklist(w.brand, videoId);
    const creatorView = await checklist(w.creator, videoId);
    expect(brandView.items.map(({ kind, text }) => ({ kind, text }))).toEqual(EXPECTED_ITEMS);
    expect(creatorView.items).toEqual(brandView.items);
    expect(brandView).toMatchObject({ viewer: "buyer", status: "pending", tickableVersionId: null, mustFix: null, versions: [] });
    expect(creatorView.viewer).toBe("creator");
  });

  it("an order placed before checklists existed gets its items from its brief on first read, once", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 1 });
    const { orderId, videoId } = await placeOrder(w);
    // What an older order looks like: no checklist rows at all.
    await t.ctx.db.delete(orderChecklistItem).where(eq(orderChecklistItem.orderId, orderId));
    await t.ctx.db.delete(orderChecklist).where(eq(orderChecklist.orderId, orderId));
    const [first, second] = await Promise.all([checklist(w.brand, videoId), checklist(w.creator, videoId)]);
    expect(first.items.map((i) => i.text)).toEqual(EXPECTED_ITEMS.map((i) => i.text));
    expect(second.items).toEqual(first.items);
    expect(await t.ctx.db.select().from(orderChecklistItem).where(eq(orderChecklistItem.orderId, orderId))).toHaveLength(4);
    const [marker] = await t.ctx.db.select().from(orderChecklist).where(eq(orderChecklist.orderId, orderId));
    expect(marker!.source).toBe("backfill");
  });

  it("answers 404 to strangers, another brand and the anonymous alike", async () => {
    const { videoId } = await delivered();
    const stranger = await createUser(t, { types: ["brand"] });
    const otherCreator = await createUser(t, { types: ["creator"] });
    for (const user of [stranger, otherCreator]) {
      expect((await t.request(`/api/v1/auth/order_videos/${videoId}/checklist`, { token: user.token })).status).toBe(404);
    }
    expect((await t.request(`/api/v1/auth/order_videos/${videoId}/checklist`)).status).toBe(404);
    expect((await t.request(`/api/v1/auth/order_videos/not-an-id/checklist`, { token: stranger.token })).status).toBe(404);
  });
});

describe("ticking items per version", () => {
  it("the brand marks items met and unmet on the delivery under review; the newest tick wins and every tick stays in the history", async () => {
    const { w, videoId, versionId } = await delivered();
    const view = await checklist(w.brand, videoId);
    expect(view.tickableVersionId).toBe(versionId);
    const [hook, fragrance] = view.items;

    expect((await tick(w.brand, videoId, { versionId, itemId: hook!.id, state: "met" })).status).toBe(200);
    expect((await tick(w.brand, videoId, { versionId, itemId: fragrance!.id, state: "met" })).status).toBe(200);
    const res = await tick(w.brand, videoId, { versionId, itemId: fragrance!.id, state: "unmet" });
    expect(res.status).toBe(200);
    const after = videoChecklistResponseSchema.parse(await res.json()).data;
    expect(after.versions).toHaveLength(1);
    expect(Object.fromEntries(after.versions[0]!.marks.map((m) => [m.itemId, m.state]))).toEqual({
      [hook!.id]: "met",
      [fragrance!.id]: "unmet",
    });
    // The brand's user made them (createUser names users "Test User N").
    expect(after.versions[0]!.marks.every((m) => m.by?.startsWith("Test User"))).toBe(true);
    expect(after.history.map((h) => [h.itemId, h.state, h.version])).toEqual([
      [fragrance!.id, "unmet", 1],
      [fragrance!.id, "met", 1],
      [hook!.id, "met", 1],
    ]);

    // Clearing takes the mark back; the history keeps it.
    const cleared = videoChecklistResponseSchema.parse(
      await (await tick(w.brand, videoId, { versionId, itemId: hook!.id, state: "cleared" })).json(),
    ).data;
    expect(cleared.versions[0]!.marks.map((m) => m.itemId)).toEqual([fragrance!.id]);
    expect(cleared.history).toHaveLength(4);
    // The creator reads the same marks.
    expect((await checklist(w.creator, videoId)).versions).toEqual(cleared.versions);
  });

  it("only the brand ticks: the creator gets 403, strangers and the anonymous 404, and nothing is written", async () => {
    const { w, videoId, versionId } = await delivered();
    const [item] = (await checklist(w.brand, videoId)).items;
    const body = { versionId, itemId: item!.id, state: "met" };
    const byCreator = await tick(w.creator, videoId, body);
    expect(byCreator.status).toBe(403);
    expect(errorSchema.parse(await byCreator.json()).error.message).toBe("Only the brand ticks the checklist");
    expect((await tick(await createUser(t, { types: ["brand"] }), videoId, body)).status).toBe(404);
    expect((await tick(null, videoId, body)).status).toBe(404);
    expect(await tickCount(videoId)).toBe(0);
  });

  it("refuses a version before delivery, an item or version of another order, and bad input, with a 4xx and nothing written", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, videos: 1 });
    const { videoId } = await placeOrder(w);
    const [item] = (await checklist(w.brand, videoId)).items;
    // Nothing delivered: there is no version of this video to tick.
    const early = await tick(w.brand, videoId, { versionId: randomUUID(), itemId: item!.id, state: "met" });
    expect(early.status).toBe(400);
    expect(errorSchema.parse(await early.json()).error.fields).toHaveProperty("versionId");

    const other = await delivered();
    const [otherItem] = (await checklist(other.w.brand, other.videoId)).items;
    const foreignItem = await tick(other.w.brand, other.videoId, { versionId: other.versionId, itemId: item!.id, state: "met" });
    expect(foreignItem.status).toBe(400);
    expect(errorSchema.parse(await foreignItem.json()).error.fields).toHaveProperty("itemId");
    const bad = await tick(other.w.brand, other.videoId, { versionId: other.versionId, itemId: otherItem!.id, state: "maybe" });
    expect(bad.status).toBe(400);
    expect(errorSchema.parse(await bad.json()).error.fields).toHaveProperty("state");
    expect(await tickCount(videoId)).toBe(0);
    expect(await tickCount(other.videoId)).toBe(0);
  });

  it("not after approval, not on a version replaced by a newer one, not on a disputed order", async () => {
    const approved = await delivered();
    const [item] = (await checklist(approved.w.brand, approved.videoId)).items;
    expect((await tick(approved.w.brand, approved.videoId, { versionId: approved.versionId, itemId: item!.id, state: "met" })).status).toBe(
      200,
    );
    const approval = await t.request(`/api/v1/auth/order_videos/${approved.videoId}/approve`, {
      token: approved.w.brand.token,
      method: "POST",
    });
    expect(approval.status).toBe(200);
    const late = await tick(approved.w.brand, approved.videoId, { versionId: approved.versionId, itemId: item!.id, state: "unmet" });
    expect(late.status).toBe(409);
    expect(errorSchema.parse(await late.json()).error.message).toBe("This video is approved; its checklist is read-only");
    expect(await tickCount(approved.videoId)).toBe(1);
    expect((await checklist(approved.w.brand, approved.videoId)).tickableVersionId).toBeNull();

    // Version 1 asked to be fixed, then replaced by version 2.
    const revised = await delivered();
    const [first] = (await checklist(revised.w.brand, revised.videoId)).items;
    await tick(revised.w.brand, revised.videoId, { versionId: revised.versionId, itemId: first!.id, state: "unmet" });
    expect(
      (await requestRevision(revised.w.brand, revised.videoId, { note: "Open on the dropper", checklistItemIds: [first!.id] })).status,
    ).toBe(200);
    const underRevision = await tick(revised.w.brand, revised.videoId, { versionId: revised.versionId, itemId: first!.id, state: "met" });
    expect(underRevision.status).toBe(409);
    const v2 = await deliver(revised.w, revised.videoId);
    const stale = await tick(revised.w.brand, revised.videoId, { versionId: revised.versionId, itemId: first!.id, state: "met" });
    expect(stale.status).toBe(409);
    expect(errorSchema.parse(await stale.json()).error.message).toBe("Version 1 was replaced by a newer delivery; tick the newest version");
    expect((await tick(revised.w.brand, revised.videoId, { versionId: v2, itemId: first!.id, state: "met" })).status).toBe(200);

    const disputed = await delivered();
    await openDispute(t.ctx.db, {
      orderId: disputed.orderId,
      party: { side: "buyer", buyerAccountId: disputed.w.buyerAccountId },
      reason: "The video shows a competitor's bottle",
    });
    const [d] = (await checklist(disputed.w.brand, disputed.videoId)).items;
    expect((await tick(disputed.w.brand, disputed.videoId, { versionId: disputed.versionId, itemId: d!.id, state: "met" })).status).toBe(
      409,
    );
    expect(await tickCount(disputed.videoId)).toBe(0);
  });
});

describe("a revision request cites what to fix", () => {
  it("is refused without an unmet item or a frame comment, and with an item not marked unmet; nothing is written", async () => {
    const { w, videoId, versionId } = await delivered();
    const [hook, fragrance] = (await checklist(w.brand, videoId)).items;
    const bare = await requestRevision(w.brand, videoId, { note: "Please redo it" });
    expect(bare.status).toBe(400);
    const refusal = errorSchema.parse(await bare.json()).error;
    expect(refusal.message).toBe(
      "Cite at least one unmet checklist item or frame comment: mark what is missing as unmet, or pin a comment on the frame",
    );
    expect(refusal.fields).toHaveProperty("checklistItemIds");

    await tick(w.brand, videoId, { versionId, itemId: hook!.id, state: "met" });
    const metItem = await requestRevision(w.brand, videoId, { note: "Please redo it", checklistItemIds: [hook!.id] });
    expect(metItem.status).toBe(400);
    expect(errorSchema.parse(await metItem.json()).error.message).toBe(
      "“Open on the dropper” is not marked unmet on version 1; mark it unmet first",
    );
    const unticked = await requestRevision(w.brand, videoId, { note: "Please redo it", checklistItemIds: [fragrance!.id] });
    expect(unticked.status).toBe(400);
    const unknown = await requestRevision(w.brand, videoId, { note: "Please redo it", checklistItemIds: [randomUUID()] });
    expect(unknown.status).toBe(400);
    const notAComment = await requestRevision(w.brand, videoId, { note: "Please redo it", commentIds: [randomUUID()] });
    expect(notAComment.status).toBe(400);
    expect(errorSchema.parse(await notAComment.json()).error.fields).toHaveProperty("commentIds");

    expect(await roundCount(videoId)).toBe(0);
    const [row] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, videoId));
    expect(row!.status).toBe("uploaded");
    expect(row!.revisionRoundsLeft).toBe(2);
  });

  it("citing unmet items records them; the creator is told which items the next version must fix, until it is delivered", async () => {
    const { w, videoId, versionId } = await delivered();
    const [hook, fragrance, lasts] = (await checklist(w.brand, videoId)).items;
    await tick(w.brand, videoId, { versionId, itemId: hook!.id, state: "unmet" });
    await tick(w.brand, videoId, { versionId, itemId: fragrance!.id, state: "met" });
    await tick(w.brand, videoId, { versionId, itemId: lasts!.id, state: "unmet" });
    const res = await requestRevision(w.brand, videoId, { note: "Start on the product", checklistItemIds: [lasts!.id, hook!.id] });
    expect(res.status).toBe(200);

    const creatorView = await checklist(w.creator, videoId);
    expect(creatorView.status).toBe("revision_requested");
    // In the checklist's order, whatever order the request named them in.
    expect(creatorView.mustFix).toEqual({ label: "Revision 1 of 2", itemIds: [hook!.id, lasts!.id] });
    expect(creatorView.revisions).toHaveLength(1);
    expect(creatorView.revisions[0]).toMatchObject({ label: "Revision 1 of 2", versionId });

    await deliver(w, videoId);
    const afterV2 = await checklist(w.creator, videoId);
    expect(afterV2.mustFix).toBeNull();
    expect(afterV2.versions.map((v) => [v.version, v.marks.length])).toEqual([
      [1, 3],
      [2, 0],
    ]);
  });

  it("an open frame comment is enough; named comments are the ones carried", async () => {
    const { w, videoId, versionId } = await delivered();
    const pin = (body: string, frame: number) =>
      t.request(`/api/v1/auth/order_videos/${videoId}/comments`, { token: w.brand.token, body: { versionId, body, frame } });
    const a = (await (await pin("Label out of focus", 10)).json()) as { data: { id: string } };
    await pin("Music too loud", 20);
    const res = await requestRevision(w.brand, videoId, { note: "Fix the focus", commentIds: [a.data.id] });
    expect(res.status).toBe(200);
    const review = videoReviewResponseSchema.parse(
      await (await t.request(`/api/v1/auth/order_videos/${videoId}/review`, { token: w.brand.token })).json(),
    ).data;
    expect(review.revisions[0]!.commentIds).toEqual([a.data.id]);

    // Without commentIds, the open comments the request carries count as its citations.
    const other = await delivered();
    const pinned = await t.request(`/api/v1/auth/order_videos/${other.videoId}/comments`, {
      token: other.w.brand.token,
      body: { versionId: other.versionId, body: "Cut the pause", frame: 5 },
    });
    expect(pinned.status).toBe(201);
    expect((await requestRevision(other.w.brand, other.videoId, { note: "See my comment" })).status).toBe(200);
  });
});

describe("the checklist in the dispute evidence", () => {
  it("the admin sees the items, each version's marks, every tick with who and when, and the items each revision asked to fix", async () => {
    const { w, orderId, videoId, versionId } = await delivered();
    const [hook, fragrance] = (await checklist(w.brand, videoId)).items;
    await tick(w.brand, videoId, { versionId, itemId: hook!.id, state: "unmet" });
    await tick(w.brand, videoId, { versionId, itemId: fragrance!.id, state: "met" });
    await requestRevision(w.brand, videoId, { note: "Start on the product", checklistItemIds: [hook!.id] });
    const v2 = await deliver(w, videoId);
    await tick(w.brand, videoId, { versionId: v2, itemId: hook!.id, state: "unmet" });
    await openDispute(t.ctx.db, {
      orderId,
      party: { side: "buyer", buyerAccountId: w.buyerAccountId },
      reason: "The hook is still missing after a revision",
    });

    const res = await t.request(`/api/v2/disputes/${orderId}`, { token: admin.token });
    expect(res.status).toBe(200);
    const evidence = disputeEvidenceSchema.parse(((await res.json()) as { data: unknown }).data);
    expect(evidence.checklist.items.map(({ kind, text }) => ({ kind, text }))).toEqual(EXPECTED_ITEMS);
    const [video] = evidence.checklist.videos;
    expect(video!.orderVideoId).toBe(videoId);
    expect(video!.versions.map((v) => v.marks.map((m) => [m.itemId, m.state]).sort())).toEqual([
      [
        [hook!.id, "unmet"],
        [fragrance!.id, "met"],
      ].sort(),
      [[hook!.id, "unmet"]],
    ]);
    expect(video!.history.map((h) => [h.version, h.itemId, h.state])).toEqual([
      [2, hook!.id, "unmet"],
      [1, fragrance!.id, "met"],
      [1, hook!.id, "unmet"],
    ]);
    expect(video!.history.every((h) => h.by?.startsWith("Test User") && !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect(video!.revisions.map((r) => [r.label, r.itemIds])).toEqual([["Revision 1 of 2", [hook!.id]]]);
  });
});
