/**
 * `npm run seed:scale`: fills a dedicated PostgreSQL database with the data —
 * 100,000 creators (profiles, packages, social links), 20,000 brands (buyer accounts, wallets) and
 * 1,000,000 ledger transfers — and orders and campaigns at scale (decision 041): 500,000 orders in
 * every state with their videos, timeline events and escrow money, 20,000 active campaigns and a
 * campaign with 500 proposals (bench/support/seed-orders.ts) — for `npm run bench:api` and EXPLAIN
 * ANALYZE of the lists.
 *
 *   DATABASE_URL=postgres://… npm run seed:scale   (default postgres://postgres@127.0.0.1:5432/reelbrief_scale)
 *   SCALE_CREATORS=100000 SCALE_BRANDS=20000 SCALE_TRANSFERS=1000000
 *   SCALE_ORDERS=500000 SCALE_CAMPAIGNS=20000 SCALE_PROPOSALS=500
 *   SCALE_FRESH=1                                   drop and recreate the database first
 *
 * The two parts are seeded separately: a database holding the first part only (an earlier seed)
 * gets the orders and campaigns added.
 *
 * Every row is generated set-based inside PostgreSQL (generate_series), never row by row through
 * the ORM, and the values are deterministic (hashes of the row number), so two runs give the same
 * data. The ledger stays consistent: each transfer has its two entries with running balances, each
 * cached balance is the sum of its entries, and no guarded wallet ever dips below zero (every
 * payment follows a top-up of the same amount to the same wallet). This bypasses the ledger module
 * on purpose — it is a bulk fixture, checked afterwards with the module's own checkConsistency.
 */
import pg from "pg";
import { hashPassword } from "better-auth/crypto";
import { migrateDatabase } from "@/server/db/migrate";
import { openDatabase } from "@/server/db/open-database";
import { checkConsistency } from "@/server/domain/ledger";
import { CREATOR_NICHES } from "@/lib/creator-directory";
import { SCALE_BENCH_ADMIN, SCALE_BENCH_CREATOR, SCALE_BENCH_USER, scaleDatabaseUrl } from "./support/scale-data";
import { seedMarketplace, type Step } from "./support/seed-orders";

const URL_ = scaleDatabaseUrl();
const CREATORS = Number(process.env.SCALE_CREATORS ?? 100_000);
const BRANDS = Number(process.env.SCALE_BRANDS ?? 20_000);
const TRANSFERS = Number(process.env.SCALE_TRANSFERS ?? 1_000_000);
const ORDERS = Number(process.env.SCALE_ORDERS ?? 500_000);
const CAMPAIGNS = Number(process.env.SCALE_CAMPAIGNS ?? 20_000);
const PROPOSALS = Number(process.env.SCALE_PROPOSALS ?? 500);

