import { describe, it, expect } from "vitest";
import { amountToCents, isAddFundsDisabled, parseCustomAmount, topUpAmountCents } from "./add-funds";

describe("parseCustomAmount (docs/product/money.md)", () => {
  it("parses a plain amount", () => {
    expect(parseCustomAmount("42")).toBe(42);
    expect(parseCustomAmount("42.5")).toBe(42.5);
    expect(parseCustomAmount(" 7.25 ")).toBe(7.25);
    expect(parseCustomAmount(".5")).toBe(0.5);
    expect(parseCustomAmount("1e3")).toBe(1000);
  });
  it("clears (null) on empty input", () => {
    expect(parseCustomAmount("")).toBeNull();
    expect(parseCustomAmount("   ")).toBeNull();
  });
  it("clears (null) on a negative value", () => {
    expect(parseCustomAmount("-1")).toBeNull();
    expect(parseCustomAmount("-0.01")).toBeNull();
  });
  it("clears (null) on input that is not a decimal number", () => {
    expect(parseCustomAmount("abc")).toBeNull();
    expect(parseCustomAmount("12abc")).toBeNull();
    expect(parseCustomAmount("0x10")).toBeNull();
    expect(parseCustomAmount("Infinity")).toBeNull();
  });
  it("rounds to 2 decimals, in decimal (1.005 → 1.01)", () => {
    expect(parseCustomAmount("10.001")).toBe(10);
    expect(parseCustomAmount("10.005")).toBe(10.01);
    expect(parseCustomAmount("1.005")).toBe(1.01);
    expect(parseCustomAmount("19.994")).toBe(19.99);
  });
  it("keeps 0 and tiny amounts that round to 0 as 0 (never -0)", () => {
    expect(parseCustomAmount("0")).toBe(0);
    expect(Object.is(parseCustomAmount("-0"), 0)).toBe(true);
    expect(parseCustomAmount("0.004")).toBe(0);
    expect(parseCustomAmount("0.0000001")).toBe(0); // String(1e-7) is exponent form
  });
  it("accepts the maximum and clamps anything above it to the maximum", () => {
    expect(parseCustomAmount("100000")).toBe(100000);
    expect(parseCustomAmount("100000.01")).toBe(100000);
    expect(parseCustomAmount("250000")).toBe(100000);
    expect(parseCustomAmount("1e9")).toBe(100000);
  });
});

describe("amountToCents (docs/product/money.md: ceil(value × 100))", () => {
  it("converts whole and 2-decimal amounts exactly, despite float error", () => {
    expect(amountToCents(100)).toBe(10000);
    expect(amountToCents(19.99)).toBe(1999); // 19.99 * 100 = 1998.9999999999998
    expect(amountToCents(1.1)).toBe(110); // 1.1 * 100 = 110.00000000000001, must not become 111
    expect(amountToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(amountToCents(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(amountToCents(100000)).toBe(10000000);
    expect(amountToCents(99999.99)).toBe(9999999);
  });
  it("rounds to 2 decimals first (10.001 → 10.00 → 1000)", () => {
    expect(amountToCents(10.001)).toBe(1000);
    expect(amountToCents(10.005)).toBe(1001);
    expect(amountToCents(1e-7)).toBe(0);
  });
  it("is 0 for 0", () => {
    expect(amountToCents(0)).toBe(0);
  });
  it("gives the exact cents for every 2-decimal amount in a sample range", () => {
    for (let cents = 0; cents <= 20000; cents += 7) {
      const dollars = Number((cents / 100).toFixed(2));
      expect(amountToCents(dollars)).toBe(cents);
    }
  });
  it("rejects negative and non-finite amounts", () => {
    expect(() => amountToCents(-1)).toThrow(RangeError);
    expect(() => amountToCents(Number.NaN)).toThrow(RangeError);
    expect(() => amountToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("isAddFundsDisabled (docs/product/money.md)", () => {
  it("is disabled while Other is selected and there is no amount", () => {
    expect(isAddFundsDisabled({ selection: "Other", customAmount: null })).toBe(true);
    expect(isAddFundsDisabled({ selection: "Other", customAmount: undefined })).toBe(true);
  });
  it("treats a 0 custom amount as no amount", () => {
    expect(isAddFundsDisabled({ selection: "Other", customAmount: 0 })).toBe(true);
  });
  it("is enabled while Other is selected with an amount", () => {
    expect(isAddFundsDisabled({ selection: "Other", customAmount: 0.01 })).toBe(false);
    expect(isAddFundsDisabled({ selection: "Other", customAmount: 100000 })).toBe(false);
  });
  it("is enabled for every preset, whatever the custom field holds", () => {
    for (const selection of ["$25", "$100", "$250", "$500"] as const) {
      expect(isAddFundsDisabled({ selection, customAmount: null })).toBe(false);
    }
  });
});

describe("topUpAmountCents", () => {
  it("is the preset's cents for a preset", () => {
    expect(topUpAmountCents({ selection: "$25", customAmount: null })).toBe(2500);
    expect(topUpAmountCents({ selection: "$500", customAmount: 12 })).toBe(50000);
  });
  it("is the custom amount in cents for Other", () => {
    expect(topUpAmountCents({ selection: "Other", customAmount: 19.99 })).toBe(1999);
  });
  it("is null for Other without an amount", () => {
    expect(topUpAmountCents({ selection: "Other", customAmount: null })).toBeNull();
    expect(topUpAmountCents({ selection: "Other", customAmount: 0 })).toBeNull();
  });
});
