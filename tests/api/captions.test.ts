import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captionBurnResponseSchema, captionTrackResponseSchema, videoCaptionsResponseSchema } from "@/contracts/captions";
import { parseSrt, toSrt, type Cue } from "@/lib/captions/cues";
import { captionTrack, videoLicence } from "@/server/db/schema";
import { burnCaptionVideo, timeCaptionTrack } from "@/server/domain/captions/caption-work";
import { deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { ffmpegPath } from "@/server/integrations/video/ffmpeg";
import { probeVideo } from "@/server/integrations/video/ffmpeg";
import type { SampleClip } from "@/server/integrations/video/sample-clip";
import { attachSampleVersion } from "@/server/seed/sample-delivery";
import { buyOrder, orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, createUser, type TestApp, type TestUser } from "../support/test-app";

/*
 * Captions through the API: a script timed to the speech of a delivered clip by the worker step,
 * an SRT imported, edited and exported, a burn-in made and downloaded under the asset code once
 * the video is licensed; 404 to every stranger, 4xx for bad input with nothing changed. The clip
 * is made here by ffmpeg: a 4 s test card with two tones (0.4–1.4 s and 2.2–3.4 s) for speech.
 */

let t: TestApp;
let clip: SampleClip;
let work: string;
const TONES = [
  { startMs: 400, endMs: 1400 },
  { startMs: 2200, endMs: 3400 },
];
beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(path.join(tmpdir(), "captions-api-"));
  const file = path.join(work, "speech.mp4");
  const gate = TONES.map((s) => `between(t,${s.startMs / 1000},${s.endMs / 1000})`).join("+");
  const made = spawnSync(ffmpegPath(), [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=size=180x320:rate=25:duration=4"],
    ...["-f", "lavfi", "-i", "sine=frequency=300:sample_rate=48000:duration=4"],
    ...["-af", `volume='if(${gate},1,0)':eval=frame`, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-shortest", "-movflags", "+faststart", file],
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  clip = { bytes: await readFile(file), durationMs: 4000, width: 180, height: 320, frameRate: { num: 25, den: 1 } };
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await t?.close();
});

const deps = () => ({ db: t.ctx.db, storage: t.ctx.storage });

async function deliveredVideo(w: OrderWorld) {
  const { videos } = await buyOrder(t, w);
  const videoId = videos[0]!.id;
  const v = await attachSampleVersion(t.ctx.db, t.ctx.storage, { orderVideoId: videoId, ownerUserId: w.creator.id, clip });
  await deliverOrderVideo(t.ctx.db, { videoId, party: { side: "creator", userId: w.creator.id } });
  return { videoId, versionId: v.versionId };
}

const captionsOf = async (user: TestUser, videoId: string) => {
  const res = await t.request(`/api/v1/auth/order_videos/${videoId}/captions`, { token: user.token });
  expect(res.status).toBe(200);
  return videoCaptionsResponseSchema.parse(await res.json()).data;
};
const start = (user: TestUser | null, versionId: string, body: unknown) =>
  t.request(`/api/v1/auth/order_video_versions/${versionId}/captions`, { token: user?.token, body });
const save = (user: TestUser | null, versionId: string, body: unknown) =>
  t.request(`/api/v1/auth/order_video_versions/${versionId}/captions/cues`, { token: user?.token, body, method: "PUT" });
const burn = (user: TestUser | null, versionId: string, style: string) =>
  t.request(`/api/v1/auth/order_video_versions/${versionId}/captions/burns`, { token: user?.token, body: { style } });
const exportFile = (user: TestUser | null, versionId: string, format: string) =>
  t.request(`/api/v1/auth/order_video_versions/${versionId}/captions/export?format=${format}`, { token: user?.token });

async function trackRow(versionId: string) {
  const [row] = await t.ctx.db.select().from(captionTrack).where(eq(captionTrack.versionId, versionId));
  return row;
}

describe("a script timed to the speech", () => {
  it("the creator pastes a script; the worker lays one sentence on each stretch of speech", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, priceCents: 10_000, videos: 1 });
    const { videoId, versionId } = await deliveredVideo(w);
    const res = await start(w.creator, versionId, { source: "script", text: "Stop scrolling right now.\nThis serum changed my mornings." });
    expect(res.status).toBe(201);
    const created = captionTrackResponseSchema.parse(await res.json()).data;
    expect(created).toMatchObject({ status: "timing", provider: "built_in", source: "script", cues: [] });
    // Edits wait for the timing.
    expect((await save(w.brand, versionId, { revision: created.revision, cues: [] })).status).toBe(409);

    expect(await timeCaptionTrack(deps(), created.id)).toBe("ready");
    expect(await timeCaptionTrack(deps(), created.id)).toBe("skipped");
    const seen = await captionsOf(w.brand, videoId);
    const track = seen.versions[0]!.track!;
    expect(track.status).toBe("ready");
    expect(track.cues.map((c) => c.text)).toEqual(["Stop scrolling right now.", "This serum changed my mornings."]);
    for (const [i, cue] of track.cues.entries()) {
      expect(Math.abs(cue.startMs - TONES[i]!.startMs)).toBeLessThanOrEqual(80);
      expect(Math.abs(cue.endMs - TONES[i]!.endMs)).toBeLessThanOrEqual(80);
    }
    expect(seen.briefText).toBe("Unboxing and first impressions of the serum");
    expect(seen.canEdit).toBe(true);
  });

  it("starts from the brief's text", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, priceCents: 10_000, videos: 1 });
    const { versionId } = await deliveredVideo(w);
    const res = await start(w.brand, versionId, { source: "brief" });
    expect(res.status).toBe(201);
    const track = captionTrackResponseSchema.parse(await res.json()).data;
    expect(track.script).toBe("Unboxing and first impressions of the serum");
    expect(await timeCaptionTrack(deps(), track.id)).toBe("ready");
    expect((await trackRow(versionId))!.cues.map((c) => c.text)).toEqual(["Unboxing and first\nimpressions of the serum"]);
  });
});

