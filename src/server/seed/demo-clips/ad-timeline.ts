/** One scene of a demo ad: from `start` to `end` seconds, with what is written on it. */
export interface AdScene {
  kind: "hook" | "middle" | "cta";
  start: number;
  end: number;
  text: string;
}

/** The hook holds the first seconds, the call to action the last ones; the middle scenes share the rest. */
const HOOK_SECONDS = 3;
const CTA_SECONDS = 4;
const MIDDLE_SECONDS = 5;

/**
 * The scenes of a `seconds`-long ad: the hook line from the first frame (what makes a viewer stop
 * scrolling), captions of about five seconds each, and the call to action at the end. Scene
 * boundaries are whole seconds, so every scene is a whole number of frames at any frame rate.
 */
export function adTimeline(seconds: number, script: { hook: string; captions: string[]; cta: string }): AdScene[] {
  if (!Number.isInteger(seconds) || seconds < HOOK_SECONDS + CTA_SECONDS + 2) throw new Error(`an ad of ${seconds} s is too short`);
  const middle = seconds - HOOK_SECONDS - CTA_SECONDS;
  const count = Math.max(1, Math.round(middle / MIDDLE_SECONDS));
  const scenes: AdScene[] = [{ kind: "hook", start: 0, end: HOOK_SECONDS, text: script.hook }];
  for (let i = 0; i < count; i += 1) {
    const start = HOOK_SECONDS + Math.round((middle * i) / count);
    const end = HOOK_SECONDS + Math.round((middle * (i + 1)) / count);
    scenes.push({ kind: "middle", start, end, text: script.captions[i % script.captions.length]! });
  }
  scenes.push({ kind: "cta", start: seconds - CTA_SECONDS, end: seconds, text: script.cta });
  return scenes;
}

/** Splits a caption into lines of at most `width` characters (words are never cut). */
export function wrapCaption(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
