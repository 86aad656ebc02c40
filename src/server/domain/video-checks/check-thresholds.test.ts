import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckFinding } from "@/contracts/video-checks";
import { ffmpegPath, probeVideo } from "@/server/integrations/video/ffmpeg";
import { measureVideoFile } from "@/server/integrations/video/checks/run-checks";
import { evaluateChecks, type Deliverable } from "./check-thresholds";

/*
 * Each clip is made here by ffmpeg's own sources, so the test knows where every black, still or
 * silent stretch is and how loud the tone is; the checks must find them, at the right moment
 * (within one frame), and nothing on a clean clip.
 */

const run = promisify(execFile);
const FPS = 30;
const FRAME_MS = 1000 / FPS;
const W = 180;
const H = 320;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "video-checks-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Moving picture (testsrc2 never stands still) and a tone; `videoParts`/`audioParts` are lavfi sources concatenated in order. */
async function clip(name: string, videoParts: string[], audioParts: string[] | null): Promise<string> {
  const out = path.join(dir, `${name}.mp4`);
  const inputs = [...videoParts, ...(audioParts ?? [])].flatMap((source) => ["-f", "lavfi", "-i", source]);
  const v = videoParts.map((_, i) => `[${i}:v]`).join("");
  const a = audioParts?.map((_, i) => `[${videoParts.length + i}:a]`).join("") ?? "";
  const graph = [`${v}concat=n=${videoParts.length}:v=1:a=0,format=yuv420p[v]`];
  if (audioParts) graph.push(`${a}concat=n=${audioParts.length}:v=0:a=1[a]`);
  await run(ffmpegPath(), [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...inputs,
    "-filter_complex",
    graph.join(";"),
    "-map",
    "[v]",
    ...(audioParts ? ["-map", "[a]", "-c:a", "aac", "-b:a", "128k"] : []),
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    out,
  ]);
  return out;
}

const moving = (seconds: number, size = `${W}x${H}`) => `testsrc2=s=${size}:r=${FPS}:d=${seconds}`;
const black = (seconds: number) => `color=black:s=${W}x${H}:r=${FPS}:d=${seconds}`;
const still = (seconds: number) => `color=0x3070c0:s=${W}x${H}:r=${FPS}:d=${seconds}`;
/** ffmpeg's sine has amplitude 1/8: -21.8 LUFS for a mono 1 kHz tone; `gainDb` moves it from there. */
const tone = (seconds: number, gainDb = 0) => `sine=f=1000:r=48000:d=${seconds},volume=${gainDb}dB`;
const silence = (seconds: number) => `anullsrc=r=48000:cl=mono,atrim=0:${seconds}`;
const SINE_LUFS = -21.8;
/** Loud enough to pass: -14 LUFS. */
const AT_TARGET = -14 - SINE_LUFS;

async function check(file: string, deliverable: Deliverable = {}): Promise<CheckFinding[]> {
  const probe = await probeVideo(file);
  if (!probe) throw new Error("not a video");
  const measured = await measureVideoFile(file, { hasAudio: probe.audioCodec !== null });
  return evaluateChecks(measured, probe, deliverable);
}
const warningsOf = (findings: CheckFinding[]) => findings.filter((f) => f.level === "warning");

