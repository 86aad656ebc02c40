import type { AdPlatform, ImportRowError } from "@/contracts/ad-results";
import { parseCsv } from "./csv";

/*
 * The column names of Meta Ads Manager's and TikTok Ads Manager's report exports, mapped to one
 * result row (the mapping and its rules are in docs/product/ad-results.md). Headers are matched
 * without regard to case or repeated spaces; a currency in a header (`Amount spent (USD)`) is the
 * file's currency unless a `Currency` column names it per row. Nothing is converted.
 */

/** A result row as every source (CSV export or insights adapter) hands it to the import. */
export interface ResultRow {
  /** File line (1 = header) or position in the fetched data. */
  line: number;
  accountRef: string;
  adRef: string;
  adName: string;
  campaignName: string;
  startsOn: string;
  endsOn: string;
  currency: string;
  spendMinor: number;
  impressions: number;
  clicks: number;
  conversions: number;
  conversionValueMinor: number;
  hookViews: number;
  holdViews: number;
  /** Where an asset code is looked for: the ad name, then the URL parameters. */
  codeSources: string[];
}

export interface ParsedFile {
  platform: AdPlatform | null;
  rows: ResultRow[];
  errors: ImportRowError[];
}

type Field =
  | "day"
  | "startsOn"
  | "endsOn"
  | "adName"
  | "adId"
  | "campaignName"
  | "accountRef"
  | "currency"
  | "spend"
  | "impressions"
  | "clicks"
  | "conversions"
  | "conversionValue"
  | "hookViews"
  | "holdViews"
  | "url";

/** Accepted headers per field, first is the name the platform's export uses today. */
export const COLUMNS: Record<AdPlatform, Partial<Record<Field, string[]>>> = {
  meta: {
    day: ["Day"],
    startsOn: ["Reporting starts"],
    endsOn: ["Reporting ends"],
    adName: ["Ad name"],
    adId: ["Ad ID"],
    campaignName: ["Campaign name"],
    accountRef: ["Account ID"],
    currency: ["Currency"],
    spend: ["Amount spent"],
    impressions: ["Impressions"],
    clicks: ["Link clicks"],
    conversions: ["Purchases", "Website purchases"],
    conversionValue: ["Purchases conversion value", "Website purchases conversion value"],
    hookViews: ["3-second video plays"],
    holdViews: ["ThruPlays", "Video plays at 100%"],
    url: ["URL parameters", "Website URL"],
  },
  tiktok: {
    day: ["Date", "By Day", "Day", "stat_time_day"],
    adName: ["Ad name"],
    adId: ["Ad ID"],
    campaignName: ["Campaign name"],
    accountRef: ["Advertiser ID", "Account ID"],
    currency: ["Currency"],
    spend: ["Cost", "Total cost"],
    impressions: ["Impressions"],
    clicks: ["Clicks (destination)", "Clicks"],
    conversions: ["Conversions", "Complete payment", "Purchases"],
    conversionValue: ["Total complete payment value", "Complete payment value", "Total purchase value", "Purchase value"],
    hookViews: ["2-second video views"],
    holdViews: ["Video views at 100%"],
    url: ["URL parameters", "Destination URL", "URL"],
  },
};

const REQUIRED: Record<AdPlatform, Field[]> = {
  meta: ["adName", "spend", "impressions"],
  tiktok: ["day", "adName", "spend", "impressions"],
};

/** ISO 4217 minor units that are not 2. */
const MINOR_DIGITS: Record<string, number> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  UGX: 0,
  XAF: 0,
  XOF: 0,
  PYG: 0,
  HUF: 2,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  IQD: 3,
  LYD: 3,
};
export const minorDigits = (currency: string) => MINOR_DIGITS[currency] ?? 2;

const norm = (h: string) => h.trim().replace(/\s+/g, " ").toLowerCase();
const CURRENCY_SUFFIX = /\s*\(([A-Za-z]{3})\)\s*$/;

interface Header {
  index: Partial<Record<Field, number>>;
  /** A currency named in a money column's header. */
  headerCurrency: string | null;
}

function readHeader(platform: AdPlatform, cells: string[]): Header {
  const index: Partial<Record<Field, number>> = {};
  let headerCurrency: string | null = null;
  const names = cells.map((c) => {
    const m = CURRENCY_SUFFIX.exec(c);
    if (m) {
      const base = norm(c.slice(0, m.index));
      const isMoney = [...(COLUMNS[platform].spend ?? []), ...(COLUMNS[platform].conversionValue ?? [])].some((n) => norm(n) === base);
      if (isMoney) {
        headerCurrency ??= m[1]!.toUpperCase();
        return base;
      }
    }
    return norm(c);
  });
  for (const [field, aliases] of Object.entries(COLUMNS[platform]) as [Field, string[]][]) {
    for (const alias of aliases) {
      const at = names.indexOf(norm(alias));
      if (at !== -1) {
        index[field] = at;
        break;
      }
    }
  }
  return { index, headerCurrency };
}

