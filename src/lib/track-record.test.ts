import { describe, expect, it } from "vitest";
import { aboutDuration, EMPTY_TRACK_RECORD, trackRecordLines } from "./track-record";

describe("aboutDuration", () => {
  it("rounds a median reply time to the unit a person would say", () => {
    expect(aboutDuration(20)).toBe("about 1 minute");
    expect(aboutDuration(25 * 60)).toBe("about 25 minutes");
    expect(aboutDuration(90 * 60)).toBe("about 2 hours");
    expect(aboutDuration(5 * 3600)).toBe("about 5 hours");
    expect(aboutDuration(25 * 3600)).toBe("about 1 day");
    expect(aboutDuration(60 * 3600)).toBe("about 3 days");
  });
});

describe("trackRecordLines", () => {
  it("uses the singular for one order and rounds rates to whole percents", () => {
    const lines = trackRecordLines({ ...EMPTY_TRACK_RECORD, deliveredOrders: 3, onTimeOrders: 2, onTimeRate: 2 / 3 });
    expect(lines[0]).toEqual({ key: "on_time", label: "On-time delivery", value: "67%", words: "Delivered 2 of 3 orders on time" });
    const one = trackRecordLines({ ...EMPTY_TRACK_RECORD, replyConversations: 1, medianReplySeconds: 600 });
    expect(one.find((l) => l.key === "response")!.words).toBe("Replies in about 10 minutes (median of 1 conversation)");
  });
});
