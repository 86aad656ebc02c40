import { describe, expect, it } from "vitest";
import {
  clampFrame,
  DEFAULT_FRAME_RATE,
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
  it("formats mm:ss:ff at integer rates", () => {
    expect(formatTimecode(0, FPS30)).toBe("00:00:00");
    expect(formatTimecode(29, FPS30)).toBe("00:00:29");
    expect(formatTimecode(30, FPS30)).toBe("00:01:00");
    expect(formatTimecode(30 * 61 + 7, FPS30)).toBe("01:01:07");
    expect(formatTimecode(24, FPS25)).toBe("00:00:24");
    expect(formatTimecode(25 * 10 + 3, FPS25)).toBe("00:10:03");
    expect(formatTimecode(24 * 125, FPS24)).toBe("02:05:00");
  });

  it("keeps wall-clock seconds at 29.97 fps", () => {
    // Frame 30 starts at 30·1001/30000 = 1.001 s: second 1, its first frame.
    expect(formatTimecode(29, NTSC)).toBe("00:00:29");
    expect(formatTimecode(30, NTSC)).toBe("00:01:00");
    // One minute in: frame 1798 starts at 59.993 s, frame 1799 at 60.027 s.
    expect(formatTimecode(1798, NTSC)).toBe("00:59:29");
    // Second 0 holds frames 0–29, second 1 starts at frame 30 (1.001 s): some seconds hold 29 frames.
    expect(formatTimecode(1768, NTSC)).toBe("00:58:29");
    expect(formatTimecode(1799, NTSC)).toBe("01:00:00");
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
    expect(formatFrameRange(30, 45, FPS30)).toBe("00:01:00–00:01:15");
    expect(formatFrameRange(30, null, FPS30)).toBe("00:01:00");
  });

  it("falls back to 30 fps for a missing or absurd frame rate", () => {
    expect(normalizeFrameRate(null)).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate({ num: 0, den: 1 })).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate({ num: 90000, den: 1 })).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate({ num: 2.5, den: 1 })).toEqual(DEFAULT_FRAME_RATE);
    expect(normalizeFrameRate(NTSC)).toEqual(NTSC);
  });
});
