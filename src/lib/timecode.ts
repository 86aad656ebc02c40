/*
 * Frame-accurate times for the review player (decision 032). A frame rate is a fraction
 * (30000/1001), as ffprobe reports it, so frame ↔ time conversions stay exact. Frames are 0-based.
 * People read a time as a clock ("0:05", "1:02:03" past an hour), so that is what the screen shows;
 * the exact frame goes beside it ("0:05 · frame 151"), because a clock alone cannot tell the 30
 * frames of one second apart. The clock is wall-clock time, so 29.97 fps video shows real elapsed
 * time (non-drop-frame SMPTE drifts 3.6 s an hour at 29.97).
 */

export interface FrameRate {
  num: number;
  den: number;
}

/** What the player assumes until the file's real frame rate is known. */
export const DEFAULT_FRAME_RATE: FrameRate = { num: 30, den: 1 };

/** A usable frame rate: positive integers, between 1 and 240 fps; anything else is the default. */
export function normalizeFrameRate(rate: Partial<FrameRate> | null | undefined): FrameRate {
  const num = rate?.num;
  const den = rate?.den;
  if (!num || !den || !Number.isInteger(num) || !Number.isInteger(den) || num <= 0 || den <= 0) return DEFAULT_FRAME_RATE;
  const fps = num / den;
  if (fps < 1 || fps > 240) return DEFAULT_FRAME_RATE;
  return { num, den };
}

export function framesPerSecond(rate: FrameRate): number {
  return rate.num / rate.den;
}

// A frame's start time is frame·den/num; floating point may land a hair below it, so allow for that.
const EPSILON = 1e-6;

/** The frame shown at `seconds` (the frame whose interval contains that time). */
export function frameAtTime(seconds: number, rate: FrameRate): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.floor((seconds * rate.num) / rate.den + EPSILON);
}

/** When a frame starts, in seconds. */
export function frameStartTime(frame: number, rate: FrameRate): number {
  return (Math.max(0, Math.trunc(frame)) * rate.den) / rate.num;
}

/**
 * The time to seek to so a player shows exactly `frame`: the middle of the frame, where neither
 * the decoder's rounding nor a millisecond-precision `currentTime` can land on a neighbour.
 */
export function seekTimeOfFrame(frame: number, rate: FrameRate): number {
  return ((Math.max(0, Math.trunc(frame)) + 0.5) * rate.den) / rate.num;
}

/** The number of frames in a file of `durationMs` (at least 1). */
export function frameCount(durationMs: number | null | undefined, rate: FrameRate): number {
  if (!durationMs || durationMs <= 0) return 1;
  return Math.max(1, Math.round(((durationMs / 1000) * rate.num) / rate.den));
}

/** The last frame index of a file of `durationMs`. */
export function lastFrame(durationMs: number | null | undefined, rate: FrameRate): number {
  return frameCount(durationMs, rate) - 1;
}

/** The whole second of wall-clock time a frame starts in. */
function secondOfFrame(frame: number, rate: FrameRate): number {
  return Math.floor((Math.max(0, Math.trunc(frame)) * rate.den) / rate.num + EPSILON);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The clock time of a frame: "0:05", "12:40", "1:02:03" past an hour. */
export function formatClock(frame: number, rate: FrameRate): string {
  const second = secondOfFrame(frame, rate);
  const hours = Math.floor(second / 3600);
  const minutes = Math.floor((second % 3600) / 60);
  const clock = `${pad(minutes)}:${pad(second % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock.replace(/^0/, "");
}

/** The clock time and the exact frame: "0:05 · frame 151". */
export function formatTimecode(frame: number, rate: FrameRate): string {
  return `${formatClock(frame, rate)} · frame ${Math.max(0, Math.trunc(frame))}`;
}

/** A range, "0:01–0:02 · frames 30–45", or one frame as formatTimecode writes it. */
export function formatFrameRange(frame: number, endFrame: number | null | undefined, rate: FrameRate): string {
  return endFrame != null && endFrame > frame
    ? `${formatClock(frame, rate)}–${formatClock(endFrame, rate)} · frames ${Math.max(0, Math.trunc(frame))}–${Math.trunc(endFrame)}`
    : formatTimecode(frame, rate);
}

/** Clamps a frame to a file's frames. */
export function clampFrame(frame: number, durationMs: number | null | undefined, rate: FrameRate): number {
  return Math.min(Math.max(0, Math.trunc(frame)), lastFrame(durationMs, rate));
}

/** Where a frame sits on the timeline, 0–100 (for comment markers). */
export function framePercent(frame: number, durationMs: number | null | undefined, rate: FrameRate): number {
  const frames = frameCount(durationMs, rate);
  if (frames <= 1) return 0;
  return Math.min(100, Math.max(0, (frame / frames) * 100));
}
