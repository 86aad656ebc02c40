import { describe, expect, it } from "vitest";
import { activeFilters, directoryHref, pageWindow } from "./directory-url";
import { countryName, formatFollowers, formatPrice, formatVideoLength } from "./format";
import { parseDirectorySearch } from "./parse-search";

describe("formatFollowers", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [1_000, "1K"],
    [48_200, "48.2K"],
    [99_960, "100K"],
    [155_200, "155K"],
    [999_499, "999K"],
    [999_500, "1M"],
    [1_250_000, "1.3M"],
    [null, "0"],
  ])("%s → %s", (n, text) => expect(formatFollowers(n)).toBe(text));
});

describe("display helpers", () => {
  it("drops .00 from whole-dollar prices only", () => {
    expect(formatPrice(22_000)).toBe("$220");
    expect(formatPrice(22_050)).toBe("$220.50");
    expect(formatPrice(123_400)).toBe("$1,234");
  });
  it("names countries and video lengths", () => {
    expect(countryName("gb")).toBe("United Kingdom");
    expect(countryName(null)).toBeNull();
    expect(formatVideoLength(30)).toBe("30 s");
    expect(formatVideoLength(60)).toBe("1 min");
    expect(formatVideoLength(90)).toBe("1 min 30 s");
  });
});

describe("directory URLs", () => {
  const { search } = parseDirectorySearch({ q: "skin", niche: ["beauty", "pets"], country: "gb", minPrice: "100", page: "3" });

  it("repeats array names without indexes and leaves defaults out", () => {
    expect(directoryHref(search)).toBe("/creators?q=skin&niche=beauty&niche=pets&country=GB&minPrice=100&page=3");
    expect(directoryHref({ page: 1 })).toBe("/creators");
  });

  it("makes one chip per value; each drops only itself and goes back to page 1", () => {
    const chips = activeFilters(search, { niche: (v) => v, country: (v) => v, platform: (v) => v });
    expect(chips.map((c) => [c.label, c.href])).toEqual([
      ["“skin”", "/creators?niche=beauty&niche=pets&country=GB&minPrice=100"],
      ["beauty", "/creators?q=skin&niche=pets&country=GB&minPrice=100"],
      ["pets", "/creators?q=skin&niche=beauty&country=GB&minPrice=100"],
      ["GB", "/creators?q=skin&niche=beauty&niche=pets&minPrice=100"],
      ["From $100", "/creators?q=skin&niche=beauty&niche=pets&country=GB"],
    ]);
  });

  it("windows page numbers with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 20)).toEqual([1, "gap", 5, 6, 7, "gap", 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
  });
});

describe("parseDirectorySearch", () => {
  it("drops only the invalid parameters of a hand-edited URL", () => {
    const { search, ignored } = parseDirectorySearch({ niche: "knitting", country: "SE", page: "0" });
    expect(ignored.sort()).toEqual(["niche", "page"]);
    expect(search.country).toEqual(["SE"]);
    expect(search.niche).toBeUndefined();
    expect(search.page).toBe(1);
  });
});
