import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { ffmpegPath } from "../ffmpeg";
import { audioPassArgs, videoPassArgs } from "./check-args";
import { createAudioPassParser, createVideoPassParser, type AudioPassMeasurements, type VideoPassMeasurements } from "./parse-check-log";

export interface CheckMeasurements {
  video: VideoPassMeasurements;
  /** Null when the file has no sound track. */
  audio: AudioPassMeasurements | null;
}

/**
 * Runs one ffmpeg pass and feeds its stderr to the parser line by line. Rejects when ffmpeg exits
 * non-zero (the job retries, then records the check as failed).
 */
function runPass(args: string[], onLine: (line: string) => void, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "ignore", "pipe"] });
    const tail: string[] = [];
    const lines = createInterface({ input: child.stderr });
    lines.on("line", (line) => {
      onLine(line);
      tail.push(line);
      if (tail.length > 20) tail.shift();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      // 'close' comes after stderr ended, so every line has been parsed.
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg check pass failed (${code}): ${tail.join("\n").slice(-500)}`));
    });
  });
}

/**
 * Measures a local file: the video pass and, when there is sound, the audio pass, at the same
 * time (each decodes its stream once; on two cores they overlap).
 */
export async function measureVideoFile(file: string, options: { hasAudio: boolean; timeoutMs?: number }): Promise<CheckMeasurements> {
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const video = createVideoPassParser();
  const audio = options.hasAudio ? createAudioPassParser() : null;
  await Promise.all([
    runPass(videoPassArgs(file), (line) => video.line(line), timeoutMs),
    audio ? runPass(audioPassArgs(file), (line) => audio.line(line), timeoutMs) : Promise.resolve(),
  ]);
  return { video: video.result(), audio: audio?.result() ?? null };
}
