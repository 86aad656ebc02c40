import { describe, expect, it, vi } from "vitest";
import { roundsText } from "./video-review-panel";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

describe("roundsText", () => {
  it("offers the next round while the video is under review", () => {
    expect(roundsText({ status: "uploaded", revisionRoundsTotal: 2, revisionRoundsLeft: 1, revisionRoundsUsed: 1 })).toBe(
      "1 revision round left · next: Revision 2 of 2",
    );
  });

  it("an approved video offers nothing next: its review is read-only history", () => {
    expect(roundsText({ status: "approved", revisionRoundsTotal: 2, revisionRoundsLeft: 1, revisionRoundsUsed: 1 })).toBe(
      "Approved after Revision 1 of 2 · this review is read-only",
    );
    expect(roundsText({ status: "approved", revisionRoundsTotal: 2, revisionRoundsLeft: 2, revisionRoundsUsed: 0 })).toBe(
      "Approved · this review is read-only",
    );
  });
});
