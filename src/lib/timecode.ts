/*
 * Frame-accurate timecodes for the review player (issue 14 §4, decision 032). A frame rate is a
 * fraction (30000/1001), as ffprobe reports it, so frame ↔ time conversions stay exact. Frames are
 * 0-based. The timecode is mm:ss:ff: minutes and seconds of wall-clock time, and the frame's
 * position inside that second — so 29.97 fps video shows real elapsed time (non-drop-frame SMPTE
 * drifts 3.6 s an hour at 29.97) and ff runs 0…29 (once in a while 0…28).
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

/** The first frame of whole second `second`. */
function firstFrameOfSecond(second: number, rate: FrameRate): number {
  return Math.ceil((second * rate.num) / rate.den - EPSILON);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `mm:ss:ff` for a frame (minutes keep counting past 59: a review clip is never an hour long). */
export function formatTimecode(frame: number, rate: FrameRate): string {
  const f = Math.max(0, Math.trunc(frame));
  const second = Math.floor((f * rate.den) / rate.num + EPSILON);
  const ff = f - firstFrameOfSecond(second, rate);
  return `${pad(Math.floor(second / 60))}:${pad(second % 60)}:${pad(ff)}`;
}

/** `mm:ss:ff – mm:ss:ff` for a range, or one timecode. */
export function formatFrameRange(frame: number, endFrame: number | null | undefined, rate: FrameRate): string {
  return endFrame != null && endFrame > frame
    ? `${formatTimecode(frame, rate)}–${formatTimecode(endFrame, rate)}`
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
