import type { Span } from "@/lib/captions/time-script";

/*
 * Voice activity from ffmpeg's `silencedetect`: the stretches that are not silence are taken as
 * speech. Pure argument builder and parser; the runner is in run-captions-ffmpeg.ts.
 */

export interface SpeechDetectionOptions {
  /** Quieter than this is silence (dBFS). Room tone of a phone recording sits around −50 dB. */
  noiseDb?: number;
  /** A pause shorter than this is not a pause (breaths between words). */
  minSilenceMs?: number;
  /** A stretch of sound shorter than this is a click, not speech. */
  minSpeechMs?: number;
}

export const SPEECH_DEFAULTS: Required<SpeechDetectionOptions> = { noiseDb: -35, minSilenceMs: 300, minSpeechMs: 150 };

/** ffmpeg arguments that print the silences of the first audio stream to stderr and decode nothing else. */
export function silenceDetectArgs(input: string, options: SpeechDetectionOptions = {}): string[] {
  const { noiseDb, minSilenceMs } = { ...SPEECH_DEFAULTS, ...options };
  return [
    "-hide_banner",
    "-nostats",
    "-vn",
    "-sn",
    "-dn",
    "-i",
    input,
    "-map",
    "0:a:0",
    "-af",
    `silencedetect=noise=${noiseDb}dB:d=${(minSilenceMs / 1000).toFixed(3)}`,
    "-f",
    "null",
    "-",
  ];
}

/** The silences silencedetect printed, in ms; a silence still open at the end lasts to `durationMs`. */
export function parseSilences(stderr: string, durationMs: number): Span[] {
  const silences: Span[] = [];
  let open: number | null = null;
  for (const line of stderr.split("\n")) {
    const start = line.match(/silence_start:\s*(-?[\d.]+)/);
    if (start) {
      open = Math.max(0, Math.round(Number(start[1]) * 1000));
      continue;
    }
    const end = line.match(/silence_end:\s*([\d.]+)/);
    if (end) {
      silences.push({ startMs: open ?? 0, endMs: Math.round(Number(end[1]) * 1000) });
      open = null;
    }
  }
  if (open !== null) silences.push({ startMs: open, endMs: durationMs });
  return silences;
}

/** The complement of the silences within [0, durationMs], dropping stretches too short to be speech. */
export function speechFromSilences(silences: readonly Span[], durationMs: number, options: SpeechDetectionOptions = {}): Span[] {
  const { minSpeechMs } = { ...SPEECH_DEFAULTS, ...options };
  const speech: Span[] = [];
  let at = 0;
  for (const s of [...silences].sort((a, b) => a.startMs - b.startMs)) {
    if (s.startMs > at) speech.push({ startMs: at, endMs: Math.min(s.startMs, durationMs) });
    at = Math.max(at, s.endMs);
  }
  if (at < durationMs) speech.push({ startMs: at, endMs: durationMs });
  return speech.filter((s) => s.endMs - s.startMs >= minSpeechMs);
}
