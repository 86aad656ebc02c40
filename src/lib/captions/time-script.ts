import { MAX_CUE_MS, MIN_CUE_MS, type Cue } from "./cues";

/*
 * Timing a script to speech without knowing the words spoken (the built-in caption provider): the
 * script is cut into cues of readable length, and the cues are laid over the stretches of speech
 * found in the audio, in order, each taking a share of speech time proportional to its words.
 * Pauses between stretches are where cues change, so a script read sentence by sentence lines up
 * with the sentences heard.
 */

/** Characters per line on a phone-sized vertical video, and lines per cue. */
export const MAX_LINE_CHARS = 32;
export const MAX_CUE_CHARS = MAX_LINE_CHARS * 2;

export interface Span {
  startMs: number;
  endMs: number;
}

const words = (text: string) => text.split(/\s+/).filter((w) => w !== "");

/** Breaks a cue's text into two balanced lines when it does not fit on one. */
export function wrapCueText(text: string): string {
  const flat = words(text).join(" ");
  if (flat.length <= MAX_LINE_CHARS) return flat;
  const middle = flat.length / 2;
  let best = -1;
  for (let i = flat.indexOf(" "); i >= 0; i = flat.indexOf(" ", i + 1)) {
    if (best < 0 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best < 0 ? flat : `${flat.slice(0, best)}\n${flat.slice(best + 1)}`;
}

/** Splits a run of words into the fewest chunks of at most MAX_CUE_CHARS, of balanced length. */
function balancedChunks(list: string[]): string[] {
  const length = list.join(" ").length;
  const count = Math.ceil(length / MAX_CUE_CHARS);
  if (count <= 1) return [list.join(" ")];
  const target = length / count;
  const chunks: string[] = [];
  let current: string[] = [];
  for (const word of list) {
    const next = [...current, word].join(" ");
    if (current.length > 0 && (next.length > MAX_CUE_CHARS || (next.length > target * 1.1 && chunks.length < count - 1))) {
      chunks.push(current.join(" "));
      current = [word];
    } else current.push(word);
  }
  if (current.length > 0) chunks.push(current.join(" "));
  return chunks;
}

/**
 * The script as cue texts: one per sentence (or per line the creator wrote), longer sentences cut
 * at commas and then between words into chunks of at most two lines.
 */
export function splitScript(script: string): string[] {
  const sentences = script
    .replace(/\r\n?/g, "\n")
    .split(/\n+|(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const out: string[] = [];
  for (const sentence of sentences) {
    if (sentence.length <= MAX_CUE_CHARS) {
      out.push(sentence);
      continue;
    }
    const clauses = sentence.split(/(?<=[,;:])\s+/);
    let current = "";
    for (const clause of clauses) {
      const joined = current ? `${current} ${clause}` : clause;
      if (joined.length <= MAX_CUE_CHARS) current = joined;
      else {
        if (current) out.push(current);
        if (clause.length <= MAX_CUE_CHARS) current = clause;
        else {
          const chunks = balancedChunks(words(clause));
          current = chunks.pop()!;
          out.push(...chunks);
        }
      }
    }
    if (current) out.push(current);
  }
  return out.map(wrapCueText);
}

/**
 * Lays cue texts over speech spans. Every text goes, in order, to the span where the middle of its
 * words falls when the script's words are spread over the speech time; within a span its texts
 * share the time in proportion to their words. No speech found: the texts spread over the whole
 * video. Cues keep MIN_CUE_MS..MAX_CUE_MS and never overlap.
 */
export function timeTextsToSpeech(texts: readonly string[], speech: readonly Span[], durationMs: number): Cue[] {
  const units = texts.map((t) => ({ text: t, words: Math.max(1, words(t).length) }));
  if (units.length === 0) return [];
  const spans = (speech.length > 0 ? speech : [{ startMs: 0, endMs: durationMs }]).filter((s) => s.endMs > s.startMs);
  const totalSpeech = spans.reduce((sum, s) => sum + (s.endMs - s.startMs), 0);
  const totalWords = units.reduce((sum, u) => sum + u.words, 0);
  // Where each span ends, as a share of the speech time.
  const spanEnds: number[] = [];
  let acc = 0;
  for (const s of spans) {
    acc += s.endMs - s.startMs;
    spanEnds.push(acc / totalSpeech);
  }
  const bySpan = spans.map(() => [] as typeof units);
  let wordsBefore = 0;
  for (const unit of units) {
    const middle = (wordsBefore + unit.words / 2) / totalWords;
    const index = spanEnds.findIndex((end) => middle <= end + 1e-9);
    bySpan[index < 0 ? spans.length - 1 : index]!.push(unit);
    wordsBefore += unit.words;
  }
  const cues: Cue[] = [];
  for (const [i, span] of spans.entries()) {
    const group = bySpan[i]!;
    const groupWords = group.reduce((sum, u) => sum + u.words, 0);
    let at = span.startMs;
    for (const unit of group) {
      const length = ((span.endMs - span.startMs) * unit.words) / groupWords;
      cues.push({ startMs: Math.round(at), endMs: Math.round(at + length), text: unit.text });
      at += length;
    }
  }
  // Readable lengths: a too-short cue borrows from the silence after it; a too-long one is cut.
  for (const [i, cue] of cues.entries()) {
    const nextStart = cues[i + 1]?.startMs ?? durationMs;
    if (cue.endMs - cue.startMs < MIN_CUE_MS) cue.endMs = Math.min(Math.max(nextStart, cue.endMs), cue.startMs + MIN_CUE_MS);
    if (cue.endMs - cue.startMs > MAX_CUE_MS) cue.endMs = cue.startMs + MAX_CUE_MS;
  }
  return cues.filter((c) => c.endMs > c.startMs);
}
