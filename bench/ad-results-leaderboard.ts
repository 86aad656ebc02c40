/**
 * The ad-results leaderboard over 1,000,000 result rows of one brand, on PostgreSQL
 * (`npx tsx bench/ad-results-leaderboard.ts`): a database of its own, 1,000,000 daily rows
 * (2,740 ads of 300 licensed videos by 60 creators over 365 days; 9 in 10 in USD, the rest in
 * EUR; 1 in 10 unmatched), vacuumed and analysed as autovacuum would leave them. Times the
 * leaderboard use-case (what GET /auth/ad-results/leaderboard runs, without HTTP) per grouping and
 * period, beside a bare reference in the same run: one `SELECT sum(...)` over the same index range.
 * Medians of 9 runs after 2 warm-ups. Goal: under 100 ms. Results: bench/results/ad-results.md.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getLeaderboard } from "../src/server/domain/ad-results/leaderboard";
import type { LeaderboardQuery } from "../src/contracts/ad-results";
import { benchDatabase, machine, median, resultRowsSql } from "./ad-results-data";

const ROWS = 1_000_000;
const DAYS = 365;
const ADS = Math.ceil(ROWS / DAYS);
const RUNS = 9;
const { handle, buyerAccountId } = await benchDatabase("reelbrief_bench_ad_results_leaderboard", 300);
const END = "2026-11-26";

const t0 = performance.now();
await handle.exec(resultRowsSql(buyerAccountId, "00000000-0000-4000-8000-000000000001", ROWS, DAYS, END));
// VACUUM cannot share a multi-statement call (an implicit transaction).
await handle.exec("VACUUM ANALYZE ad_result");
await handle.exec("VACUUM ANALYZE ad_result_daily");
const seedS = (performance.now() - t0) / 1000;
const n = ((await handle.executeSql("SELECT count(*)::int AS n FROM ad_result")).rows as { n: number }[])[0]!.n;
const rollup = ((await handle.executeSql("SELECT count(*)::int AS n FROM ad_result_daily")).rows as { n: number }[])[0]!.n;
console.log(`seeded ${n} rows (${rollup} rollup rows) in ${seedS.toFixed(1)} s`);

const now = new Date(`${END}T12:00:00Z`);
const dayBefore = (days: number) => new Date(Date.parse(`${END}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const cases: { name: string; query: LeaderboardQuery; from: string }[] = [
  { name: "per video, last 30 days (the page's default)", query: { by: "video", sort: "roas" }, from: dayBefore(29) },
  { name: "per creator, last 30 days", query: { by: "creator", sort: "roas" }, from: dayBefore(29) },
  { name: "per hook variant, last 90 days", query: { by: "variant", sort: "roas", from: dayBefore(89), to: END }, from: dayBefore(89) },
  { name: "per ad campaign, last 90 days", query: { by: "campaign", sort: "spend", from: dayBefore(89), to: END }, from: dayBefore(89) },
  {
    name: "per video, the whole year (all 1,000,000 rows)",
    query: { by: "video", sort: "roas", from: dayBefore(364), to: END },
    from: dayBefore(364),
  },
];

async function time(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return median(ms);
}

const rows: string[] = [];
for (const c of cases) {
  const app = await time(() => getLeaderboard(handle.db, { buyerAccountId, query: c.query, now }));
  const bare = await time(() =>
    handle.executeSql(
      "SELECT sum(spend_minor), sum(impressions), sum(conversion_value_minor), sum(rows) FROM ad_result_daily WHERE buyer_account_id = $1 AND currency = 'USD' AND starts_on >= $2 AND starts_on <= $3 AND ends_on <= $3",
      [buyerAccountId, c.from, END],
    ),
  );
  const inPeriod = (
    (
      await handle.executeSql(
        "SELECT count(*)::int AS rows FROM ad_result WHERE buyer_account_id = $1 AND starts_on >= $2 AND starts_on <= $3",
        [buyerAccountId, c.from, END],
      )
    ).rows as { rows: number }[]
  )[0]!.rows;
  const board = await getLeaderboard(handle.db, { buyerAccountId, query: c.query, now });
  rows.push(
    `| ${c.name} | ${inPeriod.toLocaleString("en-US")} | ${board.rows.length} | **${app.toFixed(1)} ms** | ${bare.toFixed(1)} ms | ${app < 100 ? "yes" : "no"} |`,
  );
  console.log(rows.at(-1));
}
const plan = (
  await handle.executeSql(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT currency, licence_id, sum(rows), sum(spend_minor) FROM ad_result_daily
   WHERE buyer_account_id = $1 AND currency IN ('EUR','USD') AND starts_on >= $2 AND starts_on <= $3 AND ends_on <= $3 GROUP BY currency, licence_id`,
    [buyerAccountId, dayBefore(29), END],
  )
).rows.map((r) => Object.values(r as Record<string, string>)[0]);
await handle.close();

const section = [
  "## Leaderboard over 1,000,000 result rows",
  "",
  `\`npx tsx bench/ad-results-leaderboard.ts\` — ${new Date().toISOString().slice(0, 16)}Z, PostgreSQL 15 on 127.0.0.1, ${machine()}.`,
  `${n.toLocaleString("en-US")} daily rows of one brand (${ADS.toLocaleString("en-US")} ads of 300 licensed videos by 60 creators, ${DAYS} days, USD and EUR, 1 in 10 unmatched), seeded in ${seedS.toFixed(0)} s (the rollup triggers included; ${rollup.toLocaleString("en-US")} daily rollup rows), then VACUUM ANALYZE. The use-case of GET /auth/ad-results/leaderboard (currencies by a loose index scan of the rollup, one grouped pass over the period's rollup rows, licences joined to the sums), medians of ${RUNS} runs after 2 warm-ups; the bare reference is one \`SELECT sum(…)\` over the same USD rollup range. Goal: under 100 ms.`,
  "",
  "| Leaderboard | Rows in the period | Lines | Use-case | Bare sum | Under 100 ms |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows,
  "",
  "Plan of the grouped pass over the rollup for the default 30 days:",
  "",
  "```",
  ...plan,
  "```",
  "",
].join("\n");
const file = path.resolve(import.meta.dirname, "results/ad-results.md");
const existing = existsSync(file) ? readFileSync(file, "utf8") : "# Ad results benchmarks\n\n";
const kept = existing.split(/(?=^## )/m).filter((p) => !p.startsWith("## Leaderboard over 1,000,000"));
writeFileSync(file, [...kept, section].join("").replace(/\n{3,}/g, "\n\n"));
console.log(section);
