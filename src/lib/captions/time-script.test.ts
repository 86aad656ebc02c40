import { describe, expect, it } from "vitest";
import { MAX_CUE_CHARS, MAX_LINE_CHARS, splitScript, timeTextsToSpeech, wrapCueText } from "./time-script";

describe("splitting a script into cues", () => {
  it("makes one cue per sentence, long sentences cut into chunks of at most two lines", () => {
    const cues = splitScript(
      "Stop scrolling. I tried every serum on the market, the cheap ones, the expensive ones, and the ones my friends swore by, and nothing worked until this one! Link below.",
    );
    expect(cues[0]).toBe("Stop scrolling.");
    expect(cues.at(-1)).toBe("Link below.");
    expect(cues.length).toBeGreaterThan(3);
    for (const cue of cues) {
      expect(cue.replace("\n", " ").length).toBeLessThanOrEqual(MAX_CUE_CHARS);
      for (const line of cue.split("\n")) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    }
    // Nothing lost, nothing reordered.
    expect(cues.join(" ").replace(/\n/g, " ")).toBe(
      "Stop scrolling. I tried every serum on the market, the cheap ones, the expensive ones, and the ones my friends swore by, and nothing worked until this one! Link below.",
    );
  });

  it("wraps a cue into two balanced lines", () => {
    expect(wrapCueText("This serum changed my morning routine")).toBe("This serum changed\nmy morning routine");
    expect(wrapCueText("Short one")).toBe("Short one");
  });
});

describe("timing cues to speech", () => {
  it("puts each sentence on its stretch of speech when the pauses match the sentences", () => {
    const speech = [
      { startMs: 500, endMs: 1500 },
      { startMs: 2200, endMs: 3200 },
      { startMs: 4000, endMs: 5000 },
    ];
    expect(timeTextsToSpeech(["One two three.", "Four five six.", "Seven eight nine."], speech, 6000)).toEqual([
      { startMs: 500, endMs: 1500, text: "One two three." },
      { startMs: 2200, endMs: 3200, text: "Four five six." },
      { startMs: 4000, endMs: 5000, text: "Seven eight nine." },
    ]);
  });

  it("shares a stretch between cues by their words and spreads over the whole video without speech", () => {
    expect(timeTextsToSpeech(["a b c", "d"], [{ startMs: 1000, endMs: 3000 }], 4000)).toEqual([
      { startMs: 1000, endMs: 2500, text: "a b c" },
      { startMs: 2500, endMs: 3000, text: "d" },
    ]);
    expect(timeTextsToSpeech(["a", "b"], [], 4000)).toEqual([
      { startMs: 0, endMs: 2000, text: "a" },
      { startMs: 2000, endMs: 4000, text: "b" },
    ]);
  });
});
