/**
 * Delivery checks benchmark (decision 076), run by `npm run bench:checks`:
 *
 * A 60 s 1080×1920 H.264/AAC clip (made once by ffmpeg, kept in the temp folder) is measured by
 * the product's checks (probe, then one video pass and one audio pass at the same time, stderr
 * parsed line by line, findings evaluated) against, in the same run:
 *  - the same two ffmpeg commands run bare (spawned side by side, output discarded): what the
 *    product adds on top of ffmpeg;
 *  - the plain way, one ffmpeg command per check run one after another (blackdetect, freezedetect,
 *    cropdetect, silencedetect, ebur128): what decoding once per stream saves.
 * The goal: the checks take under 0.5× the clip's duration. Median of BENCH_RUNS (3) runs, the
 * three alternating which goes first. Figures go to bench/results/video-checks.md; nothing is asserted.
 *
 * The machine is shared: besides the wall time, every ffmpeg run goes through a wrapper that
 * records its CPU time (GNU time), which another session's load does not inflate; the wall time
 * the clip would take on this machine's cores alone is that CPU time over the cores ffmpeg keeps busy.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { evaluateChecks } from "@/server/domain/video-checks/check-thresholds";
import { audioPassArgs, RAW_DETECTION, videoPassArgs } from "@/server/integrations/video/checks/check-args";
import { measureVideoFile } from "@/server/integrations/video/checks/run-checks";
import { probeVideo } from "@/server/integrations/video/ffmpeg";

const SECONDS = 60;
// Resolved here, not through ffmpegPath(): that one remembers its first answer, and the product's
// runner must find the wrapper below through FFMPEG_PATH.
const realFfmpeg = process.env.FFMPEG_PATH ?? (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
const cpuDir = mkdtempSync(path.join(os.tmpdir(), "reelbrief-bench-checks-cpu-"));
const cpuLog = path.join(cpuDir, "cpu.log");
const wrapper = path.join(cpuDir, "ffmpeg");
process.env.FFMPEG_PATH = wrapper;
writeFileSync(wrapper, `#!/bin/sh\nexec /usr/bin/time -a -o "${cpuLog}" -f "%U %S" "${realFfmpeg}" "$@"\n`);
chmodSync(wrapper, 0o755);
/** CPU seconds (user + system) of the ffmpeg runs since the last call. */
function takeCpuSeconds(): number {
  if (!existsSync(cpuLog)) return 0;
  const total = readFileSync(cpuLog, "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((parts) => parts.length === 2 && parts.every(Number.isFinite))
    .reduce((sum, [u, s]) => sum + u! + s!, 0);
  writeFileSync(cpuLog, "");
  return total;
}
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const clip = path.join(os.tmpdir(), `reelbrief-bench-checks-${SECONDS}s-1080x1920.mp4`);

function makeClip() {
  if (existsSync(clip)) return;
  // A black first second, then the moving test pattern; a tone after half a second of silence.
  const r = spawnSync(
    realFfmpeg,
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `color=black:s=1080x1920:r=30:d=1`,
      "-f",
      "lavfi",
      "-i",
      `testsrc2=s=1080x1920:r=30:d=${SECONDS - 1}`,
      "-f",
      "lavfi",
      "-i",
      `anullsrc=r=48000:cl=stereo`,
      "-f",
      "lavfi",
      "-i",
      `sine=f=440:r=48000:d=${SECONDS - 0.5}`,
      "-filter_complex",
      "[0:v][1:v]concat=n=2:v=1:a=0,format=yuv420p[v];[2:a]atrim=0:0.5[s];[s][3:a]concat=n=2:v=0:a=1[a]",
      "-map",
      "[v]",
      "-map",
      "[a]",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "20",
      "-g",
      "60",
      "-c:a",
      "aac",
      "-b:a",
      "128k",
      "-movflags",
      "+faststart",
      clip,
    ],
    { stdio: "inherit" },
  );
  if (r.status !== 0) throw new Error("could not make the bench clip");
}

function ffmpegBare(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrapper, args, { stdio: ["ignore", "ignore", "ignore"] });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
  });
}

