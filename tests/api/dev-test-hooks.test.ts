import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderVideo, orderVideoVersion, videoAsset } from "@/server/db/schema";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp } from "../support/test-app";

/*
 * The browser tests' delivery hook goes the way a creator's upload goes: the asset is uploaded,
 * processed (ready, with its poster) and becomes the next version of the order video, which the
 * order engine marks delivered — all or nothing, with a version number that follows the last.
 */

let t: TestApp;
let w: OrderWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 50_000, videos: 1, revisionRounds: 1 });
});
afterAll(() => t.close());

const deliver = (videoId: string, token: string) =>
  t.request(`/api/v1/dev/order-videos/${videoId}/deliver-sample`, { token, method: "POST" });

describe("POST /api/v1/dev/order-videos/{id}/deliver-sample", () => {
  it("uploads, processes and delivers the sample as the next version; refuses a second delivery and strangers", async () => {
    const { order, videos } = await buyOrder(t, w);
    const videoId = videos[0]!.id;

    const stranger = await createUser(t, { types: ["creator"] });
    expect((await deliver(videoId, stranger.token)).status).toBe(404);

    const res = await deliver(videoId, w.creator.token);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { orderId: string; assetId: string } };
    expect(data.orderId).toBe(order.id);

    const [asset] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, data.assetId));
    expect(asset).toMatchObject({ status: "ready", purpose: "order_delivery", orderVideoId: videoId });
    expect(asset!.posterKey).toBeTruthy();
    const versions = await t.ctx.db.select().from(orderVideoVersion).where(eq(orderVideoVersion.orderVideoId, videoId));
    expect(versions.map((v) => [v.version, v.assetId])).toEqual([[1, data.assetId]]);
    const [video] = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.id, videoId));
    expect(video!.status).toBe("uploaded");

    // Delivered: the video no longer waits for one, and nothing more is stored.
    const again = await deliver(videoId, w.creator.token);
    expect(again.status).toBe(409);
    expect(await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.orderVideoId, videoId))).toHaveLength(1);

    // A revision asked for (citing a frame comment, as every request must): the next delivery is version 2.
    const pinned = await t.request(`/api/v1/auth/order_videos/${videoId}/comments`, {
      token: w.brand.token,
      body: { versionId: versions[0]!.id, body: "The label is out of focus", frame: 0 },
    });
    expect(pinned.status).toBe(201);
    const revise = await t.request(`/api/v1/auth/order_videos/${videoId}/request-revision`, {
      token: w.brand.token,
      body: { note: "Show the label up close, please" },
    });
    expect(revise.status).toBe(200);
    expect((await deliver(videoId, w.creator.token)).status).toBe(201);
    const after = await t.ctx.db.select().from(orderVideoVersion).where(eq(orderVideoVersion.orderVideoId, videoId));
    expect(after.map((v) => v.version).sort()).toEqual([1, 2]);
  });
});
