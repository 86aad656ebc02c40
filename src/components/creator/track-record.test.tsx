import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMPTY_TRACK_RECORD, type TrackRecordFigures } from "@/lib/track-record";
import { TrackRecordSection, TrackRecordSummary } from "./track-record";

const seasoned: TrackRecordFigures = {
  deliveredOrders: 15,
  onTimeOrders: 14,
  onTimeRate: 14 / 15,
  approvedOrders: 12,
  firstVersionOrders: 9,
  firstVersionRate: 0.75,
  revisionRounds: 4,
  averageRevisionRounds: 4 / 12,
  replyConversations: 31,
  medianReplySeconds: 2 * 3600 + 10 * 60,
  adVideos: 4,
  medianHookRate: 0.284,
  medianRoas: 2.46,
};

describe("TrackRecordSection", () => {
  it("says each figure in words, with its counts, as a labelled description list", () => {
    render(<TrackRecordSection record={seasoned} />);
    const section = screen.getByRole("region", { name: "Track record" });
    const term = (label: string) => within(section).getByText(label, { selector: "dt" }).nextElementSibling!;
    expect(term("On-time delivery").textContent).toBe("93%Delivered 14 of 15 orders on time");
    expect(term("Approved first time").textContent).toBe("75%Approved on the first version in 9 of 12 orders");
    expect(term("Revision rounds").textContent).toBe("0.34 revision requests over 12 approved orders (0.3 per order)");
    expect(term("Response time").textContent).toBe("about 2 hoursReplies in about 2 hours (median of 31 conversations)");
    expect(term("Hook rate").textContent).toBe("28%Median hook rate 28% over 4 videos brands ran as ads");
    expect(term("ROAS").textContent).toBe("2.5×Median return on ad spend 2.5× over 4 videos brands ran as ads");
  });

  it("says 'Not enough orders yet' instead of a percentage, and leaves ad results out, for a new creator", () => {
    render(<TrackRecordSection record={{ ...EMPTY_TRACK_RECORD, deliveredOrders: 2, onTimeOrders: 2 }} />);
    const section = screen.getByRole("region", { name: "Track record" });
    expect(within(section).getAllByText("Not enough orders yet")).toHaveLength(3);
    expect(within(section).getAllByText("Not enough conversations yet")).toHaveLength(1);
    expect(within(section).queryByText(/%/)).toBeNull();
    expect(within(section).queryByText("Hook rate")).toBeNull();
  });
});

describe("TrackRecordSummary", () => {
  it("lists on time, first version and response time for a proposal row", () => {
    render(<TrackRecordSummary record={seasoned} />);
    const items = within(screen.getByRole("list", { name: "Track record" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "On-time delivery: Delivered 14 of 15 orders on time",
      "Approved first time: Approved on the first version in 9 of 12 orders",
      "Response time: Replies in about 2 hours (median of 31 conversations)",
    ]);
  });
});
