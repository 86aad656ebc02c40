import { and, eq, inArray, sql } from "drizzle-orm";
import type { AdPlatform, ImportPreview, ImportResult, ImportRowError } from "@/contracts/ad-results";
import type { Executor } from "@/server/db/database";
import { adResult, adResultHandMatch, adResultImport, videoLicence } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { AppError } from "@/server/errors";
import { parseAssetCode } from "@/lib/asset-code";
import type { ParsedFile, ResultRow } from "./formats";
import { rowsOf } from "./rows-of";

/*
 * Imports result rows (from an export or the insights adapter: both arrive as a ParsedFile) into a
 * buyer account, all or nothing (decision 081):
 * - a file with any row error stores nothing, and the errors name line and column;
 * - a re-import replaces: rows already stored for the same platform and ad account whose reporting
 *   range overlaps a range of the new file are deleted in the same transaction, so a day is never
 *   counted twice (the unique index is the last guard);
 * - rows are matched to the brand's licensed videos by the asset code in the ad name or URL
 *   parameters, else by a hand match made earlier for the same ad.
 */

const MAX_LISTED_ERRORS = 200;
const INSERT_CHUNK = 10_000;

/** A PostgreSQL array literal of one column of `rows` (null stays NULL): one bind parameter per column. */
function pgArray<T>(rows: T[], pick: (row: T) => string | number | null): string {
  const out = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const v = pick(rows[i]!);
    out[i] = v === null ? "NULL" : typeof v === "number" ? String(v) : `"${v.replace(/[\\"]/g, "\\$&")}"`;
  }
  return `{${out.join(",")}}`;
}

export interface MatchedRow extends ResultRow {
  licenceId: string | null;
  assetCode: string | null;
  matchedBy: "code" | "hand" | null;
}

async function chunked<T, R>(items: T[], size: number, run: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await run(items.slice(i, i + size))));
  return out;
}

/** The licence each row belongs to, by asset code, else by an earlier hand match of the same ad. */
export async function matchRows(db: Executor, buyerAccountId: string, platform: AdPlatform, rows: ResultRow[]): Promise<MatchedRow[]> {
  // An export repeats each ad's name and URL parameters on every day: read each text once.
  const seen = new Map<string, { base: string; full: string } | null>();
  const codeIn = (text: string) => {
    let code = seen.get(text);
    if (code !== undefined) return code;
    const parsed = parseAssetCode(text);
    code = parsed
      ? {
          base: parsed.base,
          full:
            parsed.kind === "original"
              ? parsed.base
              : parsed.kind === "variant"
                ? `${parsed.base}-V${parsed.number}`
                : `${parsed.base}-${parsed.shape}`,
        }
      : null;
    seen.set(text, code);
    return code;
  };
  const codes = rows.map((row) => {
    for (const text of row.codeSources) {
      const code = codeIn(text);
      if (code) return code;
    }
    return null;
  });
  const bases = [...new Set(codes.filter((c) => c !== null).map((c) => c.base))];
  const licences = await chunked(bases, 1000, (part) =>
    db
      .select({ id: videoLicence.id, code: videoLicence.assetCode })
      .from(videoLicence)
      .where(and(eq(videoLicence.licenseeBuyerAccountId, buyerAccountId), inArray(videoLicence.assetCode, part))),
  );
  const byCode = new Map(licences.map((l) => [l.code, l.id]));
  const needHand = [...new Set(rows.filter((_, i) => !byCode.has(codes[i]?.base ?? "")).map((r) => r.adRef))];
  const hand = await chunked(needHand, 1000, (part) =>
    db
      .select({ adRef: adResultHandMatch.adRef, licenceId: adResultHandMatch.licenceId })
      .from(adResultHandMatch)
      .where(
        and(
          eq(adResultHandMatch.buyerAccountId, buyerAccountId),
          eq(adResultHandMatch.platform, platform),
          inArray(adResultHandMatch.adRef, part),
        ),
      ),
  );
  const byAd = new Map(hand.map((h) => [h.adRef, h.licenceId]));
  return rows.map((row, i) => {
    const code = codes[i];
    const byItsCode = code ? byCode.get(code.base) : undefined;
    if (byItsCode) return { ...row, licenceId: byItsCode, assetCode: code!.full, matchedBy: "code" as const };
    const byHand = byAd.get(row.adRef);
    if (byHand) return { ...row, licenceId: byHand, assetCode: code?.full ?? null, matchedBy: "hand" as const };
    return { ...row, licenceId: null, assetCode: code?.full ?? null, matchedBy: null };
  });
}

