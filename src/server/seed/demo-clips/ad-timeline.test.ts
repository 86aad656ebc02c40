import { describe, expect, it } from "vitest";
import { adTimeline, wrapCaption } from "./ad-timeline";

const script = { hook: "Stop scrolling", captions: ["One", "Two", "Three"], cta: "Shop now" };

describe("adTimeline", () => {
  it.each([15, 20, 30, 45, 60])(
    "covers a %i s ad without gaps: the hook from the first frame, the call to action at the end",
    (seconds) => {
      const scenes = adTimeline(seconds, script);
      expect(scenes[0]).toEqual({ kind: "hook", start: 0, end: 3, text: "Stop scrolling" });
      expect(scenes.at(-1)).toEqual({ kind: "cta", start: seconds - 4, end: seconds, text: "Shop now" });
      for (const [i, scene] of scenes.entries()) {
        expect(scene.end).toBeGreaterThan(scene.start);
        if (i > 0) expect(scene.start).toBe(scenes[i - 1]!.end);
      }
    },
  );

  it("gives the middle about five seconds a caption, cycling through the script's captions", () => {
    expect(adTimeline(30, script).map((s) => [s.start, s.text])).toEqual([
      [0, "Stop scrolling"],
      [3, "One"],
      [8, "Two"],
      [12, "Three"],
      [17, "One"],
      [21, "Two"],
      [26, "Shop now"],
    ]);
  });

  it("refuses a length with no room for a caption between the hook and the call to action", () => {
    expect(() => adTimeline(8, script)).toThrow();
    expect(() => adTimeline(12.5, script)).toThrow();
  });
});

describe("wrapCaption", () => {
  it("breaks between words, never inside one", () => {
    expect(wrapCaption("Things I wish I knew before wearing SPF daily", 18)).toEqual([
      "Things I wish I",
      "knew before",
      "wearing SPF daily",
    ]);
    expect(wrapCaption("Supercalifragilistic word", 10)).toEqual(["Supercalifragilistic", "word"]);
  });
});
