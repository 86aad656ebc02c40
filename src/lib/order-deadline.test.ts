import { describe, expect, it } from "vitest";
import { countdown, formatSpan, isDeadlineClose } from "./order-deadline";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const H = 3_600_000;

describe("formatSpan", () => {
  it.each([
    [0, "less than a minute"],
    [59_000, "less than a minute"],
    [60_000, "1 minute"],
    [H, "1 hour"],
    [H + 5 * 60_000, "1 hour 5 minutes"],
    [24 * H, "1 day"],
    [50 * H, "2 days 2 hours"],
    [-26 * H, "1 day 2 hours"],
  ])("%i ms → %s", (ms, label) => {
    expect(formatSpan(ms)).toBe(label);
  });
});

describe("countdown", () => {
  it("is ok while more than two days remain", () => {
    expect(countdown(new Date(NOW + 73 * H), NOW)).toEqual({ label: "3 days 1 hour left", tone: "ok", remainingMs: 73 * H });
  });
  it("turns close within two days", () => {
    const c = countdown(new Date(NOW + 48 * H).toISOString(), NOW);
    expect(c.tone).toBe("close");
    expect(c.label).toBe("2 days left");
  });
  it("is overdue at and after the deadline", () => {
    expect(countdown(NOW, NOW).tone).toBe("overdue");
    expect(countdown(NOW - 30 * H, NOW).label).toBe("Overdue by 1 day 6 hours");
  });
});

describe("isDeadlineClose", () => {
  it("lists close and overdue deadlines, never missing ones", () => {
    expect(isDeadlineClose(NOW + 10 * H, NOW)).toBe(true);
    expect(isDeadlineClose(NOW - 10 * H, NOW)).toBe(true);
    expect(isDeadlineClose(NOW + 100 * H, NOW)).toBe(false);
    expect(isDeadlineClose(null, NOW)).toBe(false);
  });
});