/** The ranges of a file per ad account, as the replacement predicate reads them. */
function rangesOf(rows: ResultRow[]): string {
  const seen = new Set<string>();
  const out: { a: string; s: string; e: string }[] = [];
  for (const r of rows) {
    const key = `${r.accountRef}\u0000${r.startsOn}\u0000${r.endsOn}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ a: r.accountRef, s: r.startsOn, e: r.endsOn });
  }
  return JSON.stringify(out);
}

/** Rows of this account and platform that a file's ranges overlap: what an import replaces. */
function overlapping(buyerAccountId: string, platform: AdPlatform, ranges: string) {
  return and(
    eq(adResult.buyerAccountId, buyerAccountId),
    eq(adResult.platform, platform),
    sql`EXISTS (SELECT 1 FROM jsonb_to_recordset(${ranges}::jsonb) AS r(a text, s date, e date)
      WHERE ${adResult.accountRef} = r.a AND ${adResult.startsOn} <= r.e AND ${adResult.endsOn} >= r.s)`,
  )!;
}

function currencyTotals(rows: ResultRow[]) {
  const map = new Map<string, { currency: string; spendMinor: number; rows: number }>();
  for (const r of rows) {
    const t = map.get(r.currency) ?? { currency: r.currency, spendMinor: 0, rows: 0 };
    t.spendMinor += r.spendMinor;
    t.rows += 1;
    map.set(r.currency, t);
  }
  return [...map.values()].sort((a, b) => b.spendMinor - a.spendMinor);
}

export async function previewImport(
  db: Executor,
  input: { buyerAccountId: string; fileName: string; parsed: ParsedFile },
): Promise<ImportPreview> {
  const { parsed } = input;
  const rows = parsed.platform && parsed.rows.length > 0 ? await matchRows(db, input.buyerAccountId, parsed.platform, parsed.rows) : [];
  let replacesRows = 0;
  if (parsed.platform && rows.length > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adResult)
      .where(overlapping(input.buyerAccountId, parsed.platform, rangesOf(rows)));
    replacesRows = c?.n ?? 0;
  }
  const days = rows.flatMap((r) => [r.startsOn, r.endsOn]).sort();
  const matched = rows.filter((r) => r.licenceId).length;
  return {
    platform: parsed.platform,
    fileName: input.fileName,
    rowCount: parsed.rows.length + new Set(parsed.errors.filter((e) => e.line > 1).map((e) => e.line)).size,
    errors: parsed.errors.slice(0, MAX_LISTED_ERRORS),
    errorCount: parsed.errors.length,
    firstDay: days[0] ?? null,
    lastDay: days[days.length - 1] ?? null,
    rangeCount: new Set(rows.map((r) => `${r.startsOn}/${r.endsOn}`)).size,
    currencies: currencyTotals(rows),
    matchedRows: matched,
    unmatchedRows: rows.length - matched,
    replacesRows,
    sample: rows.slice(0, 20).map((r) => ({
      line: r.line,
      adName: r.adName,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      currency: r.currency,
      spendMinor: r.spendMinor,
      impressions: r.impressions,
      assetCode: r.assetCode,
      matched: r.licenceId !== null,
    })),
  };
}

/** Per-row errors as the API's `fields`: `line 7 · Impressions` → message. */
export function errorsAsFields(errors: ImportRowError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of errors.slice(0, MAX_LISTED_ERRORS)) {
    const key = e.line === 0 ? "file" : `line ${e.line}${e.column ? ` · ${e.column}` : ""}`;
    fields[key] = fields[key] ? `${fields[key]}; ${e.message}` : e.message;
  }
  return fields;
}

/*
 * The daily rollup of an import (decision 085): the rows it deleted, summed per key and negated, plus
 * the rows it inserted, summed per key, give the net change per key. Only keys whose sums moved are
 * written, once each; a re-import of the same numbers writes nothing. Keys left with no row go.
 */
const ROLLUP_KEY = "buyer_account_id, starts_on, ends_on, platform, currency, licence_id, asset_code, campaign_name";
const ROLLUP_KEY_TYPES =
  "buyer_account_id uuid, starts_on date, ends_on date, platform ad_platform, currency text, licence_id uuid, asset_code text, campaign_name text";
const SUMMED = "spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views";
const ROLLUP_SUM_TYPES =
  "rows bigint, spend_minor bigint, impressions bigint, clicks bigint, conversions bigint, conversion_value_minor bigint, hook_views bigint, hold_views bigint";
const NEGATED_SUMS =
  "-count(*), -sum(spend_minor), -sum(impressions), -sum(clicks), -sum(conversions), -sum(conversion_value_minor), -sum(hook_views), -sum(hold_views)";
const SUMS =
  "count(*), sum(spend_minor), sum(impressions), sum(clicks), sum(conversions), sum(conversion_value_minor), sum(hook_views), sum(hold_views)";

async function applyRollupChange(tx: Executor, importId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ad_result_import_change SELECT ${sql.raw(ROLLUP_KEY)}, ${sql.raw(SUMS)} FROM ad_result WHERE import_id = ${importId}::uuid
    GROUP BY ${sql.raw(ROLLUP_KEY)}`);
  await tx.execute(sql`
    INSERT INTO ad_result_daily (${sql.raw(ROLLUP_KEY)}, rows, ${sql.raw(SUMMED)})
    SELECT ${sql.raw(ROLLUP_KEY)}, sum(rows), sum(spend_minor), sum(impressions), sum(clicks), sum(conversions), sum(conversion_value_minor),
      sum(hook_views), sum(hold_views)
    FROM ad_result_import_change GROUP BY ${sql.raw(ROLLUP_KEY)}
    HAVING sum(rows) <> 0 OR sum(spend_minor) <> 0 OR sum(impressions) <> 0 OR sum(clicks) <> 0 OR sum(conversions) <> 0
      OR sum(conversion_value_minor) <> 0 OR sum(hook_views) <> 0 OR sum(hold_views) <> 0
    ON CONFLICT (${sql.raw(ROLLUP_KEY)}) DO UPDATE SET rows = ad_result_daily.rows + EXCLUDED.rows,
      spend_minor = ad_result_daily.spend_minor + EXCLUDED.spend_minor, impressions = ad_result_daily.impressions + EXCLUDED.impressions,
      clicks = ad_result_daily.clicks + EXCLUDED.clicks, conversions = ad_result_daily.conversions + EXCLUDED.conversions,
      conversion_value_minor = ad_result_daily.conversion_value_minor + EXCLUDED.conversion_value_minor,
      hook_views = ad_result_daily.hook_views + EXCLUDED.hook_views, hold_views = ad_result_daily.hold_views + EXCLUDED.hold_views`);
  await tx.execute(sql`
    DELETE FROM ad_result_daily WHERE rows = 0
      AND buyer_account_id IN (SELECT DISTINCT buyer_account_id FROM ad_result_import_change)`);
  await tx.execute(sql`DROP TABLE ad_result_import_change`);
  await tx.execute(sql`SELECT set_config('reelbrief.ad_result_rollup', '', true)`);
}

