import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportPreview, ImportResult, Leaderboard } from "@/contracts/ad-results";
import { adResult, adResultImport, domainEvent, videoLicence } from "@/server/db/schema";
import { approve, deliveredOrder } from "../support/licence-fixtures";
import { orderWorld, type OrderWorld } from "../support/order-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { metaCsv, postExport, tiktokCsv } from "./ad-results-samples";

/*
 * Decision 081: imports of Meta Ads Manager and TikTok Ads Manager exports — matching by asset
 * code, several ranges and currencies, re-imports that replace overlapping days, and malformed
 * files refused whole.
 */

let t: TestApp;
let w: OrderWorld;
let other: OrderWorld;
let codeA: string;
let codeB: string;
let licenceA: string;
let licenceB: string;
let otherCode: string;

async function licencesOf(world: OrderWorld, n: number) {
  const { videos } = await deliveredOrder(t, world, { term: "1y" });
  for (const v of videos.slice(0, n)) await approve(t, world, v.id);
  return t.ctx.db
    .select({ id: videoLicence.id, code: videoLicence.assetCode })
    .from(videoLicence)
    .where(eq(videoLicence.licenseeBuyerAccountId, world.buyerAccountId))
    .orderBy(videoLicence.assetCode);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 2 });
  other = await orderWorld(t, { walletCents: 1_000_000, priceCents: 20_000, videos: 1 });
  const mine = await licencesOf(w, 2);
  [licenceA, licenceB] = [mine[0]!.id, mine[1]!.id];
  [codeA, codeB] = [mine[0]!.code, mine[1]!.code];
  otherCode = (await licencesOf(other, 1))[0]!.code;
});
afterAll(() => t?.close());

const rowsOf = async (buyerAccountId: string) =>
  t.ctx.db.select().from(adResult).where(eq(adResult.buyerAccountId, buyerAccountId)).orderBy(adResult.startsOn, adResult.adRef);
const importsOf = async (buyerAccountId: string) =>
  (await t.ctx.db.select({ n: count() }).from(adResultImport).where(eq(adResultImport.buyerAccountId, buyerAccountId)))[0]!.n;

