/*
 * Caption cues and the two text formats they travel in (SubRip .srt and WebVTT .vtt), parsed and
 * written here rather than by a package: both are a few lines of grammar, and the same code runs in
 * the browser (export, the player's text track) and on the server (import, the burn-in).
 * Times are whole milliseconds.
 */

export interface Cue {
  startMs: number;
  endMs: number;
  /** One or two lines, joined by "\n". */
  text: string;
}

export type CaptionFormat = "srt" | "vtt";

/** The longest a cue may show, and the shortest (a flash no one can read is a mistake). */
export const MAX_CUE_MS = 10_000;
export const MIN_CUE_MS = 200;
export const MAX_CUE_TEXT = 200;
export const MAX_CUES = 2000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** 3723004 → "01:02:03,004" (SRT) or "01:02:03.004" (WebVTT). */
export function formatCueTime(ms: number, format: CaptionFormat): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${format === "srt" ? "," : "."}${pad(total % 1000, 3)}`;
}

/** "01:02:03,004", "01:02:03.004", "02:03.004" (WebVTT may leave the hours out) → ms; null when malformed. */
export function parseCueTime(text: string): number | null {
  const m = text.trim().match(/^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[,.](\d{1,3})$/);
  if (!m) return null;
  const [, h = "0", min, s, frac] = m;
  return Number(h) * 3_600_000 + Number(min) * 60_000 + Number(s) * 1000 + Number(frac!.padEnd(3, "0"));
}

export class CaptionParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = "CaptionParseError";
  }
}

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)(?:\s+.*)?$/;

/** Markup WebVTT and many SRT files carry (<i>, <b>, <c.yellow>, <v Name>, {\an8}); captions here are plain text. */
function plainText(line: string): string {
  return line
    .replace(/<[^>]*>/g, "")
    .replace(/\{\\[^}]*\}/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .trim();
}

function parseBlocks(text: string, format: CaptionFormat): Cue[] {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const cues: Cue[] = [];
  let i = 0;
  if (format === "vtt") {
    if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "")) throw new CaptionParseError('A WebVTT file starts with "WEBVTT"', 1);
    i = 1;
  }
  while (i < lines.length) {
    // Skip blank lines between blocks.
    while (i < lines.length && lines[i]!.trim() === "") i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== "") block.push(lines[i++]!);
    if (format === "vtt" && /^(NOTE|STYLE|REGION)(\s|$)/.test(block[0]!)) continue;
    // An optional identifier line (the SRT counter, a WebVTT cue id) precedes the timing line.
    const timingIndex = block.findIndex((l) => l.includes("-->"));
    if (timingIndex < 0 || timingIndex > 1)
      throw new CaptionParseError('Expected a timing line like "00:00:01,000 --> 00:00:02,500"', blockStart + 1);
    const match = block[timingIndex]!.match(TIMING);
    const startMs = match ? parseCueTime(match[1]!) : null;
    const endMs = match ? parseCueTime(match[2]!) : null;
    if (startMs === null || endMs === null)
      throw new CaptionParseError(`Unreadable times "${block[timingIndex]!.trim()}"`, blockStart + timingIndex + 1);
    if (endMs <= startMs) throw new CaptionParseError("A cue must end after it starts", blockStart + timingIndex + 1);
    const body = block
      .slice(timingIndex + 1)
      .map(plainText)
      .filter((l) => l !== "")
      .join("\n");
    if (body !== "") cues.push({ startMs, endMs, text: body });
  }
  return cues.sort((a, b) => a.startMs - b.startMs);
}

export function parseSrt(text: string): Cue[] {
  return parseBlocks(text, "srt");
}

export function parseVtt(text: string): Cue[] {
  return parseBlocks(text, "vtt");
}

/** By content: a file that starts with WEBVTT is WebVTT, anything else is read as SRT. */
export function parseCaptionFile(text: string): { format: CaptionFormat; cues: Cue[] } {
  const format: CaptionFormat = /^\uFEFF?WEBVTT/.test(text) ? "vtt" : "srt";
  return { format, cues: parseBlocks(text, format) };
}

export function toSrt(cues: readonly Cue[]): string {
  return cues.map((c, i) => `${i + 1}\n${formatCueTime(c.startMs, "srt")} --> ${formatCueTime(c.endMs, "srt")}\n${c.text}\n`).join("\n");
}

/** WebVTT escapes "&", "<" and ">" in cue text. */
export function toVtt(cues: readonly Cue[]): string {
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${formatCueTime(c.startMs, "vtt")} --> ${formatCueTime(c.endMs, "vtt")}\n${escape(c.text)}\n`).join("\n")}`;
}

export function serializeCaptions(cues: readonly Cue[], format: CaptionFormat): string {
  return format === "srt" ? toSrt(cues) : toVtt(cues);
}

/**
 * Why a list of cues cannot be saved, or null: each cue has text, lasts between MIN_CUE_MS and
 * MAX_CUE_MS, lies within the video, and starts no earlier than the previous one ends (captions
 * are read one at a time).
 */
export function cueProblem(cues: readonly Cue[], durationMs: number | null): { index: number; message: string } | null {
  if (cues.length > MAX_CUES) return { index: MAX_CUES, message: `At most ${MAX_CUES} captions` };
  for (const [index, c] of cues.entries()) {
    const n = index + 1;
    if (!Number.isInteger(c.startMs) || !Number.isInteger(c.endMs) || c.startMs < 0)
      return { index, message: `Caption ${n} has an invalid time` };
    if (c.text.trim() === "") return { index, message: `Caption ${n} has no text` };
    if (c.text.length > MAX_CUE_TEXT) return { index, message: `Caption ${n} is longer than ${MAX_CUE_TEXT} characters` };
    if (c.endMs - c.startMs < MIN_CUE_MS) return { index, message: `Caption ${n} must last at least ${MIN_CUE_MS / 1000} s` };
    if (c.endMs - c.startMs > MAX_CUE_MS) return { index, message: `Caption ${n} must last at most ${MAX_CUE_MS / 1000} s` };
    if (durationMs !== null && c.endMs > durationMs) return { index, message: `Caption ${n} ends after the video` };
    const previous = cues[index - 1];
    if (previous && c.startMs < previous.endMs) return { index, message: `Caption ${n} starts before caption ${index} ends` };
  }
  return null;
}
