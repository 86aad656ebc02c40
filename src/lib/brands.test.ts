import { describe, it, expect } from "vitest";
import type { Me } from "../contracts/me";
import { additionalBrands, includedBrands, brandsRemaining, brandsRemainingPct, brandsUsedPct, brandsWithoutPlanText } from "./brands";

const sub = (included_brands: number): Me["subs"][number] => ({
  subscription_type: { package_name: "Pro", included_seats: 0, included_brands },
  price_id: "price_1",
});

describe("brandsRemaining (docs/product/current-user.md)", () => {
  it("is total_brands − used_brands", () => {
    expect(brandsRemaining({ total_brands: 5, used_brands: 2 })).toBe(3);
  });
  it("is 0 if either value is missing", () => {
    expect(brandsRemaining({ used_brands: 2 })).toBe(0);
    expect(brandsRemaining({ total_brands: 5 })).toBe(0);
    expect(brandsRemaining({})).toBe(0);
  });
  it("accepts a whole Me-shaped pick", () => {
    const me: Partial<Pick<Me, "total_brands" | "used_brands" | "subs">> = {
      total_brands: 3,
      used_brands: 1,
    };
    expect(brandsRemaining(me)).toBe(2);
  });
});

describe("brandsRemainingPct / brandsUsedPct", () => {
  it("are the remaining and used shares of total_brands", () => {
    expect(brandsRemainingPct({ total_brands: 4, used_brands: 1 })).toBe(75);
    expect(brandsUsedPct({ total_brands: 4, used_brands: 1 })).toBe(25);
  });
  it("are 0 when total_brands is 0 or missing", () => {
    expect(brandsRemainingPct({ total_brands: 0, used_brands: 0 })).toBe(0);
    expect(brandsUsedPct({ total_brands: 0, used_brands: 0 })).toBe(0);
    expect(brandsUsedPct({ used_brands: 2 })).toBe(0);
  });
  it("are clamped to 0..100 when more brands are used than exist", () => {
    expect(brandsUsedPct({ total_brands: 2, used_brands: 3 })).toBe(100);
    expect(brandsRemainingPct({ total_brands: 2, used_brands: 3 })).toBe(0);
  });
});

describe("includedBrands / additionalBrands (docs/product/current-user.md)", () => {
  it("includedBrands is the first subscription's included_brands", () => {
    expect(includedBrands({ subs: [sub(3), sub(10)] })).toBe(3);
  });
  it("includedBrands is 0 without subscriptions", () => {
    expect(includedBrands({ subs: [] })).toBe(0);
    expect(includedBrands({})).toBe(0);
  });
  it("additionalBrands is total_brands − includedBrands", () => {
    expect(additionalBrands({ total_brands: 8, subs: [sub(3)] })).toBe(5);
    expect(additionalBrands({ total_brands: 2, subs: [] })).toBe(2);
  });
  it("additionalBrands is never below 0", () => {
    expect(additionalBrands({ total_brands: 1, subs: [sub(3)] })).toBe(0);
  });
  it("additionalBrands is 0 when total_brands is missing", () => {
    expect(additionalBrands({ subs: [sub(3)] })).toBe(0);
  });
});

describe("brandsWithoutPlanText", () => {
  it("says the one free brand is the account's own when there is no plan", () => {
    expect(brandsWithoutPlanText({ total_brands: 1, used_brands: 1, subs: [] })).toBe("No plan yet: 1 brand — your own");
  });
  it("counts several brands, and is null with a plan", () => {
    expect(brandsWithoutPlanText({ total_brands: 2, used_brands: 0, subs: null })).toBe("No plan yet: 2 brands");
    expect(brandsWithoutPlanText({ total_brands: 4, used_brands: 1, subs: [sub(3)] })).toBeNull();
  });
});
