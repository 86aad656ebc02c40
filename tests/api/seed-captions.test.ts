import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoCaptionsResponseSchema } from "@/contracts/captions";
import { captionBurn, captionTrack, user, videoLicence } from "@/server/db/schema";
import { burnCaptionVideo, timeCaptionTrack } from "@/server/domain/captions/caption-work";
import { deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { makeSampleClip } from "@/server/integrations/video/sample-clip";
import { DEMO_ACCOUNTS } from "@/server/seed/demo-accounts";
import { seedCaptions } from "@/server/seed/seed-captions";
import { attachSampleVersion } from "@/server/seed/sample-delivery";
import { buyOrder, orderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The demo captions on a small world of their own: a brand with the demo brand's e-mail and three
 * approved (licensed) videos. The seed leaves one track of each state, and the workers' steps
 * finish what it queued: the "Bold white" burn and the script waiting to be timed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("demo captions", () => {
  it("show ready captions with a burn to render, an outdated burn, and a script to time", async () => {
    const w = await orderWorld(t, { walletCents: 30_000, priceCents: 30_000, videos: 3 });
    await t.ctx.db.update(user).set({ email: DEMO_ACCOUNTS.brand.email }).where(eq(user.id, w.brand.id));
    const clip = await makeSampleClip({ seconds: 12, width: 180, height: 320, fps: 24 });
    const { videos } = await buyOrder(t, w);
    for (const video of videos) {
      await attachSampleVersion(t.ctx.db, t.ctx.storage, { orderVideoId: video.id, ownerUserId: w.creator.id, clip });
      await deliverOrderVideo(t.ctx.db, { videoId: video.id, party: { side: "creator", userId: w.creator.id } });
    }
    for (const video of videos) {
      const res = await t.request(`/api/v1/auth/order_videos/${video.id}/approve`, { token: w.brand.token, method: "POST" });
      expect(res.status).toBe(200);
    }

    await seedCaptions(t.ctx);
    await seedCaptions(t.ctx); // a second run adds nothing
    const tracks = await t.ctx.db.select().from(captionTrack);
    expect(tracks.map((tr) => tr.status).sort()).toEqual(["ready", "ready", "timing"]);
    const burns = await t.ctx.db.select().from(captionBurn);
    expect(burns.map((b) => `${b.style}:${b.status}`).sort()).toEqual(["bold_white:rendering", "boxed:failed"]);

    // The workers finish what the seed queued.
    const rendering = burns.find((b) => b.status === "rendering")!;
    expect(await burnCaptionVideo({ db: t.ctx.db, storage: t.ctx.storage }, rendering.id)).toBe("ready");
    const timing = tracks.find((tr) => tr.status === "timing")!;
    expect(await timeCaptionTrack({ db: t.ctx.db, storage: t.ctx.storage }, timing.id)).toBe("ready");

    const burned = tracks.find((tr) => tr.id === rendering.trackId)!;
    const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, burned.orderVideoId));
    const res = await t.request(`/api/v1/auth/order_videos/${burned.orderVideoId}/captions`, { token: w.brand.token });
    const seen = videoCaptionsResponseSchema.parse(await res.json()).data;
    const track = seen.versions[0]!.track!;
    expect(track.cues.length).toBeGreaterThanOrEqual(3);
    expect(track.burns).toEqual([
      expect.objectContaining({
        style: "bold_white",
        status: "ready",
        isOutdated: false,
        fileName: `${licence!.assetCode}-captions-bold-white.mp4`,
      }),
    ]);
    const file = await t.request(`/api/v1/auth/order_video_versions/${track.versionId}/captions/burns/bold_white/download`, {
      token: w.creator.token,
    });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