const FIRST = [
  "Ava",
  "Liam",
  "Maya",
  "Noah",
  "Zoe",
  "Ethan",
  "Lena",
  "Omar",
  "Iris",
  "Theo",
  "Nina",
  "Kai",
  "Rosa",
  "Eli",
  "Sara",
  "Leo",
  "Mila",
  "Jonas",
  "Aria",
  "Felix",
  "Priya",
  "Diego",
  "Hana",
  "Marco",
  "Chloe",
  "Yusuf",
  "Ella",
  "Tariq",
  "Lucia",
  "Sam",
  "Ines",
  "Ravi",
  "Freya",
  "Hugo",
  "Amara",
  "Jude",
  "Noor",
  "Emil",
  "Tess",
  "Ivo",
];
const LAST = [
  "Ellis",
  "Moreno",
  "Chen",
  "Okafor",
  "Novak",
  "Silva",
  "Berg",
  "Kaur",
  "Rossi",
  "Dubois",
  "Tanaka",
  "Walsh",
  "Haddad",
  "Jensen",
  "Costa",
  "Brooks",
  "Fischer",
  "Nakamura",
  "Reyes",
  "Larsen",
  "Sato",
  "Byrne",
  "Quinn",
  "Ahmed",
  "Varga",
  "Lindqvist",
  "Mensah",
  "Park",
  "Santos",
  "Weber",
];
const STYLES = [
  "honest demos",
  "unboxings",
  "get ready with me",
  "day in the life",
  "before and after",
  "tutorials",
  "reviews",
  "voiceover ads",
  "street interviews",
  "comedy skits",
];
const COUNTRIES = ["US", "GB", "CA", "AU", "DE", "FR", "ES", "IT", "NL", "SE", "BR", "MX", "IN", "NG", "ZA", "JP"];
const LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "nl", "sv", "ja", "hi"];
const PLATFORMS = ["tiktok", "instagram", "youtube", "facebook", "x", "linkedin", "pinterest", "snapchat"];
const NICHES = Object.keys(CREATOR_NICHES);

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;
/** A deterministic 0…m−1 from a row number and a salt. */
const pick = (n: string, salt: string, m: number) => `(abs(hashtext((${n})::text || '${salt}')) % ${m})`;