describe("delivery checks on generated clips", () => {
  it("finds nothing on a clean 9:16 clip with sound at -14 LUFS", async () => {
    const file = await clip("clean", [moving(3)], [tone(3, AT_TARGET)]);
    const findings = await check(file, { aspectRatio: "9:16", videoLengthSeconds: 3 });
    // 180×320 is below the platforms' minimum: the only warning a small test clip may get.
    expect(warningsOf(findings).map((f) => f.code)).toEqual(["resolution"]);
    expect(findings.find((f) => f.code === "loudness")?.message).toMatch(/^Loudness -1[345]\.\d LUFS/);
  });

  it("warns on a black start and says when the picture appears, within one frame", async () => {
    const file = await clip("black-start", [black(1.5), moving(2)], [tone(3.5, AT_TARGET)]);
    const found = warningsOf(await check(file)).filter((f) => f.code === "black");
    expect(found).toHaveLength(1);
    expect(found[0]!.atMs).toBe(0);
    expect(Math.abs(found[0]!.endMs! - 1500)).toBeLessThanOrEqual(FRAME_MS);
    expect(found[0]!.message).toMatch(/opens on a black screen for 1\.5 s/);
  });

  it("does not warn on a black cut shorter than half a second in the middle", async () => {
    const file = await clip("short-black", [moving(1.5), black(0.3), moving(1.5)], [tone(3.3, AT_TARGET)]);
    expect(warningsOf(await check(file)).map((f) => f.code)).not.toContain("black");
  });

  it("warns on a frozen picture and places it within one frame", async () => {
    const file = await clip("freeze", [moving(1.5), still(2), moving(1.5)], [tone(5, AT_TARGET)]);
    const found = warningsOf(await check(file)).filter((f) => f.code === "freeze");
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.atMs! - 1500)).toBeLessThanOrEqual(FRAME_MS);
    expect(Math.abs(found[0]!.endMs! - 3500)).toBeLessThanOrEqual(FRAME_MS);
  });

  it("warns when nothing is heard at the start, up to when the sound begins (within one frame)", async () => {
    const file = await clip("silent-start", [moving(3)], [silence(1.2), tone(1.8, AT_TARGET)]);
    const found = warningsOf(await check(file)).filter((f) => f.code === "silent_start");
    expect(found).toHaveLength(1);
    expect(found[0]!.atMs).toBe(0);
    expect(Math.abs(found[0]!.endMs! - 1200)).toBeLessThanOrEqual(FRAME_MS);
  });

  it("does not warn on a start silent for less than half a second", async () => {
    const file = await clip("short-silence", [moving(3)], [silence(0.3), tone(2.7, AT_TARGET)]);
    expect(warningsOf(await check(file)).map((f) => f.code)).not.toContain("silent_start");
  });

  it("measures a -30 LUFS clip as -30 and warns that it is too quiet", async () => {
    const file = await clip("quiet", [moving(4)], [tone(4, -30 - SINE_LUFS)]);
    const found = warningsOf(await check(file)).find((f) => f.code === "loudness");
    const lufs = Number(found?.message.match(/is (-?\d+\.\d) LUFS/)?.[1]);
    expect(Math.abs(lufs - -30)).toBeLessThanOrEqual(1);
    expect(found?.message).toMatch(/quieter/);
  });

  it("passes -15.5 LUFS and warns at -17 LUFS (the ±2 LU edge)", async () => {
    const inside = await clip("inside", [moving(3)], [tone(3, -15.5 - SINE_LUFS)]);
    const outside = await clip("outside", [moving(3)], [tone(3, -17 - SINE_LUFS)]);
    expect(warningsOf(await check(inside)).map((f) => f.code)).not.toContain("loudness");
    expect(warningsOf(await check(outside)).map((f) => f.code)).toContain("loudness");
  });

  it("warns on a letterboxed picture (16:9 content in a 9:16 frame) and not on pillarbox", async () => {
    const file = await clip("letterbox", [`${moving(3, "180x100")},pad=${W}:${H}:0:(oh-ih)/2:black`], [tone(3, AT_TARGET)]);
    const codes = warningsOf(await check(file)).map((f) => f.code);
    expect(codes).toContain("letterbox");
    expect(codes).not.toContain("pillarbox");
  });

  it("warns on pillarbox bars left and right", async () => {
    const file = await clip("pillarbox", [`${moving(3, "100x320")},pad=${W}:${H}:(ow-iw)/2:0:black`], [tone(3, AT_TARGET)]);
    expect(warningsOf(await check(file)).map((f) => f.code)).toContain("pillarbox");
  });

  it("warns on no sound at all, and on length and aspect ratio against the order", async () => {
    const file = await clip("mute-landscape", [moving(3, "320x180")], null);
    const codes = warningsOf(await check(file, { videoLengthSeconds: 30, aspectRatio: "9:16" })).map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(["no_sound", "length", "aspect_ratio"]));
  });

  it("warns on a frame rate the platforms do not take", async () => {
    const out = path.join(dir, "slow.mp4");
    await run(ffmpegPath(), [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `testsrc2=s=${W}x${H}:r=12:d=2`,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      out,
    ]);
    expect(warningsOf(await check(out)).map((f) => f.code)).toContain("frame_rate");
  });
});
