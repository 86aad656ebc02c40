/**
 * Rendition benchmark (`npm run bench:renditions`, decision 078). A 60 s 1080×1920 30 fps clip
 * (testsrc2 with a moving pattern and a tone, H.264/AAC, generated once into the temp folder) is
 * turned into the 1:1 ad format (1080×1080, crop around a focus point) two ways, alternately,
 * BENCH_RUNS times each (default 3):
 * - the product: `makeRenditionFile`, the file part of the workers' job — copy from the disk
 *   storage adapter to a scratch folder, the filter graph and arguments from the builders, ffmpeg,
 *   ffprobe's check of the output, and the upload back to storage (the job's two row updates,
 *   a few milliseconds, are left out);
 * - the reference: the plain ffmpeg command doing the same crop and encode on the same local file,
 *   written out here by hand.
 * BENCH_SHAPES (comma-separated, default "1x1") adds other shapes. Results with the machine's load
 * average before and after each run: bench/results/renditions.md. Nothing is asserted.
 */
import { execFileSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { makeRenditionFile } from "@/server/domain/renditions/render-rendition";
import { createDiskStorage } from "@/server/integrations/storage/disk-storage";
import { storageKey } from "@/server/integrations/storage";
import { ffmpegPath, probeVideo } from "@/server/integrations/video/ffmpeg";
import { cropAround, renditionFormat, type FocusPoint } from "@/lib/rendition-shapes";
import type { RenditionShape } from "@/lib/asset-code";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHAPES = (process.env.BENCH_SHAPES ?? "1x1").split(",") as RenditionShape[];
const SOURCE = { width: 1080, height: 1920 };
const FOCUS: FocusPoint = { x: 0.5, y: 0.35 };
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");
const CLIP = path.join(os.tmpdir(), "reelbrief-bench-60s-1080x1920.mp4");

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function ensureClip() {
  if (existsSync(CLIP)) return;
  console.log("generating the 60 s 1080×1920 clip…");
  execFileSync(ffmpegPath(), [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", `testsrc2=s=${SOURCE.width}x${SOURCE.height}:r=30:d=60`,
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=60",
    "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "128k", "-shortest", CLIP,
  ]); // prettier-ignore
}

/** The same rendition as a person would type it: crop, scale when needed, H.264 High yuv420p, AAC, faststart. */
function plainCommand(shape: RenditionShape, output: string) {
  const target = renditionFormat(shape);
  const box = cropAround(SOURCE, target, FOCUS);
  const scale = box.width === target.width && box.height === target.height ? "" : `,scale=${target.width}:${target.height}:flags=lanczos`;
  execFileSync(ffmpegPath(), [
    "-hide_banner", "-loglevel", "error", "-y", "-i", CLIP,
    "-vf", `crop=${box.width}:${box.height}:${box.x}:${box.y}${scale}`,
    "-c:v", "libx264", "-profile:v", "high", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p",
    "-c:a", "aac", "-b:a", "128k", "-movflags", "+faststart", output,
  ]); // prettier-ignore
}

async function main() {
  ensureClip();
  const probe = await probeVideo(CLIP);
  if (!probe) throw new Error("the bench clip is not readable");
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-renditions-"));
  const storage = createDiskStorage({ root: path.join(root, "storage"), baseUrl: "http://127.0.0.1", signingSecret: "bench" });
  const sourceKey = storageKey("videos", "bench", "source.mp4");
  await storage.put(sourceKey, createReadStream(CLIP), { contentType: "video/mp4" });
  const rows: string[] = [];
  const summary: string[] = [];
  try {
    for (const shape of SHAPES) {
      const product: number[] = [];
      const plain: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        for (const kind of run % 2 === 1 ? (["plain", "product"] as const) : (["product", "plain"] as const)) {
          const before = load();
          const work = mkdtempSync(path.join(root, "work-"));
          const started = performance.now();
          let bytes: number;
          if (kind === "plain") {
            const out = path.join(work, "plain.mp4");
            plainCommand(shape, out);
            bytes = statSync(out).size;
          } else {
            const made = await makeRenditionFile(storage, {
              sourceKey,
              sourceSize: SOURCE,
              shape,
              focus: FOCUS,
              key: storageKey("videos", "bench", `run${run}`, `RB-BENCH000-${shape}.mp4`),
              workDir: work,
            });
            bytes = made!.size;
          }
          const seconds = (performance.now() - started) / 1000;
          (kind === "plain" ? plain : product).push(seconds);
          rmSync(work, { recursive: true, force: true });
          const row = `| ${shape} | ${run} | ${kind === "plain" ? "plain ffmpeg" : "product (makeRenditionFile)"} | ${seconds.toFixed(1)} s | ${(bytes / 1e6).toFixed(1)} MB | ${before} | ${load()} |`;
          console.log(row);
          rows.push(row);
        }
      }
      const ratio = median(product) / median(plain);
      summary.push(
        `| ${shape} | ${median(plain).toFixed(1)} s | ${median(product).toFixed(1)} s | **${ratio.toFixed(2)}×** | ${ratio <= 1.2 ? "met" : "missed"} |`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const md = `# Renditions: the product's pipeline against the plain ffmpeg command

\`npm run bench:renditions\` (bench/renditions.ts), ${new Date().toISOString()}. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"},
shared with other sessions (load average 1 / 5 / 15 min before and after each run is in the table).
Source: 60 s ${SOURCE.width}×${SOURCE.height} ${probe.frameRateNum}/${probe.frameRateDen} fps H.264/AAC (testsrc2 + tone), focus (${FOCUS.x}, ${FOCUS.y}).
Both sides encode the same way (libx264 High, veryfast, CRF 20, yuv420p, AAC 128k, +faststart); the product
also copies the source out of storage, probes its output and stores it. Runs alternate which side goes first.
Goal: the product at most 1.2× the plain command (medians of ${RUNS} runs).

| Shape | Plain ffmpeg (median) | Product (median) | Ratio | Goal ≤ 1.2× |
| --- | --- | --- | --- | --- |
${summary.join("\n")}

| Shape | Run | Side | Wall time | Output | Load before | Load after |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
`;
  writeFileSync(path.join(RESULTS_DIR, "renditions.md"), md);
  console.log(md);
}

await main();
