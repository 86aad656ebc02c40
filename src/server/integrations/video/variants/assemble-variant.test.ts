import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath, probeVideo } from "../ffmpeg";
import { assembleVariantArgs } from "./assemble-args";
import { assembleVariant } from "./assemble-variant";

const run = promisify(execFile);
let dir = "";

/** A clip made by ffmpeg: test pattern at a size and rate, with a tone or without audio. */
async function clip(name: string, o: { seconds: number; width: number; height: number; fps: number; audio: boolean }) {
  const file = path.join(dir, name);
  const inputs = ["-f", "lavfi", "-i", `testsrc2=size=${o.width}x${o.height}:rate=${o.fps}:duration=${o.seconds}`];
  if (o.audio) inputs.push("-f", "lavfi", "-i", `sine=frequency=440:sample_rate=44100:duration=${o.seconds}`);
  await run(ffmpegPath(), [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...inputs,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    ...(o.audio ? ["-c:a", "aac", "-shortest"] : []),
    file,
  ]);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "variant-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("assembleVariantArgs", () => {
  it("cuts each part at its input, pads a silent part with silence and concatenates three parts", () => {
    const args = assembleVariantArgs({
      hook: { file: "hook.mov", startMs: 0, durationMs: 2500, hasAudio: false },
      body: { file: "video.mp4", startMs: 3000, durationMs: 20000, hasAudio: true },
      cta: { file: "video.mp4", startMs: 27000, durationMs: 3000, hasAudio: true },
      width: 1079,
      height: 1920,
      fps: { num: 30000, den: 1001 },
      output: "out.mp4",
    });
    const joined = args.join(" ");
    expect(joined).toContain("-ss 0.000 -t 2.500 -i hook.mov");
    expect(joined).toContain("-ss 3.000 -t 20.000 -i video.mp4");
    expect(joined).toContain("-ss 27.000 -t 3.000 -i video.mp4");
    expect(joined).toContain("-f lavfi -t 2.500 -i anullsrc=r=48000:cl=stereo");
    // The silent source is input 3 and feeds the hook's audio; odd sizes are made even for H.264.
    expect(joined).toContain("[3:a:0]aresample");
    expect(joined).toContain("scale=1080:1920");
    expect(joined).toContain("fps=30000/1001");
    expect(joined).toContain("concat=n=3:v=1:a=1");
    expect(args.at(-1)).toBe("out.mp4");
  });
});

describe("assembleVariant", () => {
  it("renders hook + body + call to action at the approved video's size, as long as the parts within a frame", async () => {
    const video = await clip("approved.mp4", { seconds: 6, width: 180, height: 320, fps: 30, audio: true });
    // A hook of another size and rate, without audio: normalised, and given silence.
    const hook = await clip("hook.mp4", { seconds: 2.5, width: 240, height: 240, fps: 25, audio: false });
    const output = path.join(dir, "variant.mp4");
    await assembleVariant({
      hook: { file: hook, startMs: 0, durationMs: 2500, hasAudio: false },
      body: { file: video, startMs: 1000, durationMs: 3000, hasAudio: true },
      cta: { file: video, startMs: 4000, durationMs: 2000, hasAudio: true },
      width: 180,
      height: 320,
      fps: { num: 30, den: 1 },
      output,
    });
    const probe = await probeVideo(output);
    expect(probe).not.toBeNull();
    expect(probe!.width).toBe(180);
    expect(probe!.height).toBe(320);
    expect(probe!.videoCodec).toBe("h264");
    expect(probe!.audioCodec).toBe("aac");
    expect(probe!.frameRateNum / probe!.frameRateDen).toBe(30);
    // 2.5 + 3 + 2 s; one frame at 30 fps is 33 ms.
    expect(Math.abs(probe!.durationMs - 7500)).toBeLessThanOrEqual(34);
  });

  it("fails with ffmpeg's words when a part cannot be read", async () => {
    const missing = path.join(dir, "missing.mp4");
    await expect(
      assembleVariant({
        hook: { file: missing, startMs: 0, durationMs: 2000, hasAudio: false },
        body: { file: missing, startMs: 0, durationMs: 1000, hasAudio: false },
        cta: { file: missing, startMs: 1000, durationMs: 1000, hasAudio: false },
        width: 180,
        height: 320,
        fps: { num: 30, den: 1 },
        output: path.join(dir, "never.mp4"),
      }),
    ).rejects.toThrow(/could not assemble/);
  });
});
