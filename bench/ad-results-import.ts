/**
 * Import of a 100,000-row Meta Ads Manager export (`npx tsx bench/ad-results-import.ts`): the file
 * read from its CSV text (parse, check, match by asset code) and stored all or nothing through
 * the same use-cases as POST /auth/ad-results/imports, on PostgreSQL (a database of its own).
 * Runs: a first import into an empty table, then re-imports of the same file that replace all its
 * 100,000 rows. Goal: under 10 s. Results: bench/results/ad-results.md (import section).
 */
import { writeFileSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { parseExport } from "../src/server/domain/ad-results/formats";
import { commitImport } from "../src/server/domain/ad-results/import-results";
import { benchDatabase, machine, median } from "./ad-results-data";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADS = 500;
const { handle, buyerAccountId, codes } = await benchDatabase("reelbrief_bench_ad_results_import", 300);

function exportCsv(): string {
  const lines = [
    "Reporting starts,Reporting ends,Campaign name,Ad name,Ad ID,Amount spent (USD),Impressions,Link clicks,Purchases,Purchases conversion value,3-second video plays,ThruPlays,URL parameters",
  ];
  const days = Math.ceil(ROWS / ADS);
  const start = Date.parse("2026-01-01T00:00:00Z");
  let n = 0;
  for (let d = 0; d < days && n < ROWS; d++) {
    const day = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    for (let a = 0; a < ADS && n < ROWS; a++, n++) {
      // Nine ads in ten carry a code (some in the URL parameters, some as a rendition), one in ten none.
      const code = a % 10 === 9 ? "" : codes[a % codes.length]!;
      const name = a % 3 === 0 && code ? `"Spring | ${code}-1x1 | hook ${a}"` : `Spring ad ${a}`;
      const url = a % 3 !== 0 && code ? `utm_content=${code}` : "";
      const imp = 1000 + ((a * 37 + d * 11) % 9000);
      lines.push(
        `${day},${day},Campaign ${a % 7},${name},12021${String(a).padStart(10, "0")},${(imp / 90).toFixed(2)},${imp},${imp % 97},${imp % 5},${((imp % 5) * 41.5).toFixed(2)},${Math.floor(imp * 0.25)},${Math.floor(imp * 0.06)},${url}`,
      );
    }
  }
  return lines.join("\r\n");
}

const csv = exportCsv();
const runs: { parseMs: number; storeMs: number; totalMs: number; replaced: number }[] = [];
for (let run = 0; run < RUNS + 1; run++) {
  const t0 = performance.now();
  const parsed = parseExport(csv);
  const t1 = performance.now();
  if (parsed.errors.length > 0) throw new Error(`bench file has errors: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
  const result = await commitImport(handle.db, { buyerAccountId, userId: null, fileName: "bench.csv", source: "file", parsed });
  const t2 = performance.now();
  if (result.rowCount !== ROWS) throw new Error(`imported ${result.rowCount}`);
  runs.push({ parseMs: t1 - t0, storeMs: t2 - t1, totalMs: t2 - t0, replaced: result.replacedRows });
  console.log(
    `run ${run}: ${((t2 - t0) / 1000).toFixed(2)} s (read ${((t1 - t0) / 1000).toFixed(2)} s, match and store ${((t2 - t1) / 1000).toFixed(2)} s), replaced ${result.replacedRows}`,
  );
}
const [count] = (await handle.executeSql("SELECT count(*)::int AS n, count(licence_id)::int AS matched FROM ad_result")).rows as {
  n: number;
  matched: number;
}[];
await handle.close();

const first = runs[0]!;
const again = runs.slice(1);
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const section = [
  "## Import of a 100,000-row export",
  "",
  `\`npx tsx bench/ad-results-import.ts\` — ${new Date().toISOString().slice(0, 16)}Z, PostgreSQL 15 on 127.0.0.1, ${machine()}.`,
  `A Meta Ads Manager export of ${ROWS.toLocaleString("en-US")} rows (${ADS} ads × ${Math.ceil(ROWS / ADS)} days, ${(csv.length / 1e6).toFixed(1)} MB), read, checked, matched by asset code (${count!.matched.toLocaleString("en-US")} of ${count!.n.toLocaleString("en-US")} rows matched to 300 licences) and stored in one transaction. Goal: under 10 s.`,
  "",
  "| Run | Read and check | Match and store | Total |",
  "| --- | --- | --- | --- |",
  `| First import (empty table) | ${fmt(first.parseMs)} | ${fmt(first.storeMs)} | **${fmt(first.totalMs)}** |`,
  `| Re-import replacing all ${ROWS.toLocaleString("en-US")} rows (median of ${again.length}) | ${fmt(median(again.map((r) => r.parseMs)))} | ${fmt(median(again.map((r) => r.storeMs)))} | **${fmt(median(again.map((r) => r.totalMs)))}** |`,
  "",
].join("\n");

const file = path.resolve(import.meta.dirname, "results/ad-results.md");
const existing = existsSync(file) ? readFileSync(file, "utf8") : "# Ad results benchmarks\n\n";
const parts = existing.split(/(?=^## )/m);
const kept = parts.filter((p) => !p.startsWith("## Import of a 100,000-row export"));
writeFileSync(file, [...kept, section].join("").replace(/\n{3,}/g, "\n\n"));
console.log(section);
