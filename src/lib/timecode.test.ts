import { describe, expect, it } from "vitest";
import {
  clampFrame,
  DEFAULT_FRAME_RATE,
  formatClock,
  formatFrameRange,
  formatTimecode,
  frameAtTime,
  frameCount,
  framePercent,
  frameStartTime,
  normalizeFrameRate,
  seekTimeOfFrame,
} from "./timecode";

const FPS30 = { num: 30, den: 1 };
const FPS25 = { num: 25, den: 1 };
const NTSC = { num: 30000, den: 1001 };
const FPS24 = { num: 24, den: 1 };

describe("timecode", () => {
  it("shows a time as people read it (m:ss, h:mm:ss past an hour) with the exact frame beside it", () => {
    expect(formatClock(0, FPS30)).toBe("0:00");
    // Five seconds and one frame in: a clock, not "00:05:01" that reads like five minutes.
    expect(formatClock(151, FPS30)).toBe("0:05");
    expect(formatTimecode(151, FPS30)).toBe("0:05 · frame 151");
    expect(formatTimecode(29, FPS30)).toBe("0:00 · frame 29");
    expect(formatClock(30 * 61 + 7, FPS30)).toBe("1:01");
    expect(formatClock(25 * 10 + 3, FPS25)).toBe("0:10");
    expect(formatClock(24 * 725, FPS24)).toBe("12:05");
    expect(formatClock(30 * 3723, FPS30)).toBe("1:02:03");
    expect(formatTimecode(30 * 3600, FPS30)).toBe("1:00:00 · frame 108000");
  });

  it("keeps wall-clock seconds at 29.97 fps", () => {
    // Frame 30 starts at 30·1001/30000 = 1.001 s: second 1.
    expect(formatClock(29, NTSC)).toBe("0:00");
    expect(formatClock(30, NTSC)).toBe("0:01");
    // One minute in: frame 1798 starts at 59.993 s, frame 1799 at 60.027 s.
    expect(formatClock(1798, NTSC)).toBe("0:59");
    expect(formatTimecode(1799, NTSC)).toBe("1:00 · frame 1799");
  });

  it("converts frames to times and back exactly, also at 29.97", () => {
    for (const rate of [FPS30, FPS25, NTSC, FPS24]) {
      for (const frame of [0, 1, 2, 29, 30, 299, 1798, 1799, 17_982]) {
        expect(frameAtTime(frameStartTime(frame, rate), rate)).toBe(frame);
        expect(frameAtTime(seekTimeOfFrame(frame, rate), rate)).toBe(frame);
        // A millisecond-rounded currentTime (what some browsers report) still lands on the frame.
        expect(frameAtTime(Math.round(seekTimeOfFrame(frame, rate) * 1000) / 1000, rate)).toBe(frame);
      }
    }
    expect(frameAtTime(1.0, FPS30)).toBe(30);
    expect(frameAtTime(0.999, FPS30)).toBe(29);
    expect(frameAtTime(-3, FPS30)).toBe(0);
    expect(frameAtTime(Number.NaN, FPS30)).toBe(0);
  });

  it("counts frames, clamps and places markers", () => {
    expect(frameCount(4000, FPS30)).toBe(120);
    expect(frameCount(null, FPS30)).toBe(1);
    expect(clampFrame(500, 4000, FPS30)).toBe(119);
    expect(clampFrame(-2, 4000, FPS30)).toBe(0);
    expect(framePercent(60, 4000, FPS30)).toBe(50);
    expect(formatFrameRange(30, 75, FPS30)).toBe("0:01–0:02 · frames 30–75");
    expect(formatFrameRange(30, null, FPS30)).toBe("0:01 · frame 30");
  });

  it("falls back to 30 fps for a missing or absurd frame rate", () => {
    expect(normalizeFrameRate(null)).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate({ num: 0, den: 1 })).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate({ num: 90000, den: 1 })).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate({ num: 2.5, den: 1 })).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate(NTSC)).toEqual(NTSC);
  });
});
