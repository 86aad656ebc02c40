import { and, eq, inArray, sql } from "drizzle-orm";
import type { DailyResults, Leaderboard, LeaderboardQuery, LeaderboardRow } from "@/contracts/ad-results";
import type { Executor } from "@/server/db/database";
import { marketOrder, orderVideo, videoAsset, videoLicence } from "@/server/db/schema";
import { rowsOf } from "./rows-of";
import { addSums, compareBy, metricsOf, ZERO_SUMS, type MetricSums } from "./metrics";

/*
 * The leaderboard of a buyer account's results over a period, in one currency (amounts are never
 * converted; the other currencies are listed with their spend). A row counts in a period when its
 * whole reporting range lies inside it. Everything here reads the daily rollup `ad_result_daily`
 * (decision 081, amendment), kept in step with ad_result by triggers: one pass over a period's
 * rollup rows sums per currency and licence (and hook variant or ad campaign); creators and labels
 * are joined to those few hundred sums afterwards.
 */

const DAY_MS = 86_400_000;
export const DEFAULT_PERIOD_DAYS = 30;

export function periodOf(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** The account's currencies, by a loose index scan (a handful of index probes, whatever the row count). */
async function currenciesOf(db: Executor, buyerAccountId: string): Promise<string[]> {
  const result = await rowsOf(
    db,
    sql`
    WITH RECURSIVE c AS (
      (SELECT currency FROM ad_result_daily WHERE buyer_account_id = ${buyerAccountId} ORDER BY currency LIMIT 1)
      UNION ALL
      SELECT (SELECT currency FROM ad_result_daily WHERE buyer_account_id = ${buyerAccountId} AND currency > c.currency ORDER BY currency LIMIT 1)
      FROM c WHERE c.currency IS NOT NULL
    ) SELECT currency FROM c WHERE currency IS NOT NULL`,
  );
  return (result as { currency: string }[]).map((r) => r.currency);
}

interface SumRow extends MetricSums {
  currency: string;
  licenceId: string | null;
  sub: string | null;
  rows: number;
}

const sums = sql`sum(rows)::int AS rows, sum(spend_minor)::bigint AS spend, sum(impressions)::bigint AS impressions,
  sum(clicks)::bigint AS clicks, sum(conversions)::bigint AS conversions, sum(conversion_value_minor)::bigint AS value,
  sum(hook_views)::bigint AS hook, sum(hold_views)::bigint AS hold`;

function toSums(r: Record<string, unknown>): MetricSums {
  return {
    spendMinor: Number(r.spend),
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
    conversionValueMinor: Number(r.value),
    hookViews: Number(r.hook),
    holdViews: Number(r.hold),
  };
}

export interface LeaderboardInput {
  buyerAccountId: string;
  query: LeaderboardQuery;
  now: Date;
  presign?: (key: string) => Promise<string>;
}

export async function getLeaderboard(db: Executor, input: LeaderboardInput): Promise<Leaderboard> {
  const { query } = input;
  const { from, to } = periodOf(query, input.now);
  const currencies = await currenciesOf(db, input.buyerAccountId);
  const empty: Leaderboard = {
    from,
    to,
    currency: null,
    currencies: [],
    by: query.by,
    sort: query.sort,
    totals: metricsOf(ZERO_SUMS),
    rows: [],
    unmatchedRows: 0,
  };
  if (currencies.length === 0) return empty;
  const sub = query.by === "variant" ? sql`asset_code` : query.by === "campaign" ? sql`campaign_name` : sql`NULL::text`;
  const platform = query.platform ? sql`AND platform = ${query.platform}::ad_platform` : sql``;
  const result = await rowsOf(
    db,
    sql`
    SELECT currency, licence_id, ${sub} AS sub, ${sums}
    FROM ad_result_daily
    WHERE buyer_account_id = ${input.buyerAccountId}
      AND currency IN (${sql.join(
        currencies.map((c) => sql`${c}`),
        sql`, `,
      )})
      AND starts_on >= ${from}::date AND starts_on <= ${to}::date AND ends_on <= ${to}::date ${platform}
    GROUP BY currency, licence_id, sub`,
  );
  const groups: SumRow[] = result.map((r) => ({
    ...toSums(r),
    currency: String(r.currency),
    licenceId: (r.licence_id as string | null) ?? null,
    sub: (r.sub as string | null) ?? null,
    rows: Number(r.rows),
  }));
  const perCurrency = new Map<string, { currency: string; spendMinor: number; rows: number }>();
  for (const g of groups) {
    const t = perCurrency.get(g.currency) ?? { currency: g.currency, spendMinor: 0, rows: 0 };
    t.spendMinor += g.spendMinor;
    t.rows += g.rows;
    perCurrency.set(g.currency, t);
  }
  const listed = [...perCurrency.values()].sort((a, b) => b.spendMinor - a.spendMinor || a.currency.localeCompare(b.currency));
  const currency = query.currency ?? listed[0]?.currency ?? null;
  if (!currency) return { ...empty, currencies: listed };
  const mine = groups.filter((g) => g.currency === currency);
  const totals = mine.reduce<MetricSums>((acc, g) => addSums(acc, g), ZERO_SUMS);
  const unmatchedRows = mine.filter((g) => g.licenceId === null).reduce((n, g) => n + g.rows, 0);

  const licenceIds = [...new Set(mine.map((g) => g.licenceId).filter((id): id is string => id !== null))];
  const info = new Map<
    string,
    { title: string; creatorUserId: string; creatorName: string; assetCode: string; packageId: string | null; posterKey: string | null }
  >();
  for (let i = 0; i < licenceIds.length; i += 1000) {
    const rows = await db
      .select({
        id: videoLicence.id,
        assetCode: videoLicence.assetCode,
        creatorUserId: videoLicence.licensorUserId,
        creatorName: videoLicence.licensorName,
        packageId: marketOrder.packageId,
        title: sql<string>`coalesce(${marketOrder.packageSnapshot} ->> 'title', 'Video')`,
        position: orderVideo.position,
        posterKey: videoAsset.posterKey,
      })
      .from(videoLicence)
      .leftJoin(orderVideo, eq(orderVideo.id, videoLicence.orderVideoId))
      .leftJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
      .leftJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
      .where(and(eq(videoLicence.licenseeBuyerAccountId, input.buyerAccountId), inArray(videoLicence.id, licenceIds.slice(i, i + 1000))));
    for (const r of rows) info.set(r.id, { ...r, title: `${r.title} · Video ${r.position ?? 1}` });
  }

  type Acc = { row: Omit<LeaderboardRow, keyof ReturnType<typeof metricsOf>>; sums: MetricSums; posterKey: string | null };
  const byKey = new Map<string, Acc>();
  for (const g of mine) {
    const l = g.licenceId ? info.get(g.licenceId) : undefined;
    let key: string;
    let base: Acc["row"];
    if (query.by === "campaign") {
      key = g.sub ?? "";
      base = {
        key,
        label: key || "(no campaign name)",
        detail: "",
        licenceId: null,
        assetCode: null,
        creatorUserId: null,
        creatorName: null,
        packageId: null,
        posterUrl: null,
      };
    } else {
      if (!l || !g.licenceId) continue;
      if (query.by === "creator") {
        key = l.creatorUserId;
        base = {
          key,
          label: l.creatorName,
          detail: "",
          licenceId: null,
          assetCode: null,
          creatorUserId: l.creatorUserId,
          creatorName: l.creatorName,
          packageId: null,
          posterUrl: null,
        };
      } else {
        const code = query.by === "variant" ? (g.sub ?? l.assetCode) : l.assetCode;
        key = query.by === "variant" ? `${g.licenceId}:${code}` : g.licenceId;
        base = {
          key,
          label: l.title,
          detail: code,
          licenceId: g.licenceId,
          assetCode: code,
          creatorUserId: l.creatorUserId,
          creatorName: l.creatorName,
          packageId: l.packageId,
          posterUrl: null,
        };
      }
    }
    const acc = byKey.get(key) ?? { row: base, sums: ZERO_SUMS, posterKey: l?.posterKey ?? null };
    acc.sums = addSums(acc.sums, g);
    byKey.set(key, acc);
  }
  if (query.by === "creator") {
    const videos = new Map<string, Set<string>>();
    for (const g of mine) {
      const l = g.licenceId ? info.get(g.licenceId) : undefined;
      if (l) videos.set(l.creatorUserId, (videos.get(l.creatorUserId) ?? new Set()).add(g.licenceId!));
    }
    for (const [k, acc] of byKey) {
      const n = videos.get(k)?.size ?? 0;
      acc.row.detail = `${n} video${n === 1 ? "" : "s"}`;
    }
  }
  const rows: LeaderboardRow[] = [];
  for (const acc of byKey.values()) {
    const posterUrl =
      acc.posterKey && input.presign && query.by !== "campaign" && query.by !== "creator" ? await input.presign(acc.posterKey) : null;
    rows.push({ ...acc.row, posterUrl, ...metricsOf(acc.sums) });
  }
  rows.sort(compareBy(query.sort));
  return { from, to, currency, currencies: listed, by: query.by, sort: query.sort, totals: metricsOf(totals), rows, unmatchedRows };
}

/** Spend and conversion value per day (single-day rows only) in one currency, for the chart. */
export async function getDailyResults(
  db: Executor,
  input: { buyerAccountId: string; query: { from?: string; to?: string; currency?: string; platform?: "meta" | "tiktok" }; now: Date },
): Promise<DailyResults> {
  const { from, to } = periodOf(input.query, input.now);
  let currency = input.query.currency ?? null;
  if (!currency) {
    const currencies = await currenciesOf(db, input.buyerAccountId);
    if (currencies.length > 1) {
      const r = await rowsOf(
        db,
        sql`
        SELECT currency FROM ad_result_daily WHERE buyer_account_id = ${input.buyerAccountId}
          AND currency IN (${sql.join(
            currencies.map((c) => sql`${c}`),
            sql`, `,
          )}) AND starts_on >= ${from}::date AND starts_on <= ${to}::date
        GROUP BY currency ORDER BY sum(spend_minor) DESC, currency LIMIT 1`,
      );
      currency = (r[0] as { currency: string } | undefined)?.currency ?? currencies[0]!;
    } else currency = currencies[0] ?? null;
  }
  if (!currency) return { currency: null, from, to, points: [] };
  const platform = input.query.platform ? sql`AND platform = ${input.query.platform}::ad_platform` : sql``;
  const result = await rowsOf(
    db,
    sql`
    SELECT to_char(starts_on, 'YYYY-MM-DD') AS day, sum(spend_minor)::bigint AS spend, sum(conversion_value_minor)::bigint AS value,
      sum(impressions)::bigint AS impressions
    FROM ad_result_daily
    WHERE buyer_account_id = ${input.buyerAccountId} AND currency = ${currency}
      AND starts_on >= ${from}::date AND starts_on <= ${to}::date AND ends_on = starts_on ${platform}
    GROUP BY starts_on ORDER BY starts_on`,
  );
  return {
    currency,
    from,
    to,
    points: result.map((r) => ({
      day: String(r.day),
      spendMinor: Number(r.spend),
      conversionValueMinor: Number(r.value),
      impressions: Number(r.impressions),
    })),
  };
}
