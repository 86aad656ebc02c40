import { describe, expect, it } from "vitest";
import { isBrowserPlayable, type ProbeResult } from "@/server/integrations/video/ffmpeg";
import { deliverableWarnings } from "./deliverable-warnings";
import { videoContentType } from "./upload-rules";

const probe = (over: Partial<ProbeResult> = {}): ProbeResult => ({
  formatName: "mov,mp4,m4a,3gp,3g2,mj2",
  durationMs: 30_000,
  width: 1080,
  height: 1920,
  frameRateNum: 30000,
  frameRateDen: 1001,
  videoCodec: "h264",
  pixelFormat: "yuv420p",
  audioCodec: "aac",
  ...over,
});

describe("deliverable warnings", () => {
  it("says nothing when length and aspect ratio match, within normal editing slack", () => {
    expect(deliverableWarnings({ durationMs: 32_500, width: 1080, height: 1920 }, { videoLengthSeconds: 30, aspectRatio: "9:16" })).toEqual(
      [],
    );
  });
  it("warns on a length off by more than 20 % (at least 3 s) and on another aspect ratio", () => {
    const warnings = deliverableWarnings(
      { durationMs: 12_000, width: 1920, height: 1080 },
      { videoLengthSeconds: 30, aspectRatio: "9:16" },
    );
    expect(warnings).toEqual([
      "The video is 12 s long; the order asks for about 30 s.",
      "The video is 1920×1080 (16:9); the order asks for 9:16.",
    ]);
  });
  it("allows 3 s either way on short videos", () => {
    expect(deliverableWarnings({ durationMs: 12_900, width: 1080, height: 1080 }, { videoLengthSeconds: 10, aspectRatio: "1:1" })).toEqual(
      [],
    );
    expect(
      deliverableWarnings({ durationMs: 13_600, width: 1080, height: 1080 }, { videoLengthSeconds: 10, aspectRatio: "1:1" }),
    ).toHaveLength(1);
  });
});

describe("browser playability", () => {
  it("plays 8-bit 4:2:0 H.264 and VP9 as they are, and needs a preview for HEVC, ProRes or 10-bit H.264", () => {
    expect(isBrowserPlayable(probe())).toBe(true);
    expect(isBrowserPlayable(probe({ videoCodec: "vp9", audioCodec: "opus" }))).toBe(true);
    expect(isBrowserPlayable(probe({ videoCodec: "hevc" }))).toBe(false);
    expect(isBrowserPlayable(probe({ videoCodec: "prores", pixelFormat: "yuv422p10le", audioCodec: "pcm_s16le" }))).toBe(false);
    expect(isBrowserPlayable(probe({ pixelFormat: "yuv420p10le" }))).toBe(false);
  });
});

describe("accepted file names", () => {
  it("takes MP4, MOV and WebM by extension, a bare name by its declared type, and nothing else", () => {
    expect(videoContentType("Take 1.MOV")).toBe("video/quicktime");
    expect(videoContentType("clip.webm")).toBe("video/webm");
    expect(videoContentType("clip", "video/mp4")).toBe("video/mp4");
    expect(videoContentType("notes.txt", "video/mp4")).toBeNull();
    expect(videoContentType("movie.avi")).toBeNull();
  });
});