const d = RAW_DETECTION;
const separate: string[][] = [
  ["-vf", `blackdetect=d=${d.blackMinSeconds}:pic_th=${d.blackPictureRatio}:pix_th=${d.blackPixelThreshold}`, "-an"],
  ["-vf", `freezedetect=n=${d.freezeNoise}:d=${d.freezeMinSeconds}`, "-an"],
  ["-vf", `cropdetect=limit=${d.cropLimit}:round=2:reset=0`, "-an"],
  ["-af", `silencedetect=n=${d.silenceNoiseDb}dB:d=${d.silenceMinSeconds}`, "-vn"],
  ["-af", "ebur128", "-vn"],
].map((filter) => ["-hide_banner", "-nostats", "-i", clip, ...filter, "-f", "null", "-"]);

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const variants: Record<string, () => Promise<unknown>> = {
  product: async () => {
    const probe = await probeVideo(clip);
    if (!probe) throw new Error("no probe");
    const measured = await measureVideoFile(clip, { hasAudio: probe.audioCodec !== null });
    return evaluateChecks(measured, probe, { videoLengthSeconds: SECONDS, aspectRatio: "9:16" });
  },
  bare: () => Promise.all([ffmpegBare(videoPassArgs(clip)), ffmpegBare(audioPassArgs(clip))]),
  separate: async () => {
    for (const args of separate) await ffmpegBare(args);
  },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  makeClip();
  const names = Object.keys(variants);
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  await variants.product!(); // warm the page cache and the binary
  takeCpuSeconds();
  for (let run = 0; run < RUNS; run++) {
    const order = names.map((_, i) => names[(i + run) % names.length]!);
    for (const name of order) {
      times[name]!.push(await timed(variants[name]!));
      cpu[name]!.push(takeCpuSeconds());
    }
  }
  const probe = await probeVideo(clip);
  const measured = await measureVideoFile(clip, { hasAudio: true });
  const findings = evaluateChecks(measured, probe!, { videoLengthSeconds: SECONDS, aspectRatio: "9:16" });
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const [p, b, sep] = [median(times.product!), median(times.bare!), median(times.separate!)];
  const cs = (xs: number[]) => `${median(xs).toFixed(1)} s`;
  const cx = (xs: number[]) => `${(median(xs) / os.cpus().length / SECONDS).toFixed(2)}×`;
  const range = (xs: number[]) => `${s(Math.min(...xs))}–${s(Math.max(...xs))}`;
  const md = `# Delivery checks benchmark (${new Date().toISOString()})

A ${SECONDS} s 1080×1920 30 fps H.264/AAC clip (black first second, silent first half second), median of ${RUNS} run(s) after one warm-up, the variants alternating which goes first; ${os.cpus().length} CPUs, load average ${load} at the end (bench/video-checks.ts). The machine is shared with other sessions: the load average says how much.

| | wall time (median) | runs | × clip duration | ffmpeg CPU time (median) | CPU ÷ ${os.cpus().length} cores, × clip duration | goal |
| --- | --- | --- | --- | --- | --- | --- |
| product: probe + video pass ‖ audio pass + parsing + findings | ${s(p)} | ${range(times.product!)} | ${(p / 1000 / SECONDS).toFixed(2)}× | ${cs(cpu.product!)} | ${cx(cpu.product!)} | < 0.5× |
| bare: the same two ffmpeg commands side by side | ${s(b)} | ${range(times.bare!)} | ${(b / 1000 / SECONDS).toFixed(2)}× | ${cs(cpu.bare!)} | ${cx(cpu.bare!)} | — |
| plain: one ffmpeg command per check, one after another | ${s(sep)} | ${range(times.separate!)} | ${(sep / 1000 / SECONDS).toFixed(2)}× | ${cs(cpu.separate!)} | ${cx(cpu.separate!)} | — |

Product / bare: ${(p / b).toFixed(2)}× wall, ${(median(cpu.product!) / median(cpu.bare!)).toFixed(2)}× CPU. Product / plain: ${(p / sep).toFixed(2)}× wall, ${(median(cpu.product!) / median(cpu.separate!)).toFixed(2)}× CPU.

${
  os.loadavg()[0]! > os.cpus().length * 1.5
    ? `With a load average far above the ${os.cpus().length} cores, the wall times measure the queue for the CPU more than the checks; the CPU time is what the checks cost.`
    : `The machine was quiet: ffmpeg's decoder keeps both cores busy (frame threads), so the wall time is about the CPU time over the cores.`
}

Findings on the clip (warnings): ${
    findings
      .filter((f) => f.level === "warning")
      .map((f) => (f.atMs === null ? `${f.code} (whole clip)` : `${f.code} (${f.atMs}–${f.endMs ?? f.atMs} ms)`))
      .join(", ") || "none"
  }.
`;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, "video-checks.md"), md);
  console.log(md);
}

await main();
