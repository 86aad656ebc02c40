import type { CheckFinding } from "@/contracts/video-checks";
import type { CheckMeasurements } from "@/server/integrations/video/checks/run-checks";

/*
 * What counts as a problem in a delivery (decision 076). The measurements are stored raw; these
 * thresholds turn them into findings, and their version is stored beside the findings, so a
 * change here is a new version and older reports say which rules they were judged by.
 */

export const CHECK_THRESHOLDS_VERSION = 1;

export const THRESHOLDS = {
  /** Black at the very start (the first frame on a feed): any stretch of at least a quarter second. */
  blackStartSeconds: 0.25,
  /** Black elsewhere: half a second reads as a mistake, shorter as a cut. */
  blackSeconds: 0.5,
  /** A still picture for a second or more while the video plays. */
  freezeSeconds: 1,
  /** Nothing heard in the first half second: the hook must be heard at once. */
  silentStartSeconds: 0.5,
  /** The platforms normalise to -14 LUFS; within 2 LU is fine. */
  loudnessTargetLufs: -14,
  loudnessToleranceLu: 2,
  /** Bars: more than 4 % of the height (letterbox) or width (pillarbox) never shows anything. */
  barShare: 0.04,
  /** TikTok's minimum for ads is 540×960; the short side must reach it. */
  minShortSide: 540,
  /** Frame rates the ad platforms take. */
  minFps: 23.5,
  maxFps: 60.5,
  /** Length: a few seconds either way is normal editing; beyond 20 % (at least 3 s) the brief was not met. */
  lengthShare: 0.2,
  lengthMinSeconds: 3,
  /** Aspect ratio within 3 % of the asked one. */
  aspectShare: 0.03,
} as const;

export interface ProbedVideo {
  durationMs: number;
  width: number;
  height: number;
  frameRateNum: number | null;
  frameRateDen: number | null;
}

export interface Deliverable {
  videoLengthSeconds?: number | null;
  aspectRatio?: string | null;
}