async function main() {
  const started = performance.now();
  const target = new URL(URL_);
  const database = target.pathname.slice(1);
  const adminUrl = new URL(URL_);
  adminUrl.pathname = "/postgres";
  const adminClient = new pg.Client({ connectionString: adminUrl.toString() });
  await adminClient.connect();
  if (process.env.SCALE_FRESH === "1") await adminClient.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  const exists = await adminClient.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  if (exists.rowCount === 0) await adminClient.query(`CREATE DATABASE "${database}"`);
  await adminClient.end();

  const handle = await openDatabase({ kind: "postgres", url: URL_, maxConnections: 2 });
  await migrateDatabase(handle);
  await handle.close();

  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  const step = async (label: string, sql: string) => {
    const t = performance.now();
    // Several statements in one string answer with one result each.
    const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
    const rows = (Array.isArray(result) ? result : [result]).reduce((sum, r) => sum + (r.rowCount ?? 0), 0);
    console.log(`  ${label}: ${rows} rows, ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };

  // Bulk-load settings for this session only. Replica mode skips FK checks and row triggers: the
  // keys are generated consistent, and the directory's sort keys are computed in the profile insert.
  await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SET work_mem = '128MB';
                      SET session_replication_role = replica`);
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
  // The admin the benchmark signs in as for the admin user search (decision 058); added to older scale databases too.
  await client.query(
    `INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at)
     VALUES ('scale-admin-1', 'Scale Admin', $1, true, 'admin', timestamptz '2023-12-31', now()) ON CONFLICT DO NOTHING`,
    [SCALE_BENCH_ADMIN.email],
  );
  await client.query(
    `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
     VALUES ('scale-account-admin-1', 'scale-admin-1', 'credential', 'scale-admin-1', $1, now(), now()) ON CONFLICT DO NOTHING`,
    [await hashPassword(SCALE_BENCH_ADMIN.password)],
  );
  const hasBase = (await count("SELECT count(*) AS n FROM creator_profile WHERE user_id LIKE 'scale-c-%'")) >= CREATORS;
  const hasMarketplace = (await count("SELECT count(*) AS n FROM market_order WHERE idempotency_key LIKE 'scale:%'")) >= ORDERS;
  if (hasBase && hasMarketplace) {
    console.log(`seed:scale: ${URL_} already holds the scale data (SCALE_FRESH=1 to rebuild)`);
    await client.end();
    return;
  }
  if (!hasBase) await seedBase(client, step);
  if (!hasMarketplace) {
    await client.query("BEGIN");
    await seedMarketplace(
      client,
      step,
      { creators: CREATORS, brands: BRANDS, orders: ORDERS, campaigns: CAMPAIGNS, proposals: PROPOSALS },
      NICHES,
    );
    // The creator the benchmark signs in as (the bench brand signs in since the first part).
    await client.query(
      `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
       VALUES ('scale-account-c-1', 'scale-c-1', 'credential', 'scale-c-1', $1, now(), now()) ON CONFLICT DO NOTHING`,
      [await hashPassword(SCALE_BENCH_CREATOR.password)],
    );
    // The rows above were written with triggers off: the orders' read model (decision 065) from what they hold.
    await step("order read model", "SELECT market_order_rebuild_read_model()");
    // The creators' completed-order counts (decision 091), which the order triggers keep afterwards.
    await step("creators' completed orders", "SELECT creator_profile_recount_completed_orders()");
    await client.query("COMMIT");
  }
  await client.query("SET session_replication_role = origin");
  await step("analyze", "VACUUM ANALYZE");
  await client.end();

  const check = await openDatabase({ kind: "postgres", url: URL_, maxConnections: 2 });
  const t = performance.now();
  const report = await checkConsistency(check.db);
  await check.close();
  console.log(
    `  ledger consistency: ${report.ok ? "ok" : report.problems.join("; ")} (${report.accounts} accounts, ${report.transfers} transfers, ${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  console.log(`seed:scale: done in ${((performance.now() - started) / 1000).toFixed(0)} s → ${URL_}`);
  if (!report.ok) process.exit(1);
}

/** Creators, brands and the million transfers, in one transaction. */
async function seedBase(client: pg.Client, step: Step) {
  await client.query("BEGIN");

  const c = "n";
  await step(
    "creator users",
    `INSERT INTO "user" (id, name, email, email_verified, types, did_onboard, banned, created_at, updated_at)
     SELECT 'scale-c-' || n,
            (${arr(FIRST)})[1 + ${pick(c, "f", FIRST.length)}] || ' ' || (${arr(LAST)})[1 + ${pick(c, "l", LAST.length)}],
            'creator' || n || '@scale.reelbrief.test', true, '{creator}', true,
            n % 199 = 0,
            timestamptz '2023-01-01' + n * interval '15 minutes', timestamptz '2023-01-01' + n * interval '15 minutes'
     FROM generate_series(1, ${CREATORS}) n`,
  );
  await step(
    "creator packages",
    `INSERT INTO creator_package (user_id, title, price_cents, videos, is_active, created_at, updated_at)
     SELECT 'scale-c-' || n, k || ' video package', 5000 + ${pick("n || '-' || k", "p", 95000)}, k, ${pick("n || '-' || k", "a", 10)} <> 0,
            timestamptz '2023-01-01' + n * interval '15 minutes', timestamptz '2023-01-01' + n * interval '15 minutes'
     FROM generate_series(1, ${CREATORS}) n, generate_series(1, ${pick(c, "pc", 4)}) k`,
  );
  await step(
    "social links",
    `INSERT INTO social_link (user_id, platform, handle, url, follower_count, created_at)
     SELECT 'scale-c-' || n, p::social_platform, 'creator' || n, 'https://' || p || '.example/creator' || n,
            ${pick("n || '-' || k", "fo", 2_000_000)}, timestamptz '2023-01-01' + n * interval '15 minutes'
     FROM generate_series(1, ${CREATORS}) n, generate_series(0, ${pick(c, "lc", 4)}) k,
          LATERAL (SELECT (${arr(PLATFORMS)})[1 + (n + k * 3) % 8] AS p) x`,
  );
  await step(
    "creator profiles",
    `INSERT INTO creator_profile (user_id, first_name, last_name, short_bio, description, custom_url, avatar,
                                  profile_photo_one, profile_photo_two, profile_photo_three, profile_photo_four, niches, country, languages,
                                  is_listed, min_active_price_cents, total_followers, rating_average, rating_count, created_at, updated_at)
     SELECT 'scale-c-' || n, f, l,
            (${arr(NICHES)})[1 + ${pick(c, "n1", NICHES.length)}] || ' creator · ' || (${arr(STYLES)})[1 + ${pick(c, "s", STYLES.length)}],
            'I make ' || (${arr(STYLES)})[1 + ${pick(c, "s2", STYLES.length)}] || ' for ' || (${arr(NICHES)})[1 + ${pick(c, "n2", NICHES.length)}] || ' brands.',
            -- One creator in fifty has no public page yet.
            CASE WHEN n % 50 = 0 THEN NULL ELSE lower(f) || '-' || lower(l) || '-' || n END,
            -- Complete profiles (docs/product/current-user.md, decision 033): the seeded static pictures.
            '/images/creators/avatars/amara-okafor.svg',
            '/images/creators/scenes/beauty-0.svg', '/images/creators/scenes/beauty-1.svg',
            '/images/creators/scenes/beauty-2.svg', '/images/creators/scenes/beauty-3.svg',
            ARRAY(SELECT DISTINCT (${arr(NICHES)})[1 + ${pick("n || '-' || k", "ni", NICHES.length)}] FROM generate_series(1, 1 + ${pick(c, "nc", 3)}) k),
            (${arr(COUNTRIES)})[1 + ${pick(c, "co", COUNTRIES.length)}],
            ARRAY[(${arr(LANGUAGES)})[1 + ${pick(c, "la", LANGUAGES.length)}]],
            -- The listing rule (migrations 0008, 0016): complete (a custom URL is the part that varies), not banned.
            n % 50 <> 0 AND n % 199 <> 0,
            k.min_price, coalesce(l.total, 0),
            -- Brands' ratings (decision 034), kept by the rating use-cases: two creators in five are rated, 3.00–5.00.
            CASE WHEN ${pick(c, "ra", 5)} < 2 THEN round(3 + ${pick(c, "rv", 201)} / 100.0, 2) END,
            CASE WHEN ${pick(c, "ra", 5)} < 2 THEN 1 + ${pick(c, "rc", 40)} ELSE 0 END,
            timestamptz '2023-01-01' + n * interval '15 minutes', timestamptz '2023-01-01' + n * interval '15 minutes'
     FROM (SELECT n, (${arr(FIRST)})[1 + ${pick(c, "f", FIRST.length)}] AS f, (${arr(LAST)})[1 + ${pick(c, "l", LAST.length)}] AS l
           FROM generate_series(1, ${CREATORS}) n) s
     -- The directory's keys, which the triggers of migration 0008 keep afterwards (off in replica mode).
     LEFT JOIN (SELECT user_id, min(price_cents) FILTER (WHERE is_active) AS min_price FROM creator_package GROUP BY user_id) k ON k.user_id = 'scale-c-' || s.n
     LEFT JOIN (SELECT user_id, sum(follower_count) AS total FROM social_link GROUP BY user_id) l ON l.user_id = 'scale-c-' || s.n`,
  );
  await step(
    "creator URL keys",
    // The admin search's URL key (decision 089), which the triggers of its migration keep afterwards (off in replica mode).
    `INSERT INTO creator_url_key (user_id, custom_url, user_created_at)
     SELECT p.user_id, p.custom_url, u.created_at FROM creator_profile p JOIN "user" u ON u.id = p.user_id
     WHERE p.user_id LIKE 'scale-c-%' AND p.custom_url IS NOT NULL`,
  );
  await step(
    "brand users",
    `INSERT INTO "user" (id, name, email, email_verified, types, did_onboard, created_at, updated_at)
     SELECT 'scale-b-' || n, 'Brand ' || n, 'brand' || n || '@scale.reelbrief.test', true, '{brand}', true,
            timestamptz '2023-01-01' + n * interval '1 hour', timestamptz '2023-01-01' + n * interval '1 hour'
     FROM generate_series(1, ${BRANDS}) n`,
  );
  await step(
    "buyer accounts and brand profiles",
    `INSERT INTO buyer_account (id, kind, user_id) SELECT md5('scale-ba-' || n)::uuid, 'personal', 'scale-b-' || n FROM generate_series(1, ${BRANDS}) n;
     INSERT INTO brand_profile (buyer_account_id, name) SELECT md5('scale-ba-' || n)::uuid, 'Brand ' || n FROM generate_series(1, ${BRANDS}) n`,
  );
  await step(
    "ledger accounts",
    `INSERT INTO ledger_account (id, kind, owner_key, is_guarded)
       SELECT md5('scale-wallet-' || n)::uuid, 'buyer_wallet'::ledger_account_kind, md5('scale-ba-' || n)::uuid::text, true FROM generate_series(1, ${BRANDS}) n
       UNION ALL
       SELECT md5('scale-earnings-' || n)::uuid, 'creator_earnings', 'scale-c-' || n, true FROM generate_series(1, ${CREATORS}) n
       UNION ALL
       SELECT md5('scale-clearing')::uuid, 'provider_clearing', 'scale-sandbox', false`,
  );
  // Transfer s belongs to pair p = ceil(s/2) of brand b: odd s tops the wallet up from the
  // provider's clearing account, even s pays the same amount on to a creator's earnings.
  const transfers = `SELECT s, p, md5('scale-t-' || s)::uuid AS id, a,
            CASE WHEN s % 2 = 1 THEN md5('scale-clearing')::uuid ELSE md5('scale-wallet-' || b)::uuid END AS from_id,
            CASE WHEN s % 2 = 1 THEN md5('scale-wallet-' || b)::uuid ELSE md5('scale-earnings-' || (1 + ${pick("p", "cr", CREATORS)}))::uuid END AS to_id,
            CASE WHEN s % 2 = 1 THEN 'top_up' ELSE 'order_payment' END::ledger_transfer_reason AS reason,
            timestamptz '2024-01-01' + s * interval '20 seconds' AS at
     FROM (SELECT s, (s + 1) / 2 AS p, 1 + ((s + 1) / 2 - 1) % ${BRANDS} AS b, 1000 + ${pick("(s + 1) / 2", "am", 49000)} AS a
           FROM generate_series(1, ${TRANSFERS}) s) x`;
  await step(
    "ledger transfers",
    `INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, reason, reference_type, reference_id, idempotency_key, created_at)
     SELECT id, from_id, to_id, a, reason, 'scale_seed', s::text, 'scale:' || s, at FROM (${transfers}) t`,
  );
  await step(
    "ledger entries",
    `INSERT INTO ledger_entry (id, transfer_id, account_id, amount, balance_after, reason, created_at)
     SELECT id, transfer_id, account_id, amount,
            sum(amount) OVER (PARTITION BY account_id ORDER BY id ROWS UNBOUNDED PRECEDING), reason, at
     FROM (SELECT 2 * s - 1 AS id, t.id AS transfer_id, from_id AS account_id, -a AS amount, reason, at FROM (${transfers}) t
           UNION ALL
           SELECT 2 * s, t.id, to_id, a, reason, at FROM (${transfers}) t) e;
     SELECT setval(pg_get_serial_sequence('ledger_entry', 'id'), (SELECT max(id) FROM ledger_entry))`,
  );
  await step(
    "ledger balances",
    `UPDATE ledger_account a SET balance = s.total
     FROM (SELECT account_id, sum(amount) AS total FROM ledger_entry GROUP BY account_id) s WHERE s.account_id = a.id`,
  );
  // The account the API benchmark signs in with: the first brand, with a password.
  await client.query(
    `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
     VALUES ('scale-account-b-1', 'scale-b-1', 'credential', 'scale-b-1', $1, now(), now())`,
    [await hashPassword(SCALE_BENCH_USER.password)],
  );
  await client.query("COMMIT");
}

await main();
