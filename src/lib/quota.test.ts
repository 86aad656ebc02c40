import { describe, it, expect } from "vitest";
import { quotaAdditional, quotaRemaining, quotaRemainingPct, quotaUsedPct } from "./quota";

describe("quotaRemaining", () => {
  it("is total − used", () => {
    expect(quotaRemaining(10, 3)).toBe(7);
    expect(quotaRemaining(10, 10)).toBe(0);
  });
  it("is 0 when either value is missing or not a finite number", () => {
    expect(quotaRemaining(undefined, 3)).toBe(0);
    expect(quotaRemaining(10, undefined)).toBe(0);
    expect(quotaRemaining(null, null)).toBe(0);
    expect(quotaRemaining(Number.NaN, 1)).toBe(0);
  });
  it("reports over-use as a negative number", () => {
    expect(quotaRemaining(2, 5)).toBe(-3);
  });
});

describe("quotaRemainingPct / quotaUsedPct", () => {
  it("are shares of the total out of 100", () => {
    expect(quotaRemainingPct(4, 1)).toBe(75);
    expect(quotaUsedPct(4, 1)).toBe(25);
  });
  it("are 0 when total is 0 or missing", () => {
    expect(quotaRemainingPct(0, 0)).toBe(0);
    expect(quotaUsedPct(0, 3)).toBe(0);
    expect(quotaRemainingPct(undefined, 1)).toBe(0);
    expect(quotaUsedPct(null, 1)).toBe(0);
  });
  it("are 0 when used is missing", () => {
    expect(quotaRemainingPct(4, undefined)).toBe(0);
    expect(quotaUsedPct(4, undefined)).toBe(0);
  });
  it("are clamped to 0..100", () => {
    expect(quotaUsedPct(2, 5)).toBe(100);
    expect(quotaRemainingPct(2, 5)).toBe(0);
    expect(quotaUsedPct(2, -1)).toBe(0);
    expect(quotaRemainingPct(2, -1)).toBe(100);
  });
});

describe("quotaAdditional", () => {
  it("is total − included", () => {
    expect(quotaAdditional(8, 5)).toBe(3);
  });
  it("is never below 0", () => {
    expect(quotaAdditional(3, 5)).toBe(0);
  });
  it("is 0 when total is missing", () => {
    expect(quotaAdditional(undefined, 5)).toBe(0);
  });
});
