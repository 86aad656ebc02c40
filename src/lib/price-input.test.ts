import { describe, expect, it } from "vitest";
import { dollarsToCents } from "./price-input";

describe("dollarsToCents", () => {
  it("reads whole dollars and one or two decimals exactly", () => {
    expect(dollarsToCents("49")).toBe(4900);
    expect(dollarsToCents("49.5")).toBe(4950);
    expect(dollarsToCents(" 19.99 ")).toBe(1999);
    expect(dollarsToCents("0")).toBe(0);
    expect(dollarsToCents("100000.00")).toBe(10_000_000);
  });

  it("refuses what it would have to guess", () => {
    for (const text of ["", "-5", "4.999", "1,000", "$49", "forty", "1e3", "1000000"]) expect(dollarsToCents(text), text).toBeNull();
  });
});
