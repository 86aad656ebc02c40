import { describe, expect, it } from "vitest";
import { niceMax } from "./nice-scale";

describe("niceMax", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(17)).toBe(20);
    expect(niceMax(20_000)).toBe(20_000);
    expect(niceMax(20_001)).toBe(50_000);
    expect(niceMax(61_000)).toBe(100_000);
    expect(niceMax(0.3)).toBe(0.5);
  });
});
