import { MIN_CUE_MS, type Cue } from "@/lib/captions/cues";
import { wrapCueText } from "@/lib/captions/time-script";

/*
 * The caption editor's edits, pure: each takes the cues and returns new ones, so the editor keeps
 * an undo-free draft and saves the whole list. Times are whole milliseconds.
 */

/** 83_250 → "1:23.250" (what the time fields show and read). */
export function formatEditTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const m = Math.floor(total / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  return `${m}:${String(s).padStart(2, "0")}.${String(total % 1000).padStart(3, "0")}`;
}

/** "1:23.25", "83.25", "0:05" → ms; null when unreadable. */
export function parseEditTime(text: string): number | null {
  const m = text.trim().match(/^(?:(\d{1,3}):)?(\d{1,5})(?:[.,](\d{1,3}))?$/);
  if (!m) return null;
  const [, min = "0", sec, frac = "0"] = m;
  if (m[1] !== undefined && Number(sec) >= 60) return null;
  return Number(min) * 60_000 + Number(sec) * 1000 + Number(frac.padEnd(3, "0"));
}

/** The cue shown at `ms`, or -1. */
export function cueIndexAt(cues: readonly Cue[], ms: number): number {
  return cues.findIndex((c) => ms >= c.startMs && ms < c.endMs);
}

const replace = (cues: readonly Cue[], index: number, cue: Cue) => cues.map((c, i) => (i === index ? cue : c));

/** `[`: the cue starts at the playhead (kept at least MIN_CUE_MS before its end). */
export function setCueStart(cues: readonly Cue[], index: number, ms: number): Cue[] {
  const cue = cues[index];
  if (!cue) return [...cues];
  const startMs = Math.max(0, Math.min(ms, cue.endMs - MIN_CUE_MS));
  return replace(cues, index, { ...cue, startMs });
}

/** `]`: the cue ends at the playhead (kept at least MIN_CUE_MS after its start). */
export function setCueEnd(cues: readonly Cue[], index: number, ms: number, durationMs: number | null): Cue[] {
  const cue = cues[index];
  if (!cue) return [...cues];
  const endMs = Math.min(durationMs ?? Number.MAX_SAFE_INTEGER, Math.max(ms, cue.startMs + MIN_CUE_MS));
  return replace(cues, index, { ...cue, endMs });
}

export function setCueText(cues: readonly Cue[], index: number, text: string): Cue[] {
  const cue = cues[index];
  return cue ? replace(cues, index, { ...cue, text }) : [...cues];
}

export function setCueTimes(cues: readonly Cue[], index: number, times: { startMs?: number; endMs?: number }): Cue[] {
  const cue = cues[index];
  return cue ? replace(cues, index, { ...cue, ...times }) : [...cues];
}

/**
 * A new cue at the playhead, two seconds long or up to the next cue, kept in time order; null when
 * there is no room (the playhead is inside a cue or less than MIN_CUE_MS before the next).
 */
export function insertCueAt(cues: readonly Cue[], ms: number, durationMs: number | null): { cues: Cue[]; index: number } | null {
  if (cueIndexAt(cues, ms) >= 0) return null;
  const index = cues.findIndex((c) => c.startMs > ms);
  const nextStart = index < 0 ? (durationMs ?? ms + 2000) : cues[index]!.startMs;
  const endMs = Math.min(ms + 2000, nextStart);
  if (endMs - ms < MIN_CUE_MS) return null;
  const at = index < 0 ? cues.length : index;
  const next = [...cues];
  next.splice(at, 0, { startMs: Math.round(ms), endMs: Math.round(endMs), text: "" });
  return { cues: next, index: at };
}

export function removeCue(cues: readonly Cue[], index: number): Cue[] {
  return cues.filter((_, i) => i !== index);
}

/** Tidies texts before saving: trimmed, long single lines wrapped onto two. */
export function tidyCues(cues: readonly Cue[]): Cue[] {
  return cues.map((c) => ({ ...c, text: c.text.includes("\n") ? c.text.trim() : wrapCueText(c.text) }));
}