const SRT = "1\n00:00:00,400 --> 00:00:01,400\nStop scrolling.\n\n2\n00:00:02,200 --> 00:00:03,400\nThis changed my routine.\n";

describe("import, edit, export, burn in", () => {
  it("round-trips an SRT through the API and burns it in, downloaded under the licence's asset code", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, priceCents: 10_000, videos: 1 });
    const { videoId, versionId } = await deliveredVideo(w);
    const imported = captionTrackResponseSchema.parse(await (await start(w.creator, versionId, { source: "srt", text: SRT })).json()).data;
    expect(imported.status).toBe("ready");
    expect(imported.cues).toEqual(parseSrt(SRT));

    const edited: Cue[] = [
      { startMs: 350, endMs: 1450, text: "Stop scrolling!" },
      { startMs: 2200, endMs: 3300, text: "This changed\nmy whole routine." },
    ];
    // A stale revision loses to the edit saved meanwhile; a bad cue is named; neither changes anything.
    expect((await save(w.brand, versionId, { revision: imported.revision - 1, cues: edited })).status).toBe(409);
    const overlap = await save(w.brand, versionId, { revision: imported.revision, cues: [edited[0], { ...edited[1]!, startMs: 1000 }] });
    expect(overlap.status).toBe(400);
    expect(((await overlap.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "cues.1": "Caption 2 starts before caption 1 ends",
    });
    const tooLate = await save(w.brand, versionId, { revision: imported.revision, cues: [{ startMs: 3000, endMs: 4500, text: "x" }] });
    expect(tooLate.status).toBe(400);
    expect((await trackRow(versionId))!.cues).toEqual(parseSrt(SRT));

    const saved = await save(w.brand, versionId, { revision: imported.revision, cues: edited });
    expect(saved.status).toBe(200);
    expect(captionTrackResponseSchema.parse(await saved.json()).data.revision).toBe(imported.revision + 1);

    const srt = await exportFile(w.creator, versionId, "srt");
    expect(srt.status).toBe(200);
    expect(srt.headers.get("content-disposition")).toContain('filename="order-video-1-v1-captions.srt"');
    const text = await srt.text();
    expect(text).toBe(toSrt(edited));
    expect(parseSrt(text)).toEqual(edited);
    const vtt = await exportFile(w.brand, versionId, "vtt");
    expect(await vtt.text()).toBe(
      "WEBVTT\n\n1\n00:00:00.350 --> 00:00:01.450\nStop scrolling!\n\n2\n00:00:02.200 --> 00:00:03.300\nThis changed\nmy whole routine.\n",
    );

    // Approval licenses the version: its downloads carry the asset code from then on.
    expect((await t.request(`/api/v1/auth/order_videos/${videoId}/approve`, { token: w.brand.token, method: "POST" })).status).toBe(200);
    const [licence] = await t.ctx.db.select().from(videoLicence).where(eq(videoLicence.orderVideoId, videoId));
    const code = licence!.assetCode;

    const asked = await burn(w.brand, versionId, "yellow_pop");
    expect(asked.status).toBe(202);
    const rendering = captionBurnResponseSchema.parse(await asked.json()).data;
    expect(rendering).toMatchObject({
      status: "rendering",
      style: "yellow_pop",
      isOutdated: false,
      fileName: `${code}-captions-yellow-pop.mp4`,
    });
    const download = `/api/v1/auth/order_video_versions/${versionId}/captions/burns/yellow_pop/download`;
    expect((await t.request(download, { token: w.brand.token })).status).toBe(404);
    expect(await burnCaptionVideo(deps(), rendering.id)).toBe("ready");
    // Asking again for the same cues changes nothing.
    expect(captionBurnResponseSchema.parse(await (await burn(w.creator, versionId, "yellow_pop")).json()).data.status).toBe("ready");

    const file = await t.request(download, { token: w.brand.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain(`filename="${code}-captions-yellow-pop.mp4"`);
    const local = path.join(work, "burned.mp4");
    await writeFile(local, Buffer.from(await file.arrayBuffer()));
    const probe = await probeVideo(local);
    expect(probe).toMatchObject({ width: 180, height: 320, videoCodec: "h264", audioCodec: "aac" });
    expect(Math.abs(probe!.durationMs - 4000)).toBeLessThanOrEqual(100);
    expect((await exportFile(w.brand, versionId, "srt")).headers.get("content-disposition")).toContain(`filename="${code}-captions.srt"`);

    // An edit after the burn shows it as out of date until burned again.
    const current = (await captionsOf(w.creator, videoId)).versions[0]!.track!;
    await save(w.creator, versionId, { revision: current.revision, cues: [{ ...edited[0]!, text: "Stop." }, edited[1]] });
    const after = (await captionsOf(w.brand, videoId)).versions[0]!.track!;
    expect(after.burns).toEqual([expect.objectContaining({ style: "yellow_pop", status: "ready", isOutdated: true })]);
  });
});

