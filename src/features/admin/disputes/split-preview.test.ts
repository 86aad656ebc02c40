import { describe, expect, it } from "vitest";
import { centsToDollarsText, dollarsToCents, splitPreview } from "./split-preview";

describe("dollarsToCents", () => {
  it("reads dollars with up to two decimals exactly", () => {
    expect(dollarsToCents("60")).toBe(6_000);
    expect(dollarsToCents("60.5")).toBe(6_050);
    expect(dollarsToCents("$1,060.07")).toBe(106_007);
    expect(dollarsToCents("0.10")).toBe(10);
  });
  it("refuses what is not an amount", () => {
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("-5")).toBeNull();
    expect(dollarsToCents("1.005")).toBeNull();
    expect(dollarsToCents("ten")).toBeNull();
  });
  it("writes cents back as an input value", () => {
    expect(centsToDollarsText(4_000)).toBe("40.00");
    expect(centsToDollarsText(5)).toBe("0.05");
  });
});

describe("splitPreview", () => {
  it("takes the 15% fee only on the creator's part", () => {
    expect(splitPreview({ escrowCents: 10_000, feeBps: 1500, creatorText: "60", buyerText: "40" })).toEqual({
      ok: true,
      creatorCents: 6_000,
      feeCents: 900,
      creatorNetCents: 5_100,
      buyerCents: 4_000,
    });
  });
  it("rounds the fee down to a cent", () => {
    expect(splitPreview({ escrowCents: 10_000, feeBps: 1500, creatorText: "33.33", buyerText: "66.67" })).toMatchObject({
      feeCents: 499,
      creatorNetCents: 2_834,
    });
  });
  it("refuses parts that do not add up to the escrow, naming it", () => {
    expect(splitPreview({ escrowCents: 10_000, feeBps: 1500, creatorText: "60", buyerText: "30" })).toEqual({
      ok: false,
      message: "The parts add up to $90.00; they must add up to the $100.00 in escrow",
    });
  });
  it("refuses a split that gives one side nothing", () => {
    expect(splitPreview({ escrowCents: 10_000, feeBps: 1500, creatorText: "100", buyerText: "0" }).ok).toBe(false);
  });
});
