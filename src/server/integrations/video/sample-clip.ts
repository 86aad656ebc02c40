import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The ffmpeg binary shipped by @ffmpeg-installer/ffmpeg (static, with libx264): `npm install` is enough. */
export function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}

export interface SampleClip {
  bytes: Buffer;
  durationMs: number;
  width: number;
  height: number;
  frameRate: { num: number; den: number };
}

/**
 * A small H.264 MP4 made by ffmpeg's test pattern, which draws a running frame counter — so a
 * reviewer (or a browser test) can see which frame is shown. `hue` tints it, to tell versions
 * apart. Used by the demo data and the tests; never by a request.
 */
export async function makeSampleClip(
  options: { seconds?: number; hue?: number; width?: number; height?: number; fps?: number } = {},
): Promise<SampleClip> {
  const seconds = options.seconds ?? 4;
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  const fps = options.fps ?? 30;
  const dir = await mkdtemp(path.join(tmpdir(), "reelbrief-clip-"));
  const out = path.join(dir, "clip.mp4");
  try {
    await run(ffmpegPath(), [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `testsrc=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
      "-vf",
      `hue=h=${options.hue ?? 0}`,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-g",
      "1",
      "-movflags",
      "+faststart",
      "-y",
      out,
    ]);
    return { bytes: await readFile(out), durationMs: seconds * 1000, width, height, frameRate: { num: fps, den: 1 } };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