describe("refusals", () => {
  it("answers 404 to other brands, other creators and anonymous callers, and changes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, priceCents: 10_000, videos: 1 });
    const { videoId, versionId } = await deliveredVideo(w);
    await start(w.creator, versionId, { source: "srt", text: SRT });
    const before = await trackRow(versionId);
    const otherBrand = await createUser(t, { types: ["brand"] });
    const otherCreator = await createUser(t, { types: ["creator"] });
    for (const stranger of [otherBrand, otherCreator, null]) {
      expect((await t.request(`/api/v1/auth/order_videos/${videoId}/captions`, { token: stranger?.token })).status).toBe(404);
      expect((await start(stranger, versionId, { source: "script", text: "Hello there." })).status).toBe(404);
      expect((await save(stranger, versionId, { revision: before!.revision, cues: [] })).status).toBe(404);
      expect((await burn(stranger, versionId, "boxed")).status).toBe(404);
      expect((await exportFile(stranger, versionId, "srt")).status).toBe(404);
      expect(
        (await t.request(`/api/v1/auth/order_video_versions/${versionId}/captions/burns/boxed/download`, { token: stranger?.token }))
          .status,
      ).toBe(404);
    }
    expect(await trackRow(versionId)).toEqual(before);
  });

  it("answers bad input with a 400 naming the field, and changes nothing", async () => {
    const w = await orderWorld(t, { walletCents: 20_000, priceCents: 10_000, videos: 1 });
    const { versionId } = await deliveredVideo(w);
    const cases: [unknown, string][] = [
      [{ source: "tiktok", text: "x" }, "source"],
      [{ source: "script", text: "   " }, "text"],
      [{ source: "srt", text: "1\n00:00:01,000 -> 00:00:02,000\nHi\n" }, "text"],
      [{ source: "srt", text: "1\n00:00:01,000 --> 00:00:09,000\nPast the end\n" }, "text"],
      [{ source: "vtt", text: "1\n00:00:01.000 --> 00:00:02.000\nNo header\n" }, "text"],
      [{ source: "script", text: 42 }, "text"],
    ];
    for (const [body, field] of cases) {
      const res = await start(w.creator, versionId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toContain(field);
    }
    expect(await trackRow(versionId)).toBeUndefined();
    expect((await burn(w.creator, versionId, "boxed")).status).toBe(404);
    await start(w.creator, versionId, { source: "srt", text: SRT });
    expect((await burn(w.creator, versionId, "neon")).status).toBe(400);
    expect((await exportFile(w.creator, versionId, "ass")).status).toBe(400);
    expect((await save(w.creator, versionId, { revision: "one", cues: [] })).status).toBe(400);
  });
});