export async function commitImport(
  db: Executor,
  input: { buyerAccountId: string; userId: string | null; fileName: string; source: "file" | "insights"; parsed: ParsedFile },
): Promise<ImportResult> {
  const { parsed } = input;
  const platform = parsed.platform;
  if (parsed.errors.length > 0 || !platform) {
    const first = parsed.errors[0];
    const n = parsed.errors.length;
    throw new AppError(
      "validation_error",
      `Nothing was imported: ${n} problem${n === 1 ? "" : "s"} in the file${first ? ` (first: ${first.line > 0 ? `line ${first.line}: ` : ""}${first.message})` : ""}`,
      errorsAsFields(parsed.errors),
    );
  }
  if (parsed.rows.length === 0)
    throw new AppError("validation_error", "Nothing was imported: the file has no rows", { file: "The file has no rows" });
  const rows = await matchRows(db, input.buyerAccountId, platform, parsed.rows);
  return db.transaction(async (tx) => {
    // One import at a time per account: two overlapping imports would each delete, then collide.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('ad_result_import'), hashtext(${input.buyerAccountId}))`);
    // The rollup triggers step aside for this transaction: the import applies its net change once, below.
    await tx.execute(sql`SELECT set_config('reelbrief.ad_result_rollup', 'by_import', true)`);
    await tx.execute(sql.raw(`CREATE TEMP TABLE ad_result_import_change (${ROLLUP_KEY_TYPES}, ${ROLLUP_SUM_TYPES}) ON COMMIT DROP`));
    // One DELETE for every overlapping day; its rows are summed per rollup key (negated) as they go.
    await tx.execute(sql`
      WITH d AS (DELETE FROM ad_result WHERE ${overlapping(input.buyerAccountId, platform, rangesOf(rows))}
        RETURNING ${sql.raw(ROLLUP_KEY)}, ${sql.raw(SUMMED)})
      INSERT INTO ad_result_import_change SELECT ${sql.raw(ROLLUP_KEY)}, ${sql.raw(NEGATED_SUMS)} FROM d GROUP BY ${sql.raw(ROLLUP_KEY)}`);
    const [gone] = await rowsOf(tx, sql`SELECT coalesce(-sum(rows), 0)::int AS n FROM ad_result_import_change`);
    const replaced = Number((gone as { n: number } | undefined)?.n ?? 0);
    const [imp] = await tx
      .insert(adResultImport)
      .values({
        buyerAccountId: input.buyerAccountId,
        platform,
        source: input.source,
        fileName: input.fileName.slice(0, 300),
        rowCount: rows.length,
        replacedCount: replaced,
        importedByUserId: input.userId,
      })
      .returning({ id: adResultImport.id });
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const part = rows.slice(i, i + INSERT_CHUNK);
      const col = (pick: (r: MatchedRow) => string | number | null) => pgArray(part, pick);
      // One statement per chunk: each column is one array parameter, unnested into rows.
      await tx.execute(sql`
        INSERT INTO ad_result (buyer_account_id, import_id, platform, account_ref, ad_ref, ad_name, campaign_name, starts_on, ends_on,
          currency, spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views, licence_id, asset_code, matched_by)
        SELECT ${input.buyerAccountId}::uuid, ${imp!.id}::uuid, ${platform}::ad_platform, r.*
        FROM unnest(${col((r) => r.accountRef)}::text[], ${col((r) => r.adRef)}::text[], ${col((r) => r.adName)}::text[],
          ${col((r) => r.campaignName)}::text[], ${col((r) => r.startsOn)}::date[], ${col((r) => r.endsOn)}::date[],
          ${col((r) => r.currency)}::text[], ${col((r) => r.spendMinor)}::bigint[], ${col((r) => r.impressions)}::bigint[],
          ${col((r) => r.clicks)}::bigint[], ${col((r) => r.conversions)}::bigint[], ${col((r) => r.conversionValueMinor)}::bigint[],
          ${col((r) => r.hookViews)}::bigint[], ${col((r) => r.holdViews)}::bigint[], ${col((r) => r.licenceId)}::uuid[],
          ${col((r) => r.assetCode)}::text[], ${col((r) => r.matchedBy)}::ad_result_match[]) AS r`);
    }
    await applyRollupChange(tx, imp!.id);
    const matched = rows.filter((r) => r.licenceId).length;
    // The creators of the matched videos get their ad-result medians recomputed (track records).
    await recordEvent(tx, {
      entity: "ad_result_import",
      entityId: imp!.id,
      type: "ad_results.imported",
      actor: input.userId ? { kind: "user", id: input.userId } : { kind: "system" },
      payload: { rows: rows.length, matchedRows: matched },
    });
    return {
      importId: imp!.id,
      platform,
      rowCount: rows.length,
      replacedRows: replaced,
      matchedRows: matched,
      unmatchedRows: rows.length - matched,
    };
  });
}
