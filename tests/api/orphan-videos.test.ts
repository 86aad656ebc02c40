import { existsSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoAsset } from "@/server/db/schema";
import { sweepOrphanVideos } from "@/server/jobs/orphan-videos";
import { createUser, type TestApp } from "../support/test-app";
import { closeVideoTestApp, openVideoTestApp, uploadVideo } from "../support/video-uploads";

/*
 * Decision 043: a portfolio video the creator removed and a message video never sent are deleted
 * with their files a day after their upload started; a video on the profile, one sent in a
 * message and an order's delivery never are. Decision 046: a proposal upload never attached to a
 * proposal goes the same way (one attached stays: tests/api/proposal-videos.test.ts).
 */

let t: TestApp;
let clip: Buffer;
let storageDir: string;
beforeAll(async () => ({ t, clip, storageDir } = await openVideoTestApp("orphan-videos")));
afterAll(() => closeVideoTestApp(t));

const fileOf = (key: string) => path.join(storageDir, "objects", key);
const keysOf = async (assetId: string) => {
  const [row] = await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, assetId));
  return [row!.originalKey, row!.posterKey, row!.thumbnailStripKey].filter((k): k is string => Boolean(k));
};

describe("sweeping videos nothing points to", () => {
  it("removes a removed portfolio video and an unsent message video with their files, once; keeps the rest", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    const brand = await createUser(t, { types: ["brand"] });
    const opened = await t.request("/api/v1/auth/conversations", { token: brand.token, body: { userId: creator.id } });
    const conversationId = ((await opened.json()) as { data: { id: string } }).data.id;

    const kept = await uploadVideo(t, creator, clip, { purpose: "portfolio" }, { process: true });
    // Removed while it still processed: a finished one is deleted at once (tests/api/portfolio-videos.test.ts).
    const removed = await uploadVideo(t, creator, clip, { purpose: "portfolio" });
    expect((await t.request(`/api/v1/creators/me/portfolio/${removed}`, { method: "DELETE", token: creator.token })).status).toBe(200);
    const { processVideoAsset } = await import("@/server/domain/videos/process-video-asset");
    expect(await processVideoAsset({ db: t.ctx.db, storage: t.ctx.storage }, removed)).toBe("ready");
    const sent = await uploadVideo(t, brand, clip, { purpose: "message", conversationId }, { process: true });
    const sending = await t.request(`/api/v1/auth/conversation/${conversationId}/messages`, {
      token: brand.token,
      body: { body: "The cut", attachments: [{ kind: "video", assetId: sent }] },
    });
    expect(sending.status, await sending.clone().text()).toBe(201);
    const unsent = await uploadVideo(t, brand, clip, { purpose: "message", conversationId }, { process: true });

    const all = [kept, removed, sent, unsent];
    const removedFiles = [...(await keysOf(removed)), ...(await keysOf(unsent))];
    expect(removedFiles.length).toBeGreaterThanOrEqual(4);
    for (const key of removedFiles) expect(existsSync(fileOf(key)), key).toBe(true);

    // Within a day nothing goes: an unsent video may still be sent.
    expect(await sweepOrphanVideos(t.ctx)).toBe(0);

    await t.ctx.db
      .update(videoAsset)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(videoAsset.id, all));
    expect(await sweepOrphanVideos(t.ctx)).toBe(2);
    const left = await t.ctx.db.select({ id: videoAsset.id }).from(videoAsset).where(inArray(videoAsset.id, all));
    expect(left.map((r) => r.id).sort()).toEqual([kept, sent].sort());
    for (const key of removedFiles) expect(existsSync(fileOf(key)), key).toBe(false);
    for (const key of [...(await keysOf(kept)), ...(await keysOf(sent))]) expect(existsSync(fileOf(key)), key).toBe(true);

    // The video in the message still streams to the creator; the swept one is gone (404).
    expect((await t.request(`/api/v1/videos/${sent}/original`, { token: creator.token })).status).toBe(302);
    expect((await t.request(`/api/v1/videos/${unsent}/original`, { token: brand.token })).status).toBe(404);
    // A second run finds nothing.
    expect(await sweepOrphanVideos(t.ctx)).toBe(0);
  });

  it("removes a proposal upload never attached to a proposal, a day after it started, with its files", async () => {
    const creator = await createUser(t, { types: ["creator"] });
    const unattached = await uploadVideo(t, creator, clip, { purpose: "proposal" }, { process: true });
    const files = await keysOf(unattached);
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(await sweepOrphanVideos(t.ctx)).toBe(0);
    await t.ctx.db
      .update(videoAsset)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(videoAsset.id, unattached));
    expect(await sweepOrphanVideos(t.ctx)).toBe(1);
    expect(await t.ctx.db.select().from(videoAsset).where(eq(videoAsset.id, unattached))).toEqual([]);
    for (const key of files) expect(existsSync(fileOf(key)), key).toBe(false);
  });
});
