import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryNumber } from "./query-number";

const page = queryNumber(z.number().int().min(1).default(1));

describe("queryNumber", () => {
  it("reads plain decimals and passes numbers through", () => {
    expect(page.parse("2")).toBe(2);
    expect(page.parse(3)).toBe(3);
    expect(page.parse(undefined)).toBe(1);
    expect(queryNumber(z.number()).parse("-1.25")).toBe(-1.25);
  });

  it("refuses what z.coerce.number() would have turned into a number", () => {
    for (const value of ["", " 2 ", "0x10", "1e3", "Infinity", "2.", ".5", true, false, null, ["2"], [2]]) {
      expect(page.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
