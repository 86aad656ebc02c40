import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { detectPlatform, parseCount, parseDay, parseExport, parseMoney } from "./formats";

describe("reading exports", () => {
  it("CSV: quotes, doubled quotes, line breaks in a field, CRLF, a BOM and blank lines", () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n1,,3';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["x, y", 'say "hi"', "two\nlines"] },
      { line: 5, fields: ["1", "", "3"] },
    ]);
  });

  it("a spreadsheet saved with semicolons is read with them", () => {
    expect(parseCsv("Ad name;Cost\nx;1,5")).toEqual([
      { line: 1, fields: ["Ad name", "Cost"] },
      { line: 2, fields: ["x", "1,5"] },
    ]);
  });

  it("amounts in the currency's minor unit, rounded half up; counts whole", () => {
    expect(parseMoney("1,234.56", "USD")).toBe(123_456);
    expect(parseMoney("0.995", "USD")).toBe(100);
    expect(parseMoney("0.994", "USD")).toBe(99);
    expect(parseMoney("5000", "JPY")).toBe(5_000);
    expect(parseMoney("1.2345", "KWD")).toBe(1_235);
    expect(parseMoney("", "USD")).toBe(0);
    expect(parseMoney("-1", "USD")).toBe("must not be negative");
    expect(parseCount("12,000")).toBe(12_000);
    expect(parseCount("12.5")).toBe("must be a whole number");
    expect(parseCount("--")).toBe(0);
  });

  it("dates as the exports and APIs write them", () => {
    expect(parseDay("2026-10-01")).toBe("2026-10-01");
    expect(parseDay("2026/10/01")).toBe("2026-10-01");
    expect(parseDay("2026-10-01 00:00:00")).toBe("2026-10-01");
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("10/01/2026")).toBeNull();
  });

  it("tells the platforms apart by their columns", () => {
    expect(detectPlatform(["Reporting starts", "Reporting ends", "Ad name", "Amount spent (EUR)"])).toBe("meta");
    expect(detectPlatform(["Date", "Ad name", "Cost", "Impressions"])).toBe("tiktok");
    expect(detectPlatform(["Name", "Size"])).toBeNull();
  });

  it("Meta: ThruPlays are the hold views; without them, plays at 100%", () => {
    const csv = "Day,Ad name,Amount spent (GBP),Impressions,3-second video plays,Video plays at 100%\n2026-10-01,x,1.00,100,40,10\n";
    const { rows, errors } = parseExport(csv);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      startsOn: "2026-10-01",
      endsOn: "2026-10-01",
      currency: "GBP",
      spendMinor: 100,
      hookViews: 40,
      holdViews: 10,
    });
  });

  it("a TikTok totals line at the end is not an ad", () => {
    const csv = "Date,Ad name,Currency,Cost,Impressions\n2026-10-01,x,USD,1.00,100\nTotal of 1 result,,,1.00,100\n";
    const { rows, errors } = parseExport(csv);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
  });
});
