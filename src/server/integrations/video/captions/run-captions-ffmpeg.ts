import { spawn } from "node:child_process";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Cue } from "@/lib/captions/cues";
import type { Span } from "@/lib/captions/time-script";
import { ffmpegPath } from "../ffmpeg";
import { buildAss, burnInArgs, type CaptionStyle } from "./burn-in";
import { parseSilences, silenceDetectArgs, speechFromSilences, type SpeechDetectionOptions } from "./speech";

/*
 * The runner of the captions' ffmpeg calls: speech detection and the burn-in. Files in, files out,
 * in a scratch folder the caller owns; nothing of a video is held in memory.
 */

function runFfmpeg(args: string[], timeoutMs = 30 * 60_000): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "ignore", "pipe"] });
    const chunks: string[] = [];
    let size = 0;
    // silencedetect prints one line per silence: keep all of it (bounded), not just the tail.
    child.stderr.on("data", (d: Buffer) => {
      if (size < 4_000_000) {
        chunks.push(d.toString());
        size += d.length;
      }
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stderr: chunks.join("") });
    });
  });
}

/** The stretches of speech in a file's first audio track; none when it has no sound. */
export async function detectSpeech(input: string, durationMs: number, options: SpeechDetectionOptions = {}): Promise<Span[]> {
  const { code, stderr } = await runFfmpeg(silenceDetectArgs(input, options));
  if (code !== 0) {
    if (/matches no streams|does not contain any stream|Stream map '0:a:0'/.test(stderr)) return [];
    throw new Error(`ffmpeg speech detection failed (${code}): ${stderr.trim().slice(-500)}`);
  }
  return speechFromSilences(parseSilences(stderr, durationMs), durationMs, options);
}

/** The font the captions are drawn in, shipped with an npm package (the machine's fonts vary). */
export function captionFontFile(): string {
  return path.join(process.cwd(), "node_modules", "next", "dist", "compiled", "@vercel", "og", "Geist-Regular.ttf");
}

/**
 * Writes the ASS file and a fonts folder into `work` for a frame of width × height, for the burn-in
 * here or a rendition's filter chain (burnInFilter).
 */
export async function prepareBurnIn(work: string, cues: readonly Cue[], style: CaptionStyle, width: number, height: number) {
  const fontsDir = path.join(work, "caption-fonts");
  await mkdir(fontsDir, { recursive: true });
  await copyFile(captionFontFile(), path.join(fontsDir, "Geist-Regular.ttf"));
  const assFile = path.join(work, `captions-${width}x${height}.ass`);
  await writeFile(assFile, buildAss(cues, style, width, height));
  return { assFile, fontsDir };
}

/** Burns the cues into `input` (width × height) and writes an H.264 MP4 to `output`. */
export async function burnCaptions(options: {
  input: string;
  output: string;
  work: string;
  cues: readonly Cue[];
  style: CaptionStyle;
  width: number;
  height: number;
}): Promise<void> {
  const { assFile, fontsDir } = await prepareBurnIn(options.work, options.cues, options.style, options.width, options.height);
  const { code, stderr } = await runFfmpeg(
    burnInArgs({ input: options.input, output: options.output, assFile, fontsDir, width: options.width, height: options.height }),
  );
  if (code !== 0) throw new Error(`ffmpeg caption burn-in failed (${code}): ${stderr.trim().slice(-500)}`);
}
