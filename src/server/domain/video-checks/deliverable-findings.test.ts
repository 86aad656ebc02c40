import { describe, expect, it } from "vitest";
import { deliverableFindings, warningMessages } from "./check-thresholds";

const probe = (durationMs: number, width: number, height: number) => ({ durationMs, width, height, frameRateNum: 30, frameRateDen: 1 });

describe("length and aspect ratio against the order", () => {
  it("says nothing when length and aspect ratio match, within normal editing slack", () => {
    expect(warningMessages(deliverableFindings(probe(32_500, 1080, 1920), { videoLengthSeconds: 30, aspectRatio: "9:16" }))).toEqual([]);
  });
  it("warns on a length off by more than 20 % (at least 3 s) and on another aspect ratio", () => {
    expect(warningMessages(deliverableFindings(probe(12_000, 1920, 1080), { videoLengthSeconds: 30, aspectRatio: "9:16" }))).toEqual([
      "The video is 12 s long; the order asks for about 30 s.",
      "The video is 1920×1080 (16:9); the order asks for 9:16.",
    ]);
  });
  it("allows 3 s either way on short videos", () => {
    expect(warningMessages(deliverableFindings(probe(12_900, 1080, 1080), { videoLengthSeconds: 10, aspectRatio: "1:1" }))).toEqual([]);
    expect(warningMessages(deliverableFindings(probe(13_600, 1080, 1080), { videoLengthSeconds: 10, aspectRatio: "1:1" }))).toHaveLength(1);
  });
  it("says what passed, so the report lists every check", () => {
    expect(
      deliverableFindings(probe(30_000, 1080, 1920), { videoLengthSeconds: 30, aspectRatio: "9:16" }).map((f) => [f.code, f.level]),
    ).toEqual([
      ["length", "pass"],
      ["aspect_ratio", "pass"],
    ]);
  });
});