const ms = (s: number) => Math.round(s * 1000);
export function formatTime(totalMs: number): string {
  const s = totalMs / 1000;
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${m}:${rest.toFixed(1).padStart(4, "0")}`;
}
function formatSeconds(s: number): string {
  const rounded = Math.round(s);
  return rounded >= 60 ? `${Math.floor(rounded / 60)} min ${rounded % 60} s` : `${rounded} s`;
}
function describeRatio(width: number, height: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(width, height);
  const [w, h] = [width / g, height / g];
  return w <= 64 && h <= 64 ? `${w}:${h}` : `${(width / height).toFixed(2)}:1`;
}

const warning = (code: CheckFinding["code"], message: string, atMs: number | null = null, endMs: number | null = null): CheckFinding => ({
  code,
  level: "warning",
  message,
  atMs,
  endMs,
});
const pass = (code: CheckFinding["code"], message: string): CheckFinding => ({ code, level: "pass", message, atMs: null, endMs: null });

/**
 * Only what the order asks for (length and aspect ratio): also what a version snapshot keeps when
 * no measurement exists.
 */
export function deliverableFindings(probe: ProbedVideo, deliverable: Deliverable): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const seconds = probe.durationMs / 1000;
  const target = deliverable.videoLengthSeconds;
  if (target && target > 0) {
    findings.push(
      Math.abs(seconds - target) > Math.max(THRESHOLDS.lengthMinSeconds, target * THRESHOLDS.lengthShare)
        ? warning("length", `The video is ${formatSeconds(seconds)} long; the order asks for about ${formatSeconds(target)}.`)
        : pass("length", `${formatSeconds(seconds)} long, as the order asks (about ${formatSeconds(target)}).`),
    );
  }
  const m = deliverable.aspectRatio?.match(/^(\d+):(\d+)$/);
  if (m && probe.width > 0 && probe.height > 0) {
    const wanted = Number(m[1]) / Number(m[2]);
    const actual = probe.width / probe.height;
    findings.push(
      Math.abs(actual - wanted) / wanted > THRESHOLDS.aspectShare
        ? warning(
            "aspect_ratio",
            `The video is ${probe.width}×${probe.height} (${describeRatio(probe.width, probe.height)}); the order asks for ${deliverable.aspectRatio}.`,
          )
        : pass("aspect_ratio", `${deliverable.aspectRatio}, as the order asks.`),
    );
  }
  return findings;
}

/** Every finding of a measured delivery, warnings first in the order they happen, then what passed. */
export function evaluateChecks(measured: CheckMeasurements, probe: ProbedVideo, deliverable: Deliverable): CheckFinding[] {
  const t = THRESHOLDS;
  const durationS = probe.durationMs / 1000;
  const findings: CheckFinding[] = [];
  const end = (s: { endS: number | null }) => s.endS ?? durationS;

  const blacks = measured.video.black.filter((b) => {
    const length = end(b) - b.startS;
    return b.startS <= 0.05 ? length >= t.blackStartSeconds : length >= t.blackSeconds;
  });
  for (const b of blacks) {
    const length = end(b) - b.startS;
    findings.push(
      b.startS <= 0.05
        ? warning(
            "black",
            `The video opens on a black screen for ${length.toFixed(1)} s: viewers scroll past a black first frame.`,
            0,
            ms(end(b)),
          )
        : warning("black", `The picture is black for ${length.toFixed(1)} s from ${formatTime(ms(b.startS))}.`, ms(b.startS), ms(end(b))),
    );
  }
  if (blacks.length === 0) findings.push(pass("black", "No black stretches."));

  // A black stretch is also still; report it once, as black.
  const overlapsBlack = (s: { startS: number; endS: number | null }) =>
    measured.video.black.some((b) => b.startS <= s.startS + 0.05 && end(b) >= end(s) - 0.05);
  const freezes = measured.video.freezes.filter((f) => end(f) - f.startS >= t.freezeSeconds && !overlapsBlack(f));
  for (const f of freezes) {
    findings.push(
      warning(
        "freeze",
        `The picture stands still for ${(end(f) - f.startS).toFixed(1)} s from ${formatTime(ms(f.startS))}: it looks like the video hangs.`,
        ms(f.startS),
        ms(end(f)),
      ),
    );
  }
  if (freezes.length === 0) findings.push(pass("freeze", "No frozen picture."));

  if (!measured.audio) {
    findings.push(warning("no_sound", "The video has no sound track: ads play with sound, and a silent hook loses viewers."));
  } else {
    const opening = measured.audio.silences.find((s) => s.startS <= 0.05);
    const silentFor = opening ? end(opening) : 0;
    findings.push(
      silentFor >= t.silentStartSeconds
        ? warning(
            "silent_start",
            `Nothing is heard for the first ${silentFor.toFixed(1)} s: the hook must be heard from the first moment.`,
            0,
            ms(silentFor),
          )
        : pass("silent_start", "Sound from the first moment."),
    );
    const lufs = measured.audio.integratedLufs;
    if (lufs !== null) {
      const off = lufs - t.loudnessTargetLufs;
      findings.push(
        Math.abs(off) > t.loudnessToleranceLu
          ? warning(
              "loudness",
              `The loudness is ${lufs.toFixed(1)} LUFS; the platforms play ads at ${t.loudnessTargetLufs} LUFS (±${t.loudnessToleranceLu}), so it will sound ${off < 0 ? "quieter than the ads around it" : "distorted once turned down"}.`,
            )
          : pass("loudness", `Loudness ${lufs.toFixed(1)} LUFS, within ${t.loudnessTargetLufs} ±${t.loudnessToleranceLu}.`),
      );
    }
  }

  const box = measured.video.content;
  if (box && probe.width > 0 && probe.height > 0) {
    const vertical = (probe.height - box.height) / probe.height;
    const horizontal = (probe.width - box.width) / probe.width;
    if (vertical > t.barShare)
      findings.push(
        warning(
          "letterbox",
          `Black bars above and below the picture (${Math.round(vertical * 100)} % of the height): the video was made for another shape.`,
        ),
      );
    if (horizontal > t.barShare)
      findings.push(
        warning(
          "pillarbox",
          `Black bars left and right of the picture (${Math.round(horizontal * 100)} % of the width): the video was made for another shape.`,
        ),
      );
    if (vertical <= t.barShare && horizontal <= t.barShare)
      findings.push(pass("letterbox", "The picture fills the frame (no black bars)."));
  }

  const shortSide = Math.min(probe.width, probe.height);
  findings.push(
    shortSide < t.minShortSide
      ? warning(
          "resolution",
          `The video is ${probe.width}×${probe.height}: ad platforms need at least ${t.minShortSide} px on the short side (1080 is best).`,
        )
      : pass("resolution", `${probe.width}×${probe.height}${shortSide >= 1080 ? "" : " (1080 on the short side is best)"}.`),
  );

  if (probe.frameRateNum && probe.frameRateDen) {
    const fps = probe.frameRateNum / probe.frameRateDen;
    findings.push(
      fps < t.minFps || fps > t.maxFps
        ? warning("frame_rate", `The video runs at ${fps.toFixed(2)} frames per second; ad platforms take 24 to 60.`)
        : pass("frame_rate", `${Number.isInteger(fps) ? fps : fps.toFixed(2)} frames per second.`),
    );
  }

  findings.push(...deliverableFindings(probe, deliverable));
  const warnings = findings.filter((f) => f.level === "warning").sort((a, b) => (a.atMs ?? Infinity) - (b.atMs ?? Infinity));
  return [...warnings, ...findings.filter((f) => f.level === "pass")];
}

/** The warnings as sentences: what a delivered version keeps as its deliverable warnings. */
export function warningMessages(findings: CheckFinding[]): string[] {
  return findings.filter((f) => f.level === "warning").map((f) => f.message);
}
