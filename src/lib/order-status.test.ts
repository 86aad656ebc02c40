import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  ORDER_VIDEO_STATUSES,
  hasRunningDeadline,
  isFinishedOrder,
  orderStatusLook,
  orderVideoStatusLook,
} from "./order-status";

describe("order status look", () => {
  it("gives every order state a distinct text label and a hint", () => {
    const labels = ORDER_STATUSES.map((s) => orderStatusLook(s).label);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
    for (const s of ORDER_STATUSES) expect(orderStatusLook(s).hint).not.toBe("");
  });
  it("gives every order-video state a label", () => {
    expect(ORDER_VIDEO_STATUSES.map((s) => orderVideoStatusLook(s).label)).toEqual([
      "Not delivered yet",
      "Delivered, waiting for review",
      "Revision requested",
      "Approved",
    ]);
  });
  it("shows an unknown state by its name, neutral", () => {
    expect(orderStatusLook("on_hold")).toEqual({ label: "On hold", tone: "neutral", hint: "" });
  });
  it("knows the finished states", () => {
    expect(ORDER_STATUSES.filter(isFinishedOrder)).toEqual(["completed", "cancelled", "refunded"]);
  });
  it("runs the delivery deadline only while the creator has videos to make", () => {
    expect(ORDER_STATUSES.filter(hasRunningDeadline)).toEqual(["in_production", "revision_requested"]);
  });
});