/** Which platform's export a header row is. */
export function detectPlatform(cells: string[]): AdPlatform | null {
  const names = new Set(cells.map((c) => norm(c.replace(CURRENCY_SUFFIX, ""))));
  if (names.has("reporting starts") || names.has("amount spent") || names.has("3-second video plays")) return "meta";
  if (names.has("cost") || names.has("2-second video views") || names.has("clicks (destination)")) return "tiktok";
  return null;
}

const DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;
/** `YYYY-MM-DD` (or with slashes, or with a time of day as the APIs give it), or null. */
export function parseDay(value: string): string | null {
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

const NUMBER = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const EMPTY = new Set(["", "-", "--", "—"]);

/** A whole count; empty cells are 0. */
const DIGITS = /^\d{1,15}$/;

export function parseCount(value: string): number | string {
  const v = value.trim();
  if (DIGITS.test(v)) return Number(v);
  if (EMPTY.has(v)) return 0;
  const m = NUMBER.exec(v);
  if (!m) return v.startsWith("-") ? "must not be negative" : "is not a number";
  if (m[1] && /[1-9]/.test(m[1])) return "must be a whole number";
  const n = Number(v.replace(/,/g, "").split(".")[0]);
  return Number.isSafeInteger(n) ? n : "is too large";
}

/** An amount in the currency's minor unit, rounded half up past its digits; empty cells are 0. */
export function parseMoney(value: string, currency: string): number | string {
  const v = value.trim().replace(/^[$€£¥]/, "");
  if (EMPTY.has(v)) return 0;
  const digits0 = minorDigits(currency);
  // The common case, digits with at most the currency's decimals: no string surgery.
  const simple = /^(\d{1,13})(?:\.(\d{1,3}))?$/.exec(v);
  if (simple && (simple[2]?.length ?? 0) <= digits0) {
    return Number(simple[1]) * 10 ** digits0 + Number((simple[2] ?? "").padEnd(digits0, "0") || "0");
  }
  const m = NUMBER.exec(v);
  if (!m) return v.startsWith("-") ? "must not be negative" : "is not an amount";
  const digits = minorDigits(currency);
  const [whole, frac = ""] = v.replace(/,/g, "").split(".") as [string, string?];
  const kept = (frac + "0".repeat(digits)).slice(0, digits);
  const next = frac.length > digits ? Number(frac[digits]) : 0;
  const n = Number(whole) * 10 ** digits + Number(kept || "0") + (next >= 5 ? 1 : 0);
  return Number.isSafeInteger(n) ? n : "is too large";
}

/** Reads an export. Every problem is listed by line and column; rows with one are left out. */
export function parseExport(text: string, platformHint?: AdPlatform): ParsedFile {
  const records = parseCsv(text);
  const errors: ImportRowError[] = [];
  const header = records[0];
  if (!header) return { platform: platformHint ?? null, rows: [], errors: [{ line: 0, column: null, message: "The file is empty" }] };
  const detected = detectPlatform(header.fields);
  const platform = platformHint ?? detected;
  if (!platform) {
    return {
      platform: null,
      rows: [],
      errors: [
        {
          line: 1,
          column: null,
          message:
            'Not a Meta Ads Manager or TikTok Ads Manager export: the first line should hold its column names (e.g. "Ad name", "Amount spent (USD)" or "Cost", "Impressions")',
        },
      ],
    };
  }
  const { index, headerCurrency } = readHeader(platform, header.fields);
  const spec = COLUMNS[platform];
  for (const field of REQUIRED[platform]) {
    if (index[field] === undefined) {
      errors.push({ line: 1, column: spec[field]![0]!, message: `The column "${spec[field]![0]}" is missing` });
    }
  }
  if (platform === "meta" && index.day === undefined && (index.startsOn === undefined || index.endsOn === undefined)) {
    errors.push({
      line: 1,
      column: "Reporting starts",
      message: 'The columns "Reporting starts" and "Reporting ends" (or "Day") are missing',
    });
  }
  if (index.currency === undefined && !headerCurrency) {
    errors.push({
      line: 1,
      column: "Currency",
      message: `No currency: export with the "Currency" column, or with the currency in the amount's header (e.g. "${spec.spend![0]} (USD)")`,
    });
  }
  if (errors.length > 0) return { platform, rows: [], errors };

  const rows: ResultRow[] = [];
  const width = header.fields.length;
  // An export repeats a few hundred dates over many rows: read each once.
  const dayCache = new Map<string, string | null>();
  const dayOf = (v: string) => {
    let d = dayCache.get(v);
    if (d === undefined) dayCache.set(v, (d = parseDay(v)));
    return d;
  };
  for (let r = 1; r < records.length; r++) {
    const { line, fields } = records[r]!;
    const cell = (f: Field) => (index[f] === undefined ? "" : (fields[index[f]] ?? "").trim());
    // Totals lines some exports end with are not results of an ad.
    const first = (fields[0] ?? "").trim().toLowerCase();
    if (first.startsWith("total") && !cell("adName")) continue;
    const rowErrors: ImportRowError[] = [];
    const fail = (column: string | null, message: string) => rowErrors.push({ line, column, message });
    if (fields.length !== width) fail(null, `Has ${fields.length} cells where the header has ${width}`);

    const adName = cell("adName");
    if (!adName) fail(spec.adName![0]!, "The ad name is empty");
    if (adName.length > 500) fail(spec.adName![0]!, "The ad name is longer than 500 characters");

    let startsOn: string | null;
    let endsOn: string | null;
    if (index.day !== undefined) {
      startsOn = endsOn = dayOf(cell("day"));
      if (!startsOn) fail(spec.day![0]!, `"${cell("day")}" is not a date like 2026-11-27`);
    } else {
      startsOn = dayOf(cell("startsOn"));
      endsOn = dayOf(cell("endsOn"));
      if (!startsOn) fail("Reporting starts", `"${cell("startsOn")}" is not a date like 2026-11-27`);
      if (!endsOn) fail("Reporting ends", `"${cell("endsOn")}" is not a date like 2026-11-27`);
      if (startsOn && endsOn && endsOn < startsOn) fail("Reporting ends", "The reporting range ends before it starts");
    }

    const rowCurrency = cell("currency").toUpperCase();
    const currency = rowCurrency || headerCurrency || "";
    if (!/^[A-Z]{3}$/.test(currency)) fail("Currency", `"${cell("currency")}" is not a three-letter currency code`);
    else if (rowCurrency && headerCurrency && rowCurrency !== headerCurrency) {
      fail("Currency", `The row says ${rowCurrency} but the amounts' header says ${headerCurrency}`);
    }

    const money = (f: Field) => {
      const v = parseMoney(cell(f), currency);
      if (typeof v === "string") {
        fail(spec[f]![0]!, `"${cell(f)}" ${v}`);
        return 0;
      }
      return v;
    };
    const countOf = (f: Field) => {
      const v = parseCount(cell(f));
      if (typeof v === "string") {
        fail(spec[f]![0]!, `"${cell(f)}" ${v}`);
        return 0;
      }
      return v;
    };
    if (index.spend !== undefined && cell("spend") === "") fail(spec.spend![0]!, "The amount spent is empty");
    if (index.impressions !== undefined && cell("impressions") === "") fail("Impressions", "Impressions are empty");
    const row: ResultRow = {
      line,
      accountRef: cell("accountRef"),
      adRef: cell("adId") || adName,
      adName,
      campaignName: cell("campaignName"),
      startsOn: startsOn ?? "",
      endsOn: endsOn ?? "",
      currency,
      spendMinor: money("spend"),
      impressions: countOf("impressions"),
      clicks: countOf("clicks"),
      conversions: countOf("conversions"),
      conversionValueMinor: money("conversionValue"),
      hookViews: countOf("hookViews"),
      holdViews: countOf("holdViews"),
      codeSources: [adName, cell("url")].filter(Boolean),
    };
    if (rowErrors.length === 0 && row.hookViews > row.impressions) fail(spec.hookViews?.[0] ?? null, "More video views than impressions");
    if (rowErrors.length === 0 && row.holdViews > row.hookViews && row.hookViews > 0) {
      fail(spec.holdViews?.[0] ?? null, "More completed views than hook views");
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else rows.push(row);
  }
  if (records.length < 2) errors.push({ line: 0, column: null, message: "The file has a header but no rows" });
  errors.push(...duplicateErrors(rows));
  // By line, the order a person reads the file in (sort is stable: a line's errors keep their order).
  errors.sort((a, b) => a.line - b.line);
  return { platform, rows, errors };
}

/**
 * The same ad must not be counted twice within a file: two rows of one ad whose reporting ranges
 * overlap (a repeated day, or a total beside the daily rows) are an error on the later line.
 */
export function duplicateErrors(rows: ResultRow[]): ImportRowError[] {
  const byAd = new Map<string, ResultRow[]>();
  for (const row of rows) {
    const key = `${row.accountRef}\u0000${row.adRef}`;
    const list = byAd.get(key);
    if (list) list.push(row);
    else byAd.set(key, [row]);
  }
  const errors: ImportRowError[] = [];
  for (const list of byAd.values()) {
    if (list.length < 2) continue;
    list.sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : a.line - b.line));
    let last = list[0]!;
    for (let k = 1; k < list.length; k++) {
      const row = list[k]!;
      if (row.startsOn <= last.endsOn) {
        const [earlier, later] = row.line < last.line ? [row, last] : [last, row];
        errors.push({
          line: later.line,
          column: null,
          message: `Repeats the results of "${later.adName}" for ${later.startsOn === later.endsOn ? later.startsOn : `${later.startsOn} to ${later.endsOn}`} already on line ${earlier.line}`,
        });
      }
      if (row.endsOn > last.endsOn) last = row;
    }
  }
  return errors.sort((a, b) => a.line - b.line);
}
