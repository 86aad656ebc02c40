import { execFileSync } from "node:child_process";
import os from "node:os";
import { openDatabase } from "../src/server/db/open-database";
import { migrateDatabase } from "../src/server/db/migrate";
import type { DatabaseHandle } from "../src/server/db/database";

/*
 * A PostgreSQL database of its own for the ad-results benches: migrated, with one buyer account
 * and `licences` licences with asset codes. Those parents are written with foreign-key triggers
 * off (session_replication_role = replica), so no users, orders or deliveries are needed; the
 * benches themselves run with every trigger and check on.
 */

export const PG = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432";

export async function benchDatabase(
  name: string,
  licences: number,
): Promise<{ handle: DatabaseHandle; buyerAccountId: string; codes: string[] }> {
  for (const args of [["-h", "127.0.0.1", "-U", "postgres", "--if-exists", name]]) execFileSync("dropdb", args);
  execFileSync("createdb", ["-h", "127.0.0.1", "-U", "postgres", name]);
  const handle = await openDatabase({ kind: "postgres", url: `${PG}/${name}`, maxConnections: 1 });
  await migrateDatabase(handle);
  const buyerAccountId = crypto.randomUUID();
  await handle.exec(`
    SET session_replication_role = replica;
    INSERT INTO buyer_account (id, kind, user_id) VALUES ('${buyerAccountId}', 'personal', 'bench-brand');
    INSERT INTO video_licence (order_video_id, order_id, licensor_user_id, licensor_name, licensee_brand_profile_id,
      licensee_buyer_account_id, licensee_name, usage, term, raw_footage, starts_at)
    SELECT gen_random_uuid(), gen_random_uuid(), 'creator-' || (i % 60), 'Creator ' || (i % 60), gen_random_uuid(),
      '${buyerAccountId}', 'Bench brand', 'paid', '1y', false, now()
    FROM generate_series(1, ${licences}) AS i;
    SET session_replication_role = origin;`);
  const codes = (await handle.executeSql("SELECT asset_code FROM video_licence ORDER BY asset_code")).rows.map(
    (r) => (r as { asset_code: string }).asset_code,
  );
  return { handle, buyerAccountId, codes };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}`;
}

/**
 * The SQL that writes `rows` daily result rows for a buyer account's licensed videos (used by the
 * leaderboard bench and by `npm run bench:api`'s leaderboard scenarios): ceil(rows / days) ads,
 * one row each per day up to `end`, ads spread over the account's licences; a quarter on TikTok,
 * 1 in 10 in EUR, 1 in 10 unmatched. One import row holds them. Goes through ad_result's triggers.
 */
export function resultRowsSql(
  buyerAccountId: string,
  importId: string,
  rows: number,
  days: number,
  end: string,
  campaignsPerLicence?: number,
): string {
  // By default campaign a % 12 (the leaderboard bench: with 300 licences, about 276 rollup keys a
  // day); with campaignsPerLicence, every licence runs in that many campaigns of its own ads.
  const campaign = campaignsPerLicence ? `(a / n.n) % ${campaignsPerLicence}` : "a % 12";
  const ads = Math.ceil(rows / days);
  return `
  INSERT INTO ad_result_import (id, buyer_account_id, platform, source, file_name, row_count)
  VALUES ('${importId}', '${buyerAccountId}', 'meta', 'file', 'bench', ${rows});
  WITH l AS (SELECT row_number() OVER (ORDER BY asset_code) - 1 AS k, id, asset_code FROM video_licence
    WHERE licensee_buyer_account_id = '${buyerAccountId}'),
  n AS (SELECT count(*) AS n FROM l)
  INSERT INTO ad_result (buyer_account_id, import_id, platform, account_ref, ad_ref, ad_name, campaign_name, starts_on, ends_on, currency,
    spend_minor, impressions, clicks, conversions, conversion_value_minor, hook_views, hold_views, licence_id, asset_code, matched_by)
  SELECT '${buyerAccountId}', '${importId}', CASE WHEN a % 4 = 0 THEN 'tiktok' ELSE 'meta' END::ad_platform, 'bench',
    'bench-ad-' || a, 'Ad ' || a, 'Campaign ' || (${campaign}), d, d, CASE WHEN a % 10 = 3 THEN 'EUR' ELSE 'USD' END,
    1000 + (a * 37 + dd * 11) % 9000, 2000 + (a * 53 + dd * 7) % 20000, (a + dd) % 300, (a * dd) % 9, ((a * dd) % 9) * 4100,
    (2000 + (a * 53 + dd * 7) % 20000) / 4, (2000 + (a * 53 + dd * 7) % 20000) / 20,
    CASE WHEN a % 10 = 9 THEN NULL ELSE l.id END, CASE WHEN a % 10 = 9 THEN NULL ELSE l.asset_code END,
    CASE WHEN a % 10 = 9 THEN NULL ELSE 'code' END::ad_result_match
  FROM generate_series(0, ${ads - 1}) AS a
  CROSS JOIN generate_series(0, ${days - 1}) AS dd
  CROSS JOIN LATERAL (SELECT ('${end}'::date - dd) AS d) AS dates
  CROSS JOIN n
  JOIN l ON l.k = a % n.n
  LIMIT ${rows};`;
}
