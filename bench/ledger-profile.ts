/**
 * Where a ledger transfer's time goes (not part of `npm run bench:ledger`): one connection, one
 * transfer after another, on spread accounts. Times the pgledger-style reference function, the
 * posting statement sent raw (server + driver), and `transfer(db, …)` (the whole client path), and
 * prints EXPLAIN ANALYZE's planning and execution times for the statement and the reference.
 *
 *   npx tsx bench/ledger-profile.ts        (DATABASE_URL as for bench:ledger; N=3000 per path)
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";
import { clearingOf, transfer, transferAll, walletOf, type TransferInput } from "@/server/domain/ledger";
import { statementFor } from "@/server/domain/ledger/post-statement";

const BASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const N = Number(process.env.N ?? 3000);
const ACCOUNTS = 1000;

const REFERENCE = `CREATE FUNCTION bench_reference_transfer(p_from uuid, p_to uuid, p_amount bigint, p_key text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE v_id uuid := gen_random_uuid(); v_from_after bigint; v_from_guarded boolean; v_to_after bigint;
BEGIN
  PERFORM 1 FROM ledger_account WHERE id IN (p_from, p_to) ORDER BY id FOR UPDATE;
  UPDATE ledger_account SET balance = balance - p_amount WHERE id = p_from RETURNING balance, is_guarded INTO v_from_after, v_from_guarded;
  IF v_from_guarded AND v_from_after < 0 THEN RAISE EXCEPTION 'insufficient funds'; END IF;
  UPDATE ledger_account SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO v_to_after;
  INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, currency, reason, reference_type, reference_id, idempotency_key)
  VALUES (v_id, p_from, p_to, p_amount, 'USD', 'adjustment', 'bench', p_key, p_key);
  INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after, reason)
  VALUES (v_id, p_from, -p_amount, v_from_after, 'adjustment'), (v_id, p_to, p_amount, v_to_after, 'adjustment');
  RETURN v_id;
END $$`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

let seq = 0;
function input(): TransferInput {
  const a = Math.floor(Math.random() * ACCOUNTS);
  const b = (a + 1 + Math.floor(Math.random() * (ACCOUNTS - 1))) % ACCOUNTS;
  seq += 1;
  return {
    from: walletOf(`p-${a}`),
    to: walletOf(`p-${b}`),
    amount: 1 + (seq % 100),
    reason: "adjustment",
    reference: { type: "bench", id: String(seq) },
    idempotencyKey: `prof:${process.pid}:${seq}`,
  };
}

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(28)} ${((ms * 1000) / N).toFixed(0).padStart(5)} µs/transfer  ${Math.round((N / ms) * 1000)}/s  node cpu ${Math.round((used.user + used.system) / N)} µs`,
  );
}

const name = `reelbrief_prof_${process.pid}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(BASE_URL);
url.pathname = `/${name}`;
const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 4 });
try {
  await migrateDatabase(handle);
  await handle.exec(REFERENCE);
  const db = handle.db;
  await transferAll(
    db,
    Array.from({ length: ACCOUNTS }, (_, i) => ({
      from: clearingOf("bench"),
      to: walletOf(`p-${i}`),
      amount: 1_000_000_000,
      reason: "top_up" as const,
      reference: { type: "bench", id: `f${i}` },
      idempotencyKey: `prof-fund-${i}`,
    })),
  );
  await handle.exec("VACUUM ANALYZE");
  const ids = new Map(
    (
      (await handle.executeSql("SELECT id, owner_key FROM ledger_account WHERE kind = 'buyer_wallet'")).rows as {
        id: string;
        owner_key: string;
      }[]
    ).map((r) => [r.owner_key, r.id]),
  );
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const posting = (i: TransferInput) => ({ input: i, id: randomUUID(), fromId: ids.get(i.from.ownerKey)!, toId: ids.get(i.to.ownerKey)! });
  const rounds = Number(process.env.ROUNDS ?? 2);
  for (let r = 0; r < rounds; r++) {
    await time("reference function", () => {
      const i = input();
      return pool.query({
        name: "ref",
        text: "SELECT bench_reference_transfer($1, $2, $3, $4)",
        values: [ids.get(i.from.ownerKey), ids.get(i.to.ownerKey), i.amount, i.idempotencyKey],
      });
    });
    await time("statement raw (fail)", () => pool.query(statementFor([posting(input())], "fail")));
    await time("SELECT 1 (round trip floor)", () => pool.query({ name: "one", text: "SELECT 1" }));
    await time("transfer(db) batched", () => transfer(db, input()));
    await time("in-tx", () => db.transaction((tx) => transfer(tx, input())));
  }
  const explain = async (label: string, q: { text: string; values: unknown[] }) => {
    const c = await pool.connect();
    try {
      await c.query("BEGIN");
      const rows = (await c.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${q.text}`, values: q.values })).rows as {
        "QUERY PLAN": { "Planning Time": number; "Execution Time": number }[];
      }[];
      const plan = rows[0]!["QUERY PLAN"][0]!;
      console.log(`${label}: planning ${plan["Planning Time"]} ms, execution ${plan["Execution Time"]} ms`);
      await c.query("ROLLBACK");
    } finally {
      c.release();
    }
  };
  for (let k = 0; k < 3; k++) {
    const i = input();
    await explain("statement", statementFor([posting(i)], "fail"));
    await explain("reference", {
      text: "SELECT bench_reference_transfer($1, $2, $3, $4)",
      values: [ids.get(i.from.ownerKey), ids.get(i.to.ownerKey), i.amount, `${i.idempotencyKey}x`],
    });
  }
  await pool.end();
} finally {
  await handle.close();
  await admin(`DROP DATABASE IF EXISTS ${name}`);
}
