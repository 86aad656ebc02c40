import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CENTRE, RENDITION_FORMATS, cropAround, renditionFormat } from "@/lib/rendition-shapes";
import { ffmpegPath, probeVideo } from "../ffmpeg";
import { renditionFilterGraph } from "./filter-graph";
import { runRendition } from "./run-rendition";

/*
 * Real ffmpeg on clips generated here: a 2 s 9:16 source (360×640, 30 fps, a 440 Hz tone) on a
 * grey background with a red box drawn where the brand put the focus (x 150–210, y 66–126, so the
 * focus is its centre: 180/360 = 0.5, 96/640 = 0.15).
 */
const ffprobePath = process.env.FFPROBE_PATH ?? (createRequire(import.meta.url)("@ffprobe-installer/ffprobe") as { path: string }).path;
const SOURCE = { width: 360, height: 640 };
const FOCUS = { x: 0.5, y: 0.15 };
let dir: string;
let source: string;

function ffmpeg(args: string[]): Buffer {
  return execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args], { maxBuffer: 64 * 1024 * 1024 });
}

/** The RGB pixels of the frame at 1 s, as ffmpeg decodes the file. */
function frameAt(file: string): Buffer {
  return ffmpeg(["-ss", "1", "-i", file, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]);
}
const isRed = (frame: Buffer, width: number, x: number, y: number) => {
  const i = (y * width + x) * 3;
  return frame[i]! > 180 && frame[i + 1]! < 80 && frame[i + 2]! < 80;
};
function redPixels(frame: Buffer, width: number, height: number): number {
  let n = 0;
  for (let y = 0; y < height; y += 4) for (let x = 0; x < width; x += 4) if (isRed(frame, width, x, y)) n++;
  return n;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "renditions-test-"));
  source = path.join(dir, "source.mp4");
  ffmpeg([
    "-f", "lavfi", "-i", `color=c=gray:s=${SOURCE.width}x${SOURCE.height}:r=30:d=2`,
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=2",
    "-vf", "drawbox=x=150:y=66:w=60:h=60:color=red:t=fill",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", source,
  ]); // prettier-ignore
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("crop around the focus", () => {
  it("takes the largest box of the target's aspect, centred on the focus and kept inside the frame", () => {
    expect(cropAround(SOURCE, { width: 1080, height: 1080 }, CENTRE)).toEqual({ x: 0, y: 140, width: 360, height: 360 });
    expect(cropAround(SOURCE, { width: 1080, height: 1080 }, FOCUS)).toEqual({ x: 0, y: 0, width: 360, height: 360 });
    expect(cropAround(SOURCE, { width: 1080, height: 1080 }, { x: 0.5, y: 1 })).toEqual({ x: 0, y: 280, width: 360, height: 360 });
    // 9:16 to 16:9: a band across the full width, 360 / (16/9) = 202.5 → 202 (even), around y = 0.5.
    expect(cropAround(SOURCE, { width: 1920, height: 1080 }, CENTRE)).toEqual({ x: 0, y: 218, width: 360, height: 202 });
    // 16:9 to 9:16: a column of the full height around the focus.
    expect(cropAround({ width: 1920, height: 1080 }, { width: 1080, height: 1920 }, { x: 0.9, y: 0.5 })).toEqual({
      x: 1312,
      y: 0,
      width: 608,
      height: 1080,
    });
  });

  it("puts extra filters (a burned-in caption) after the scale, on the frame at its final size", () => {
    const graph = renditionFilterGraph(SOURCE, { width: 1080, height: 1080 }, CENTRE, ["subtitles=captions.ass"]);
    expect(graph).toBe("crop=360:360:0:140,scale=1080:1080:flags=lanczos,setsar=1,format=yuv420p,subtitles=captions.ass");
  });
});

// ffmpeg beside other work on two shared cores: a render can take many times its usual second.
describe("renditions made by ffmpeg", { timeout: 120_000 }, () => {
  it.each(RENDITION_FORMATS.map((f) => [f.shape, f] as const))(
    "%s: the platform size, H.264 High yuv420p, AAC, the source's duration",
    async (shape, format) => {
      const output = path.join(dir, `out-${shape}.mp4`);
      const probe = await runRendition({ source, output, sourceSize: SOURCE, target: format, focus: CENTRE });
      expect([probe.width, probe.height]).toEqual([format.width, format.height]);
      expect(probe.width / probe.height).toBeCloseTo(format.width / format.height, 3);
      expect(probe.videoCodec).toBe("h264");
      expect(probe.pixelFormat).toBe("yuv420p");
      expect(probe.audioCodec).toBe("aac");
      expect(Math.abs(probe.durationMs - 2000)).toBeLessThanOrEqual(70);
      const streams = JSON.parse(
      execFileSync(ffprobePath, [
        "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=profile,sample_aspect_ratio:format_tags=title", "-of", "json", output,
      ]).toString(),
    ) as { streams: { profile: string; sample_aspect_ratio?: string }[] }; // prettier-ignore
      expect(streams.streams[0]!.profile).toBe("High");
      // +faststart: the index (moov) comes before the media data (mdat).
      const head = execFileSync("head", ["-c", "65536", output]);
      expect(head.indexOf("moov")).toBeGreaterThan(-1);
      expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat"));
    },
  );

  it("keeps the marker at the focus inside the 1:1 crop, and loses it with the centre crop", async () => {
    const square = renditionFormat("1x1");
    const focused = path.join(dir, "focused.mp4");
    await runRendition({ source, output: focused, sourceSize: SOURCE, target: square, focus: FOCUS });
    const frame = frameAt(focused);
    // The box (x 150–210, y 66–126) in a crop from y 0, scaled ×3: x 450–630, y 198–378.
    expect(isRed(frame, 1080, 540, 288)).toBe(true);
    expect(isRed(frame, 1080, 540, 600)).toBe(false);
    expect(redPixels(frame, 1080, 1080)).toBeGreaterThan(1500);

    const centred = path.join(dir, "centred.mp4");
    await runRendition({ source, output: centred, sourceSize: SOURCE, target: square, focus: CENTRE });
    expect(redPixels(frameAt(centred), 1080, 1080)).toBe(0);
  });

  it("fails clearly when ffmpeg cannot read the source", async () => {
    await expect(
      runRendition({
        source: path.join(dir, "missing.mp4"),
        output: path.join(dir, "x.mp4"),
        sourceSize: SOURCE,
        target: renditionFormat("1x1"),
        focus: CENTRE,
      }),
    ).rejects.toThrow(/ffmpeg rendition failed/);
    expect(await probeVideo(path.join(dir, "x.mp4"))).toBeNull();
  });
});
