import { describe, expect, it } from "vitest";
import { isBrowserPlayable, type ProbeResult } from "@/server/integrations/video/ffmpeg";
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
