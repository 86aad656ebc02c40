import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/*
 * ffprobe/ffmpeg from the npm packages that ship a static binary (docs/architecture.md), so a plain
 * `npm install` is enough on a fresh machine. Every call streams from and to files: nothing of a
 * video is held in this process's memory.
 */

const require = createRequire(import.meta.url);
let binaries: { ffmpeg: string; ffprobe: string } | null = null;
function paths() {
  binaries ??= {
    ffmpeg: process.env.FFMPEG_PATH ?? (require("@ffmpeg-installer/ffmpeg") as { path: string }).path,
    ffprobe: process.env.FFPROBE_PATH ?? (require("@ffprobe-installer/ffprobe") as { path: string }).path,
  };
  return binaries;
}

export function ffmpegPath(): string {
  return paths().ffmpeg;
}

function run(binary: string, args: string[], timeoutMs = 30 * 60_000): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      if (stdout.length < 4_000_000) stdout += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-8000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

export interface ProbeResult {
  /** ffprobe's format names, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  formatName: string;
  durationMs: number;
  /** As displayed: a phone video stored landscape with a 90° rotation reports portrait here. */
  width: number;
  height: number;
  frameRateNum: number;
  frameRateDen: number;
  videoCodec: string;
  pixelFormat: string | null;
  audioCodec: string | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  pix_fmt?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

function fraction(text: string | undefined): [number, number] | null {
  const m = text?.match(/^(\d+)\/(\d+)$/);
  if (!m) return null;
  const num = Number(m[1]);
  const den = Number(m[2]);
  return num > 0 && den > 0 ? [num, den] : null;
}

/**
 * Reads what a file is by its content. Null when ffprobe finds no video in it (a text file renamed
 * .mp4, an image, an audio file): the caller refuses it.
 */
export async function probeVideo(file: string): Promise<ProbeResult | null> {
  const { code, stdout } = await run(
    paths().ffprobe,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
    120_000,
  );
  if (code !== 0) return null;
  let parsed: { format?: { format_name?: string; duration?: string }; streams?: FfprobeStream[] };
  try {
    parsed = JSON.parse(stdout) as typeof parsed;
  } catch {
    return null;
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === "audio");
  const formatName = parsed.format?.format_name ?? "";
  const duration = Number(parsed.format?.duration ?? video?.duration);
  if (!video?.codec_name || !video.width || !video.height || !Number.isFinite(duration) || duration <= 0) return null;
  // r_frame_rate is the stream's base rate (exact for constant-rate files); absurd values fall back to the average.
  const rate =
    [fraction(video.r_frame_rate), fraction(video.avg_frame_rate)].find((f) => f !== null && f[0] / f[1] <= 240 && f[0] / f[1] >= 1) ??
    ([30, 1] as [number, number]);
  const rotation = Math.abs(Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0)) % 180;
  const [width, height] = rotation === 90 ? [video.height, video.width] : [video.width, video.height];
  return {
    formatName,
    durationMs: Math.round(duration * 1000),
    width,
    height,
    frameRateNum: rate[0],
    frameRateDen: rate[1],
    videoCodec: video.codec_name,
    pixelFormat: video.pix_fmt ?? null,
    audioCodec: audio?.codec_name ?? null,
  };
}

/** MP4/MOV (QuickTime family) and WebM (Matroska family) are the containers we take (docs/product/videos-and-licences.md). */
export function isAcceptedContainer(formatName: string): boolean {
  const names = formatName.split(",");
  return names.includes("mp4") || names.includes("mov") || names.includes("webm") || names.includes("matroska");
}

/**
 * Whether today's browsers play the original as it is: H.264 in 8-bit 4:2:0, VP8, VP9 or AV1,
 * with AAC, MP3, Opus or Vorbis sound (or none). HEVC, ProRes, 10-bit or 4:2:2 H.264 get a preview.
 */
export function isBrowserPlayable(probe: ProbeResult): boolean {
  const video =
    (probe.videoCodec === "h264" && (probe.pixelFormat === "yuv420p" || probe.pixelFormat === "yuvj420p")) ||
    ["vp8", "vp9", "av1"].includes(probe.videoCodec);
  const audio = probe.audioCodec === null || ["aac", "mp3", "opus", "vorbis"].includes(probe.audioCodec);
  return video && audio;
}

async function ffmpeg(args: string[], what: string): Promise<void> {
  const { code, stderr } = await run(paths().ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...args]);
  if (code !== 0) throw new Error(`ffmpeg ${what} failed (${code}): ${stderr.trim().slice(-500)}`);
}

/** A JPEG poster from a frame a little into the video (the first frame is often black). */
export async function makePoster(input: string, output: string, durationMs: number): Promise<void> {
  const at = Math.min(1, durationMs / 1000 / 3).toFixed(3);
  await ffmpeg(["-ss", at, "-i", input, "-frames:v", "1", "-vf", "scale='min(1280,iw)':-2", "-q:v", "3", output], "poster");
}

/** A horizontal sprite of `count` thumbnails (160 px wide), evenly spread over the video. */
export async function makeThumbnailStrip(input: string, output: string, durationMs: number, count: number): Promise<void> {
  const fps = (count / Math.max(durationMs / 1000, 0.1)).toFixed(6);
  await ffmpeg(["-i", input, "-vf", `fps=${fps},scale=160:-2,tile=${count}x1`, "-frames:v", "1", "-q:v", "5", output], "thumbnail strip");
}

/** A web-playable H.264/AAC MP4 (fast start, so playback begins before the whole file arrives). */
export async function makePreview(input: string, output: string): Promise<void> {
  await ffmpeg(
    [
      "-i",
      input,
      "-map",
      "0:v:0",
      "-map",
      "0:a:0?",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "23",
      "-pix_fmt",
      "yuv420p",
      "-vf",
      "scale='min(1920,iw)':-2",
      "-c:a",
      "aac",
      "-b:a",
      "128k",
      "-movflags",
      "+faststart",
      output,
    ],
    "preview",
  );
}