async function importOk(csv: string, world = w): Promise<ImportResult> {
  const res = await postExport(t, "imports", world.brand.token, csv);
  const body = (await res.json()) as { data: ImportResult };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

describe("a Meta Ads Manager export", () => {
  it("is previewed without storing anything, then imported with rows matched by the asset code in the ad name or URL parameters", async () => {
    const csv = metaCsv([
      {
        starts: "2026-10-01",
        ad: `Glow serum | ${codeA} | Cory`,
        adId: "120210000000001",
        spent: "100.00",
        impressions: "10000",
        clicks: "150",
        purchases: "5",
        value: "400.00",
        plays3s: "3000",
        thruplays: "900",
      },
      {
        starts: "2026-10-02",
        ad: `Glow serum | ${codeA} | Cory`,
        adId: "120210000000001",
        spent: "50.00",
        impressions: "5000",
        clicks: "50",
        purchases: "1",
        value: "80.00",
        plays3s: "1000",
        thruplays: "200",
      },
      // The code of a square rendition, in the URL parameters only.
      {
        starts: "2026-10-01",
        ad: "Square cut",
        adId: "120210000000002",
        spent: "12.50",
        impressions: "2,000",
        url: `utm_source=meta&utm_content=${codeB}-1x1`,
      },
      // No code at all: stored, listed as unmatched.
      { starts: "2026-10-01", ad: "Summer promo", adId: "120210000000003", spent: "20.00", impressions: "1000" },
    ]);
    const preview = await postExport(t, "imports/preview", w.brand.token, csv, { name: "meta-october.csv" });
    expect(preview.status).toBe(200);
    const p = ((await preview.json()) as { data: ImportPreview }).data;
    expect(p).toMatchObject({
      platform: "meta",
      fileName: "meta-october.csv",
      rowCount: 4,
      errorCount: 0,
      firstDay: "2026-10-01",
      lastDay: "2026-10-02",
      rangeCount: 2,
      matchedRows: 3,
      unmatchedRows: 1,
      replacesRows: 0,
      currencies: [{ currency: "USD", spendMinor: 18_250, rows: 4 }],
    });
    expect(await rowsOf(w.buyerAccountId)).toHaveLength(0);

    expect(await importOk(csv)).toMatchObject({ platform: "meta", rowCount: 4, replacedRows: 0, matchedRows: 3, unmatchedRows: 1 });
    const rows = await rowsOf(w.buyerAccountId);
    expect(rows.map((r) => [r.startsOn, r.adRef, r.licenceId, r.assetCode, r.spendMinor, r.impressions, r.hookViews, r.holdViews])).toEqual(
      [
        ["2026-10-01", "120210000000001", licenceA, codeA, 10_000, 10_000, 3000, 900],
        ["2026-10-01", "120210000000002", licenceB, `${codeB}-1x1`, 1_250, 2_000, 0, 0],
        ["2026-10-01", "120210000000003", null, null, 2_000, 1_000, 0, 0],
        ["2026-10-02", "120210000000001", licenceA, codeA, 5_000, 5_000, 1000, 200],
      ],
    );
    expect(rows.every((r) => r.currency === "USD" && r.platform === "meta")).toBe(true);
    // The import is an event: the creators' track records follow it (their ad-result medians).
    const [imp] = await t.ctx.db
      .select({ id: adResultImport.id })
      .from(adResultImport)
      .where(eq(adResultImport.buyerAccountId, w.buyerAccountId));
    const events = await t.ctx.db.select().from(domainEvent).where(eq(domainEvent.entityId, imp!.id));
    expect(events.map((e) => [e.entity, e.type, e.payload])).toEqual([
      ["ad_result_import", "ad_results.imported", { rows: 4, matchedRows: 3 }],
    ]);
  });

  it("re-importing overlapping days replaces those days: nothing is counted twice", async () => {
    // 2 October corrected, 3 October new; 1 October is not in the file and stays.
    const csv = metaCsv([
      {
        starts: "2026-10-02",
        ad: `Glow serum | ${codeA} | Cory`,
        adId: "120210000000001",
        spent: "60.00",
        impressions: "6000",
        purchases: "2",
        value: "100.00",
      },
      { starts: "2026-10-03", ad: `Glow serum | ${codeA} | Cory`, adId: "120210000000001", spent: "10.00", impressions: "900" },
    ]);
    const preview = ((await (await postExport(t, "imports/preview", w.brand.token, csv)).json()) as { data: ImportPreview }).data;
    expect(preview.replacesRows).toBe(1);
    expect(await importOk(csv)).toMatchObject({ rowCount: 2, replacedRows: 1 });
    // The same file again: replaces its own two rows, totals unchanged.
    expect(await importOk(csv)).toMatchObject({ rowCount: 2, replacedRows: 2 });
    const a = (await rowsOf(w.buyerAccountId)).filter((r) => r.licenceId === licenceA);
    expect(a.map((r) => [r.startsOn, r.spendMinor])).toEqual([
      ["2026-10-01", 10_000],
      ["2026-10-02", 6_000],
      ["2026-10-03", 1_000],
    ]);
    const board = await t
      .as(w.brand.token)
      .v1.call("GET /auth/ad-results/leaderboard", { query: { from: "2026-10-01", to: "2026-10-31" } });
    const rowA = board.data.rows.find((r) => r.licenceId === licenceA)!;
    expect(rowA.spendMinor).toBe(17_000);
    expect(rowA.conversions).toBe(7);
  });

  it("a monthly export (one reporting range per ad) is stored as one row and counts only in periods that hold its range", async () => {
    const csv = metaCsv([
      {
        starts: "2026-09-01",
        ends: "2026-09-30",
        ad: `Glow serum | ${codeA}`,
        adId: "120210000000001",
        spent: "900.00",
        impressions: "90000",
        purchases: "30",
        value: "2700.00",
      },
    ]);
    expect(await importOk(csv)).toMatchObject({ rowCount: 1, replacedRows: 0 });
    const call = (from: string, to: string) => t.as(w.brand.token).v1.call("GET /auth/ad-results/leaderboard", { query: { from, to } });
    const september = (await call("2026-09-01", "2026-09-30")).data;
    expect(september.rows.map((r) => [r.licenceId, r.spendMinor, r.roas])).toEqual([[licenceA, 90_000, 3]]);
    expect((await call("2026-09-15", "2026-09-30")).data.rows).toEqual([]);
    // A daily export of 10 September overlaps the month: it replaces the monthly row.
    const daily = metaCsv([
      { starts: "2026-09-10", ad: `Glow serum | ${codeA}`, adId: "120210000000001", spent: "30.00", impressions: "3000" },
    ]);
    expect(await importOk(daily)).toMatchObject({ rowCount: 1, replacedRows: 1 });
    expect((await call("2026-09-01", "2026-09-30")).data.rows.map((r) => r.spendMinor)).toEqual([3_000]);
  });
});

describe("a TikTok Ads Manager export", () => {
  it("is read by its own columns, with the currency of each row, and never mixed with another currency", async () => {
    const csv = tiktokCsv([
      {
        date: "2026-10-01",
        ad: `${codeB}-V2 hook test`,
        adId: "1780000000000001",
        currency: "USD",
        cost: "80.00",
        impressions: "20000",
        clicks: "100",
        conversions: "2",
        value: "60.00",
        views2s: "4000",
        views6s: "1500",
        views100: "400",
      },
      {
        date: "2026-10-01",
        ad: `${codeA} eu`,
        adId: "1780000000000002",
        currency: "EUR",
        cost: "30.00",
        impressions: "4000",
        clicks: "40",
        conversions: "3",
        value: "150.00",
        views2s: "800",
        views100: "100",
      },
      {
        date: "2026/10/02",
        ad: `${codeA} eu`,
        adId: "1780000000000002",
        currency: "EUR",
        cost: "1,234.56",
        impressions: "100000",
        conversions: "0",
      },
      { date: "2026-10-02", ad: `${codeA} jp`, adId: "1780000000000003", currency: "JPY", cost: "5000", impressions: "3000" },
    ]);
    expect(await importOk(csv)).toMatchObject({ platform: "tiktok", rowCount: 4, matchedRows: 4 });
    const stored = (await rowsOf(w.buyerAccountId)).filter((r) => r.platform === "tiktok");
    expect(stored.map((r) => [r.adRef, r.currency, r.spendMinor, r.assetCode])).toEqual([
      ["1780000000000001", "USD", 8_000, `${codeB}-V2`],
      ["1780000000000002", "EUR", 3_000, codeA],
      ["1780000000000002", "EUR", 123_456, codeA],
      ["1780000000000003", "JPY", 5_000, codeA],
    ]);
    const board = (
      await t
        .as(w.brand.token)
        .v1.call("GET /auth/ad-results/leaderboard", { query: { from: "2026-10-01", to: "2026-10-31", currency: "EUR" } })
    ).data;
    expect(board.currency).toBe("EUR");
    expect(board.rows.map((r) => [r.licenceId, r.spendMinor])).toEqual([[licenceA, 126_456]]);
    // Every currency is listed with its own spend; the default leaderboard is the one with most spend.
    expect(board.currencies.map((c) => c.currency).sort()).toEqual(["EUR", "JPY", "USD"]);
    const usd = board.currencies.find((c) => c.currency === "USD")!;
    // USD in October: Meta 100.00 + 12.50 + 20.00 + 60.00 + 10.00, TikTok 80.00.
    expect(usd.spendMinor).toBe(28_250);
  });

  it("an asset code of another brand's video does not match; the row is listed as unmatched with the reason", async () => {
    const csv = tiktokCsv([
      { date: "2026-10-05", ad: `Borrowed ${otherCode}`, adId: "1780000000000009", currency: "USD", cost: "5.00", impressions: "500" },
    ]);
    expect(await importOk(csv)).toMatchObject({ matchedRows: 0, unmatchedRows: 1 });
    const { data } = await t.as(w.brand.token).v1.call("GET /auth/ad-results/unmatched");
    const ad = data.ads.find((a) => a.adRef === "1780000000000009")!;
    expect(ad.reason).toBe(`${otherCode} is not one of your licensed videos`);
    expect(data.licences.map((l) => l.licenceId).sort()).toEqual([licenceA, licenceB].sort());
  });
});

describe("a malformed file", () => {
  it("is refused whole with an error per line and column, and stores nothing", async () => {
    const before = await rowsOf(w.buyerAccountId);
    const importsBefore = await importsOf(w.buyerAccountId);
    const csv = metaCsv([
      { starts: "2026-11-01", ad: `Fine | ${codeA}`, adId: "1", spent: "10.00", impressions: "1000" },
      { starts: "01/11/2026", ad: `Bad date | ${codeA}`, adId: "2", spent: "10.00", impressions: "1000" },
      { starts: "2026-11-01", ad: `Bad number | ${codeA}`, adId: "3", spent: "ten", impressions: "1000" },
      { starts: "2026-11-01", ad: "", adId: "4", spent: "1.00", impressions: "-5" },
      { starts: "2026-11-01", ad: `Fine | ${codeA}`, adId: "1", spent: "11.00", impressions: "1100" },
      { starts: "2026-11-01", ad: `Too many views | ${codeA}`, adId: "5", spent: "1.00", impressions: "10", plays3s: "11" },
    ]);
    const preview = ((await (await postExport(t, "imports/preview", w.brand.token, csv)).json()) as { data: ImportPreview }).data;
    expect(preview.errors).toEqual([
      { line: 3, column: "Reporting starts", message: '"01/11/2026" is not a date like 2026-11-27' },
      { line: 3, column: "Reporting ends", message: '"01/11/2026" is not a date like 2026-11-27' },
      { line: 4, column: "Amount spent", message: '"ten" is not an amount' },
      { line: 5, column: "Ad name", message: "The ad name is empty" },
      { line: 5, column: "Impressions", message: '"-5" must not be negative' },
      { line: 6, column: null, message: 'Repeats the results of "Fine | ' + codeA + '" for 2026-11-01 already on line 2' },
      { line: 7, column: "3-second video plays", message: "More video views than impressions" },
    ]);
    const res = await postExport(t, "imports", w.brand.token, csv);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toContain("Nothing was imported: 7 problems");
    expect(body.error.fields["line 4 · Amount spent"]).toBe('"ten" is not an amount');
    expect(body.error.fields["line 5 · Impressions"]).toBe('"-5" must not be negative');
    expect(await rowsOf(w.buyerAccountId)).toEqual(before);
    expect(await importsOf(w.buyerAccountId)).toBe(importsBefore);
  });

  it("a file of neither platform, or without required columns or currency, names what is missing", async () => {
    const cases: [string, string][] = [
      ["name,size\nfoo,1\n", "Not a Meta Ads Manager or TikTok Ads Manager export"],
      ["Reporting starts,Reporting ends,Ad name,Amount spent (USD)\n2026-10-01,2026-10-01,x,1\n", 'The column "Impressions" is missing'],
      ["Reporting starts,Reporting ends,Ad name,Amount spent,Impressions\n2026-10-01,2026-10-01,x,1,1\n", "No currency"],
      ["Campaign name,Ad name,Currency,Cost,Impressions\nc,x,USD,1,1\n", 'The column "Date" is missing'],
    ];
    for (const [csv, message] of cases) {
      const res = await postExport(t, "imports", w.brand.token, csv);
      expect(res.status, csv).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, csv).toContain(message);
    }
    const noFile = await t.app.request("/api/v1/auth/ad-results/imports", {
      method: "POST",
      body: new FormData(),
      headers: { authorization: `Bearer ${w.brand.token}`, origin: "http://localhost:3000" },
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toBe(
      "Choose a CSV export to import",
    );
  });
});

describe("matching by hand and who may see what", () => {
  it("an unmatched ad is matched by hand to a licensed video; its rows and later imports of it follow", async () => {
    const client = t.as(w.brand.token).v1;
    const { data } = await client.call("POST /auth/ad-results/matches", {
      json: { platform: "meta", adRef: "120210000000003", licenceId: licenceB },
    });
    expect(data.matchedRows).toBe(1);
    const rows = (await rowsOf(w.buyerAccountId)).filter((r) => r.adRef === "120210000000003");
    expect(rows.map((r) => [r.licenceId, r.matchedBy])).toEqual([[licenceB, "hand"]]);
    const matched = await t.ctx.db
      .select({ type: domainEvent.type })
      .from(domainEvent)
      .where(and(eq(domainEvent.entity, "video_licence"), eq(domainEvent.entityId, licenceB)));
    expect(matched.map((e) => e.type)).toEqual(["ad_results.matched"]);
    const later = metaCsv([{ starts: "2026-10-04", ad: "Summer promo", adId: "120210000000003", spent: "5.00", impressions: "100" }]);
    expect(await importOk(later)).toMatchObject({ matchedRows: 1 });
    const stored = await t.ctx.db
      .select()
      .from(adResult)
      .where(and(eq(adResult.adRef, "120210000000003"), eq(adResult.startsOn, "2026-10-04")));
    expect(stored[0]!.licenceId).toBe(licenceB);
  });

  it("another brand's licence is refused for a hand match, and another brand sees none of these results", async () => {
    const [foreign] = await t.ctx.db
      .select({ id: videoLicence.id })
      .from(videoLicence)
      .where(eq(videoLicence.licenseeBuyerAccountId, other.buyerAccountId));
    const res = await t.request("/api/v1/auth/ad-results/matches", {
      token: w.brand.token,
      body: { platform: "tiktok", adRef: "1780000000000009", licenceId: foreign!.id },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.licenceId).toBe(
      "Choose one of your licensed videos",
    );
    const theirs: Leaderboard = (
      await t.as(other.brand.token).v1.call("GET /auth/ad-results/leaderboard", { query: { from: "2026-01-01", to: "2026-12-31" } })
    ).data;
    expect(theirs.rows).toEqual([]);
    expect(theirs.currencies).toEqual([]);
    expect((await t.as(other.brand.token).v1.call("GET /auth/ad-results/unmatched")).data.ads).toEqual([]);
  });

  it("a creator and a signed-out visitor are refused", async () => {
    expect((await t.request("/api/v1/auth/ad-results/leaderboard")).status).toBe(401);
    expect((await t.request("/api/v1/auth/ad-results/leaderboard", { token: w.creator.token })).status).toBe(403);
    expect((await postExport(t, "imports", w.creator.token, metaCsv([]))).status).toBe(403);
  });

  it("bad queries answer 400 naming the field", async () => {
    const fieldsOf = async (query: string) => {
      const res = await t.request(`/api/v1/auth/ad-results/leaderboard?${query}`, { token: w.brand.token });
      expect(res.status, query).toBe(400);
      return Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields);
    };
    expect(await fieldsOf("sort=best")).toEqual(["sort"]);
    expect(await fieldsOf("from=2026-10-31&to=2026-10-01")).toEqual(["to"]);
    expect(await fieldsOf("from=2026-02-30")).toEqual(["from"]);
    expect(await fieldsOf("currency=dollars")).toEqual(["currency"]);
  });
});

/** The rollup as stored, and as summed afresh from ad_result: they must be equal. */
async function rollupAndRows() {
  const key = ["buyer_account_id", "starts_on", "ends_on", "platform", "currency", "licence_id", "asset_code", "campaign_name"].join(", ");
  const sums = "spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views";
  const summed = sums
    .split(", ")
    .map((c) => `sum(${c})::bigint AS ${c}`)
    .join(", ");
  const read = async (statement: string) => {
    const result: unknown = await t.ctx.db.execute(sql.raw(statement));
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  };
  const order = `ORDER BY ${key}`;
  const fromRows = await read(`SELECT ${key}, count(*)::int AS rows, ${summed} FROM ad_result GROUP BY ${key} ${order}`);
  const fromRollup = await read(
    `SELECT ${key}, rows, ${sums
      .split(", ")
      .map((c) => `${c}::bigint AS ${c}`)
      .join(", ")} FROM ad_result_daily ${order}`,
  );
  return { fromRows, fromRollup };
}

describe("the daily rollup the leaderboard reads", () => {
  it("equals the stored rows' sums after the imports, replacements and hand matches above", async () => {
    const { fromRows, fromRollup } = await rollupAndRows();
    expect(fromRows.length).toBeGreaterThan(3);
    expect(fromRollup.map((r) => JSON.stringify(r))).toEqual(fromRows.map((r) => JSON.stringify(r)));
    // Hand matches reached the rollup: a licence's rows there carry the hand-matched ad's spend too.
    expect(fromRollup.some((r) => r.licence_id === licenceA || r.licence_id === licenceB)).toBe(true);
  });

  it("an import keeps it exact by its net change: the same file again changes nothing, a corrected file moves only its days", async () => {
    const day = (d: number) => `2026-09-${String(d).padStart(2, "0")}`;
    const lines = (spentOnFifth: string, withLoser: boolean) =>
      [1, 2, 3, 4, 5].flatMap((d) => [
        {
          starts: day(d),
          ad: `Rollup | ${codeA} | winner`,
          adId: "120219000000001",
          spent: d === 5 ? spentOnFifth : "20.00",
          impressions: "2000",
          purchases: "2",
          value: "90.00",
        },
        ...(withLoser
          ? [{ starts: day(d), ad: `Rollup | ${codeB} | loser`, adId: "120219000000002", spent: "15.00", impressions: "1500" }]
          : []),
        { starts: day(d), ad: "Rollup without a code", adId: "120219000000003", spent: "5.00", impressions: "500" },
      ]);
    const spendOf = async (licenceId: string) => {
      const board = await t.as(w.brand.token).v1.call("GET /auth/ad-results/leaderboard", { query: { from: day(1), to: day(30) } });
      return board.data.rows.find((r) => r.licenceId === licenceId)?.spendMinor ?? 0;
    };
    const exact = async () => {
      const { fromRows, fromRollup } = await rollupAndRows();
      expect(fromRollup.map((r) => JSON.stringify(r))).toEqual(fromRows.map((r) => JSON.stringify(r)));
      return fromRollup.length;
    };

    // Other tests' rows of these licences in September stay as they are.
    const [beforeA, beforeB] = [await spendOf(licenceA), await spendOf(licenceB)];
    expect(await importOk(metaCsv(lines("20.00", true)))).toMatchObject({ rowCount: 15, replacedRows: 0 });
    const keys = await exact();
    expect(await spendOf(licenceA)).toBe(beforeA + 10_000);
    expect(await spendOf(licenceB)).toBe(beforeB + 7_500);
    // The same file twice more: every row replaced, nothing counted twice.
    for (let i = 0; i < 2; i++) expect(await importOk(metaCsv(lines("20.00", true)))).toMatchObject({ rowCount: 15, replacedRows: 15 });
    expect(await exact()).toBe(keys);
    expect(await spendOf(licenceA)).toBe(beforeA + 10_000);
    expect(await spendOf(licenceB)).toBe(beforeB + 7_500);
    // A corrected export: the 5th's spend changes and the loser's ad is gone from the file, so its days go.
    expect(await importOk(metaCsv(lines("35.50", false)))).toMatchObject({ rowCount: 10, replacedRows: 15 });
    expect(await exact()).toBe(keys - 5);
    expect(await spendOf(licenceA)).toBe(beforeA + 11_550);
    expect(await spendOf(licenceB)).toBe(beforeB);
  });
});
