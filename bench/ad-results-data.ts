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
