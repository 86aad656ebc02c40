import { describe, expect, it } from "vitest";
import {
  CaptionParseError,
  cueProblem,
  formatCueTime,
  parseCaptionFile,
  parseCueTime,
  parseSrt,
  parseVtt,
  toSrt,
  toVtt,
  type Cue,
} from "./cues";

const SRT = `1
00:00:00,500 --> 00:00:02,250
Stop scrolling.

2
00:00:02,400 --> 00:00:05,000
This serum changed
my morning routine.

3
00:00:05,100 --> 00:01:02,003
<i>Link below</i> & 20% off
`;

describe("SRT and WebVTT", () => {
  it("round-trips an SRT: import, edit text and times, export equals the edited cues", () => {
    const imported = parseSrt(SRT);
    expect(imported).toEqual([
      { startMs: 500, endMs: 2250, text: "Stop scrolling." },
      { startMs: 2400, endMs: 5000, text: "This serum changed\nmy morning routine." },
      { startMs: 5100, endMs: 62_003, text: "Link below & 20% off" },
    ]);
    // The edit a reviewer makes: a word changed, the second cue nudged, the last one shortened.
    const edited: Cue[] = imported.map((c, i) =>
      i === 0 ? { ...c, text: "Stop scrolling!" } : i === 1 ? { ...c, startMs: 2300, endMs: 4960 } : { ...c, endMs: 7000 },
    );
    const exported = toSrt(edited);
    expect(exported).toBe(`1
00:00:00,500 --> 00:00:02,250
Stop scrolling!

2
00:00:02,300 --> 00:00:04,960
This serum changed
my morning routine.

3
00:00:05,100 --> 00:00:07,000
Link below & 20% off
`);
    expect(parseSrt(exported)).toEqual(edited);
    expect(parseVtt(toVtt(edited))).toEqual(edited);
  });

  it("reads WebVTT with a header, notes, cue ids, settings, short times and markup", () => {
    const vtt =
      "WEBVTT - made by hand\n\nNOTE nothing here\n\nintro\n00:01.000 --> 00:02.500 align:start line:80%\n<v Sam>Hi &amp; welcome</v>\n\n00:00:03.000 --> 00:00:04.000\nSecond\n";
    expect(parseCaptionFile(vtt)).toEqual({
      format: "vtt",
      cues: [
        { startMs: 1000, endMs: 2500, text: "Hi & welcome" },
        { startMs: 3000, endMs: 4000, text: "Second" },
      ],
    });
    expect(toVtt([{ startMs: 1000, endMs: 2500, text: "a < b & c" }])).toBe(
      "WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\na &lt; b &amp; c\n",
    );
  });

  it("refuses malformed files with the line at fault", () => {
    expect(() => parseSrt("1\n00:00:01,000 -> 00:00:02,000\nHi\n")).toThrow(CaptionParseError);
    expect(() => parseSrt("1\n00:00:03,000 --> 00:00:02,000\nHi\n")).toThrow("Line 2: A cue must end after it starts");
    expect(() => parseVtt("1\n00:00:01.000 --> 00:00:02.000\nHi\n")).toThrow('starts with "WEBVTT"');
  });

  it("formats and reads times to the millisecond", () => {
    expect(formatCueTime(3_723_004, "srt")).toBe("01:02:03,004");
    expect(formatCueTime(3_723_004, "vtt")).toBe("01:02:03.004");
    expect(parseCueTime("01:02:03,004")).toBe(3_723_004);
    expect(parseCueTime("02:03.5")).toBe(123_500);
    expect(parseCueTime("1:2:3")).toBeNull();
  });

  it("says which cue cannot be saved and why", () => {
    const ok: Cue[] = [
      { startMs: 0, endMs: 1000, text: "a" },
      { startMs: 1000, endMs: 2000, text: "b" },
    ];
    expect(cueProblem(ok, 2000)).toBeNull();
    expect(cueProblem([ok[0]!, { ...ok[1]!, startMs: 900 }], null)).toEqual({
      index: 1,
      message: "Caption 2 starts before caption 1 ends",
    });
    expect(cueProblem(ok, 1500)?.message).toBe("Caption 2 ends after the video");
    expect(cueProblem([{ startMs: 0, endMs: 100, text: "a" }], null)?.message).toBe("Caption 1 must last at least 0.2 s");
    expect(cueProblem([{ startMs: 0, endMs: 1000, text: "  " }], null)?.message).toBe("Caption 1 has no text");
  });
});
