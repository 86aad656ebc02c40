import { describe, expect, it } from "vitest";
import { cueIndexAt, formatEditTime, insertCueAt, parseEditTime, removeCue, setCueEnd, setCueStart, tidyCues } from "./caption-edits";

const cues = [
  { startMs: 500, endMs: 1500, text: "One" },
  { startMs: 2000, endMs: 3000, text: "Two" },
];

describe("caption edits", () => {
  it("reads and writes the time fields", () => {
    expect(formatEditTime(83_250)).toBe("1:23.250");
    expect(parseEditTime("1:23.25")).toBe(83_250);
    expect(parseEditTime("83.25")).toBe(83_250);
    expect(parseEditTime("0:05")).toBe(5000);
    expect(parseEditTime("1:75.000")).toBeNull();
    expect(parseEditTime("soon")).toBeNull();
  });

  it("sets a cue's start and end at the playhead, never shorter than 0.2 s", () => {
    expect(setCueStart(cues, 1, 1800)[1]).toEqual({ startMs: 1800, endMs: 3000, text: "Two" });
    expect(setCueStart(cues, 1, 2900)[1]!.startMs).toBe(2800);
    expect(setCueEnd(cues, 0, 1700, 4000)[0]).toEqual({ startMs: 500, endMs: 1700, text: "One" });
    expect(setCueEnd(cues, 1, 9000, 4000)[1]!.endMs).toBe(4000);
    expect(cues[1]!.startMs).toBe(2000);
  });

  it("finds the cue at a time, inserts one in a gap in time order and removes one", () => {
    expect(cueIndexAt(cues, 2500)).toBe(1);
    expect(cueIndexAt(cues, 1700)).toBe(-1);
    expect(insertCueAt(cues, 1600, 4000)).toEqual({
      cues: [cues[0], { startMs: 1600, endMs: 2000, text: "" }, cues[1]],
      index: 1,
    });
    expect(insertCueAt(cues, 1000, 4000)).toBeNull();
    expect(insertCueAt(cues, 1900, 4000)).toBeNull();
    expect(insertCueAt(cues, 3500, 4000)).toEqual({ cues: [...cues, { startMs: 3500, endMs: 4000, text: "" }], index: 2 });
    expect(removeCue(cues, 0)).toEqual([cues[1]]);
    expect(tidyCues([{ startMs: 0, endMs: 1000, text: " This serum changed my morning routine " }])[0]!.text).toBe(
      "This serum changed\nmy morning routine",
    );
  });
});
