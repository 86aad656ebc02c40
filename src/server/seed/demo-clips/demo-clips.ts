import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { access, copyFile, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { ffmpegPath, makePoster } from "@/server/integrations/video/ffmpeg";
import { adClipPlan, adFrame, type AdClipPlan } from "./ad-clip-plan";
import { AD_SCRIPTS } from "./ad-scripts";

const run = promisify(execFile);

/** A generated demo ad and its poster (the hook frame), as files in the cache folder. */
export interface DemoClip {
  file: string;
  poster: string;
  seconds: number;
  width: number;
  height: number;
}

/**
 * Made once per machine: the folder sits in the git-ignored data folder, and each clip's name is
 * the hash of its plan, so a second start (or test run) reuses the files and a changed generator
 * makes new ones.
 */
const CACHE_DIR = path.join(process.cwd(), ".data", "demo-clips");

/**
 * Geist ships with Next.js (its OG image renderer), so captions need no system font. Found from the
 * project folder like the cache, not with require.resolve: inside Next's server bundle that answers
 * a module id (a number), and the first start on an empty cache failed.
 */
function fontFile(): string {
  return path.join(process.cwd(), "node_modules", "next", "dist", "compiled", "@vercel", "og", "Geist-Regular.ttf");
}

/**
 * A demo UGC ad of `seconds` (a whole number, at least 9) for script `script` of AD_SCRIPTS: an
 * H.264/AAC MP4, 540 wide, vertical 9:16 unless `aspectRatio` says otherwise, with a hook line
 * from the first frame, captions, a moving product and music; `take` 1 is a second cut (its other
 * hook, other backgrounds, another key). Encoded at most twice at a time; the same clip asked twice is
 * encoded once.
 */
export function demoClip(seconds: number, script: number, take = 0, aspectRatio = "9:16"): Promise<DemoClip> {
  const index = script % AD_SCRIPTS.length;
  const chosen = AD_SCRIPTS[index]!;
  const plan = adClipPlan(take % 2 ? { ...chosen, hook: chosen.altHook } : chosen, seconds, index + take * 2, aspectRatio);
  const hash = createHash("sha256").update(JSON.stringify(plan)).digest("hex").slice(0, 16);
  let clip = made.get(hash);
  if (!clip) {
    clip = limit(() => cachedClip(plan, hash, { seconds, ...adFrame(aspectRatio) }));
    // A failed encode is not remembered: the next call tries again.
    clip.catch(() => made.delete(hash));
    made.set(hash, clip);
  }
  return clip;
}
const made = new Map<string, Promise<DemoClip>>();

/**
 * Starts encoding clips that will be asked for later, so ffmpeg works beside the database work in
 * between. A failure here is left to the later call, which tries again.
 */
export function warmDemoClips(clips: { seconds: number; script: number }[]): void {
  for (const c of clips) demoClip(c.seconds, c.script).catch(() => undefined);
}

async function cachedClip(plan: AdClipPlan, hash: string, size: Omit<DemoClip, "file" | "poster">): Promise<DemoClip> {
  const dir = path.join(CACHE_DIR, hash);
  const clip: DemoClip = { file: path.join(dir, "clip.mp4"), poster: path.join(dir, "poster.jpg"), ...size };
  const { seconds } = size;
  if ((await exists(clip.file)) && (await exists(clip.poster))) return clip;
  await mkdir(CACHE_DIR, { recursive: true });
  // Made in a scratch folder beside the cache and renamed into place in one step: another process
  // making the same clip at the same time, or a start killed half-way, never leaves a partial clip.
  const work = await mkdtemp(path.join(CACHE_DIR, `.${hash}-`));
  try {
    await copyFile(fontFile(), path.join(work, "font.ttf"));
    await Promise.all([
      ...Object.entries(plan.svgs).map(([name, svg]) => sharp(Buffer.from(svg)).png().toFile(path.join(work, name))),
      ...Object.entries(plan.texts).map(([name, text]) => writeFile(path.join(work, name), text)),
    ]);
    await run(ffmpegPath(), plan.args, { cwd: work });
    await makePoster(path.join(work, "clip.mp4"), path.join(work, "poster.jpg"), seconds * 1000);
    for (const name of ["font.ttf", ...Object.keys(plan.svgs), ...Object.keys(plan.texts)]) await rm(path.join(work, name));
    await rename(work, dir).catch(async (error: unknown) => {
      // The other process won the race: its clip is the same.
      if (!(await exists(clip.file))) throw error;
    });
    return clip;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** At most two ffmpeg encodes at once: the machine has other work (the seed's database) to do. */
const MAX_ENCODES = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function limit<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
