import { describe, it, expect } from "vitest";
import type { Me } from "../contracts/me";
import { additionalSeats, includedSeats, seatsRemaining, seatsRemainingPct, seatsUsedPct, seatsWithoutPlanText } from "./seats";

const sub = (included_seats: number): Me["subs"][number] => ({
  subscription_type: { package_name: "Pro", included_seats, included_brands: 0 },
  price_id: "price_1",
});

describe("seatsRemaining (docs/product/current-user.md)", () => {
  it("is total_seats − used_seats", () => {
    expect(seatsRemaining({ total_seats: 5, used_seats: 2 })).toBe(3);
  });
  it("is 0 if either value is missing", () => {
    expect(seatsRemaining({ used_seats: 2 })).toBe(0);
    expect(seatsRemaining({ total_seats: 5 })).toBe(0);
    expect(seatsRemaining({})).toBe(0);
  });
  it("accepts a whole Me-shaped pick", () => {
    const me: Partial<Pick<Me, "total_seats" | "used_seats" | "subs">> = {
      total_seats: 3,
      used_seats: 1,
    };
    expect(seatsRemaining(me)).toBe(2);
  });
});

describe("seatsRemainingPct / seatsUsedPct", () => {
  it("are the remaining and used shares of total_seats", () => {
    expect(seatsRemainingPct({ total_seats: 4, used_seats: 1 })).toBe(75);
    expect(seatsUsedPct({ total_seats: 4, used_seats: 1 })).toBe(25);
  });
  it("are 0 when total_seats is 0 or missing", () => {
    expect(seatsRemainingPct({ total_seats: 0, used_seats: 0 })).toBe(0);
    expect(seatsUsedPct({ total_seats: 0, used_seats: 0 })).toBe(0);
    expect(seatsUsedPct({ used_seats: 2 })).toBe(0);
  });
  it("are clamped to 0..100 when more seats are used than exist", () => {
    expect(seatsUsedPct({ total_seats: 2, used_seats: 3 })).toBe(100);
    expect(seatsRemainingPct({ total_seats: 2, used_seats: 3 })).toBe(0);
  });
});

describe("includedSeats / additionalSeats (docs/product/current-user.md)", () => {
  it("includedSeats is the first subscription's included_seats", () => {
    expect(includedSeats({ subs: [sub(3), sub(10)] })).toBe(3);
  });
  it("includedSeats is 0 without subscriptions", () => {
    expect(includedSeats({ subs: [] })).toBe(0);
    expect(includedSeats({})).toBe(0);
  });
  it("additionalSeats is total_seats − includedSeats", () => {
    expect(additionalSeats({ total_seats: 8, subs: [sub(3)] })).toBe(5);
    expect(additionalSeats({ total_seats: 2, subs: [] })).toBe(2);
  });
  it("additionalSeats is never below 0", () => {
    expect(additionalSeats({ total_seats: 1, subs: [sub(3)] })).toBe(0);
  });
  it("additionalSeats is 0 when total_seats is missing", () => {
    expect(additionalSeats({ subs: [sub(3)] })).toBe(0);
  });
});

describe("seatsWithoutPlanText", () => {
  it("says the one free seat is the owner's, not an extra one, when there is no plan", () => {
    expect(seatsWithoutPlanText({ total_seats: 1, used_seats: 1, subs: [] })).toBe("No plan yet: 1 seat — you");
    expect(seatsWithoutPlanText({ total_seats: 1, used_seats: 1 })).toBe("No plan yet: 1 seat — you");
  });
  it("counts several seats left from an ended plan", () => {
    expect(seatsWithoutPlanText({ total_seats: 3, used_seats: 2, subs: [] })).toBe("No plan yet: 3 seats");
  });
  it("is null with a plan, or while the seat count is unknown", () => {
    expect(seatsWithoutPlanText({ total_seats: 7, used_seats: 2, subs: [sub(5)] })).toBeNull();
    expect(seatsWithoutPlanText({ subs: [] })).toBeNull();
  });
});
