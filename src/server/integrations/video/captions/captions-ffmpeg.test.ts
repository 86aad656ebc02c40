import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { splitScript, timeTextsToSpeech } from "@/lib/captions/time-script";
import { ffmpegPath } from "../ffmpeg";
import { burnInArgs, captionBox, buildAss } from "./burn-in";
import { burnCaptions, detectSpeech } from "./run-captions-ffmpeg";
import { parseSilences, silenceDetectArgs, speechFromSilences } from "./speech";

/*
 * The captions' ffmpeg work on clips ffmpeg makes here: tones separated by silence stand for
 * sentences and pauses; a test card stands for the video the captions are burned into.
 */

// ffmpeg runs here: on a loaded two-core machine a test can take several times the default 5 s.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let work: string;
const ffmpeg = (args: string[]) => {
  const result = spawnSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args]);
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return result.stdout;
};
/** One frame at `seconds`, decoded to raw RGB bytes. */
const frameAt = (file: string, seconds: number) =>
  ffmpeg(["-ss", seconds.toFixed(3), "-i", file, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "captions-test-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const FRAME_MS = 1000 / 25;
// Three "sentences": tones at 0.5–1.5 s, 2.2–3.2 s and 4.0–5.0 s of a 6 s clip at 25 fps.
const TONES = [
  { startMs: 500, endMs: 1500 },
  { startMs: 2200, endMs: 3200 },
  { startMs: 4000, endMs: 5000 },
];

describe("speech detection (silencedetect)", () => {
  it("finds the tones between silences and times a three-sentence script to them within a frame or two", async () => {
    const clip = path.join(work, "tones.mp4");
    const volume = TONES.map((t) => `between(t,${t.startMs / 1000},${t.endMs / 1000})`).join("+");
    ffmpeg([
      ...["-f", "lavfi", "-i", "testsrc2=size=160x284:rate=25:duration=6"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=6"],
      ...["-af", `volume='if(${volume},1,0)':eval=frame`, "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-shortest", clip],
    ]);
    const speech = await detectSpeech(clip, 6000);
    expect(speech).toHaveLength(3);
    for (const [i, span] of speech.entries()) {
      expect(Math.abs(span.startMs - TONES[i]!.startMs)).toBeLessThanOrEqual(2 * FRAME_MS);
      expect(Math.abs(span.endMs - TONES[i]!.endMs)).toBeLessThanOrEqual(2 * FRAME_MS);
    }
    const cues = timeTextsToSpeech(
      splitScript("Stop scrolling right now. This serum changed everything. Tap the link below."),
      speech,
      6000,
    );
    expect(cues.map((c) => c.text)).toEqual(["Stop scrolling right now.", "This serum changed everything.", "Tap the link below."]);
    for (const [i, cue] of cues.entries()) {
      expect(Math.abs(cue.startMs - TONES[i]!.startMs)).toBeLessThanOrEqual(2 * FRAME_MS);
      expect(Math.abs(cue.endMs - TONES[i]!.endMs)).toBeLessThanOrEqual(2 * FRAME_MS);
    }
  });

  it("finds no speech in a clip without sound", async () => {
    const clip = path.join(work, "mute.mp4");
    ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=160x284:rate=25:duration=2", "-c:v", "libx264", "-preset", "ultrafast", clip]);
    expect(await detectSpeech(clip, 2000)).toEqual([]);
  });

  it("reads silencedetect's output, an open silence lasting to the end", () => {
    const stderr =
      "[silencedetect @ 0x1] silence_start: 0\n[silencedetect @ 0x1] silence_end: 0.5 | silence_duration: 0.5\n[silencedetect @ 0x1] silence_start: 1.5\n";
    expect(parseSilences(stderr, 3000)).toEqual([
      { startMs: 0, endMs: 500 },
      { startMs: 1500, endMs: 3000 },
    ]);
    expect(speechFromSilences(parseSilences(stderr, 3000), 3000)).toEqual([{ startMs: 500, endMs: 1500 }]);
    expect(silenceDetectArgs("in.mp4", { noiseDb: -40, minSilenceMs: 250 })).toContain("silencedetect=noise=-40dB:d=0.250");
  });
});

describe("burned-in captions", () => {
  it.each(["bold_white", "boxed", "yellow_pop"] as const)("%s changes the frame only inside the caption area", async (style) => {
    const [width, height] = [270, 480];
    const source = path.join(work, `source-${style}.mp4`);
    // A still test card (a static picture), so both decodes see the same frame whatever the encoder.
    ffmpeg([
      ...["-f", "lavfi", "-i", `color=c=0x3366aa:size=${width}x${height}:rate=25:duration=3`],
      ...["-vf", "drawbox=x=20:y=20:w=100:h=100:color=0xffcc00:t=fill,drawbox=x=0:y=300:w=270:h=40:color=0x22aa44:t=fill"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "10", "-pix_fmt", "yuv420p", source],
    ]);
    const burned = path.join(work, `burned-${style}.mp4`);
    await burnCaptions({
      input: source,
      output: burned,
      work,
      cues: [{ startMs: 500, endMs: 2500, text: "Stop scrolling.\nThis changed my routine" }],
      style,
      width,
      height,
    });
    const before = frameAt(source, 1.5);
    const after = frameAt(burned, 1.5);
    expect(after.length).toBe(width * height * 3);
    const box = captionBox(width, height);
    let outsideMax = 0;
    let insideChanged = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const diff = Math.max(
          Math.abs(before[i]! - after[i]!),
          Math.abs(before[i + 1]! - after[i + 1]!),
          Math.abs(before[i + 2]! - after[i + 2]!),
        );
        const inside = y >= box.y && y < box.y + box.height && x >= box.x && x < box.x + box.width;
        if (inside) insideChanged += diff > 40 ? 1 : 0;
        else outsideMax = Math.max(outsideMax, diff);
      }
    }
    // Outside: the same picture, give or take the second encode's rounding.
    expect(outsideMax).toBeLessThanOrEqual(12);
    // Inside: the text is there (hundreds of pixels changed).
    expect(insideChanged).toBeGreaterThan(300);
    // And before the first cue the frame is untouched everywhere.
    const early = frameAt(burned, 0.2);
    const original = frameAt(source, 0.2);
    expect(early.every((v, i) => Math.abs(v - original[i]!) <= 12)).toBe(true);
  });

  it("builds the filter for any output size and keeps braces and backslashes literal", () => {
    expect(burnInArgs({ input: "in.mp4", output: "out.mp4", assFile: "/tmp/a:b.ass", width: 1080, height: 1080 })).toContain(
      "ass='/tmp/a\\:b.ass':original_size=1080x1080",
    );
    const ass = buildAss([{ startMs: 1000, endMs: 2500, text: "{\\b1}hi\nthere" }], "boxed", 1080, 1920);
    expect(ass).toContain("PlayResX: 1080\nPlayResY: 1920");
    expect(ass).toContain("Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,(⧵b1)hi\\Nthere");
  });
});
