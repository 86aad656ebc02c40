/**
 * The marketplace part of `npm run seed:scale` (orders and campaigns at scale, decision 041): orders in
 * every state of the order lifecycle with their videos, timeline events and escrow money, and
 * campaigns (active ones with varied filter fields, a few not active) with proposals. Set-based
 * like the rest of the seed (generate_series into a temporary table, then one INSERT … SELECT per
 * table), deterministic (hashes of the row number; times relative to the seeding hour so active
 * orders and campaigns stay current), and written after the creators, brands and transfers of
 * seed-scale.ts, which it needs.
 *
 * Money goes through ledger rows like the app's (docs/product/money.md), appended after the existing ones:
 * each brand with orders gets one top-up covering its orders, each order an `order_funded`
 * transfer wallet → its escrow account; a completed order's escrow is released (creator's share
 * and platform fee, one pair per order rather than one per video), a cancelled or refunded one's
 * is refunded to the wallet, and every other order's escrow still holds its price. Entries carry
 * running balances continuing from each account's balance before, so checkConsistency holds.
 */
import type pg from "pg";

export interface MarketplaceSize {
  creators: number;
  brands: number;
  orders: number;
  campaigns: number;
  proposals: number;
}

export type Step = (label: string, sql: string) => Promise<void>;

/** A deterministic 0…m−1 from a row number and a salt (the same helper as seed-scale.ts). */
const pick = (n: string, salt: string, m: number) => `(abs(hashtext((${n})::text || '${salt}')) % ${m})`;
const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;

/**
 * Share of each status, in percent (sums to 100): the open states are a minority, as on a live
 * marketplace where most orders are finished.
 */
const STATUS_SHARES: [status: string, percent: number][] = [
  ["funded", 1],
  ["awaiting_shipment", 7],
  ["in_production", 15],
  ["delivered", 8],
  ["revision_requested", 4],
  ["completed", 52],
  ["cancelled", 8],
  ["disputed", 2],
  ["refunded", 3],
];

function statusCase(bucket: string): string {
  let upTo = 0;
  const whens = STATUS_SHARES.map(([status, percent]) => {
    upTo += percent;
    return `WHEN ${bucket} < ${upTo} THEN '${status}'`;
  });
  return `CASE ${whens.join(" ")} END`;
}

const PACKAGE_TITLES = ["Starter UGC", "Product demo", "Unboxing", "Testimonial", "Hook pack", "TikTok trio", "Review bundle", "Lifestyle"];
const PRODUCTS = ["serum", "sneakers", "protein bar", "headphones", "yoga mat", "coffee", "backpack", "phone case", "candle", "sunscreen"];
const PLATFORMS = ["tiktok", "instagram", "youtube", "facebook"];
const COUNTRIES = ["US", "GB", "CA", "AU", "DE", "FR", "ES", "BR"];
const LANGUAGES = ["en", "es", "fr", "de", "pt"];

/** One hour's resolution: two seeds in the same hour give the same rows. */
const D = "date_trunc('hour', now())";

export async function seedMarketplace(client: pg.Client, step: Step, size: MarketplaceSize, niches: string[]): Promise<void> {
  const { creators, brands, orders, campaigns, proposals } = size;
  // The bench brand (scale-b-1) buys one order in 167 and the bench creator (scale-c-1) sells one
  // in 163, so both have thousands of orders and their lists page (about 3,000 each at 500,000).
  await step(
    "order plan",
    `CREATE TEMP TABLE scale_order ON COMMIT DROP AS
     SELECT n, md5('scale-o-' || n)::uuid AS id, b, c, status::order_status, ships, v, price, td,
            created_at, started_at,
            started_at + td * interval '1 day' AS deadline_at, delivered_at
     FROM (
       SELECT n, b, c, status, ships, v, price, td,
              -- Open orders are recent; finished ones spread over the two years before.
              CASE WHEN status IN ('delivered', 'revision_requested', 'disputed')
                     THEN ${D} - ${pick("n", "dl", 96)} * interval '1 hour' - (td - 1 + CASE WHEN ships THEN 5 ELSE 0 END) * interval '1 day'
                   WHEN status IN ('funded', 'awaiting_shipment', 'in_production')
                     THEN ${D} - ${pick("n", "age", 20 * 24)} * interval '1 hour'
                   ELSE ${D} - interval '45 days' - (${orders} - n) * interval '100 seconds' END AS created_at
       FROM (
         SELECT n,
                CASE WHEN n % 167 = 0 THEN 1 ELSE 1 + ${pick("n", "ob", brands)} END AS b,
                CASE WHEN n % 163 = 1 THEN 1 ELSE 1 + ${pick("n", "oc", creators)} END AS c,
                ${statusCase(pick("n", "os", 100))} AS status,
                1 + ${pick("n", "ov", 3)} AS v,
                (1 + ${pick("n", "ov", 3)}) * (5000 + ${pick("n", "op", 450)} * 100) AS price,
                3 + ${pick("n", "td", 12)} AS td,
                -- Awaiting shipment only happens when a product ships.
                ${pick("n", "os", 100)} BETWEEN 1 AND 7 OR ${pick("n", "sp", 10)} < 3 AS ships
         FROM generate_series(1, ${orders}) n) a) x
     CROSS JOIN LATERAL (
       SELECT CASE WHEN x.status IN ('funded', 'awaiting_shipment') THEN NULL
                   WHEN x.status = 'cancelled' AND ${pick("n", "cs", 2)} = 0 THEN NULL
                   -- A product takes up to 5 days to arrive (half the age of a recent order in production).
                   WHEN x.ships THEN x.created_at + least(interval '5 days', (${D} - x.created_at) / 2)
                   ELSE x.created_at END AS started_at) s
     CROSS JOIN LATERAL (
       SELECT CASE WHEN x.status IN ('delivered', 'revision_requested', 'completed', 'disputed', 'refunded')
                   THEN s.started_at + (x.td - 1) * interval '1 day' END AS delivered_at) d;
     CREATE INDEX ON scale_order (n)`,
  );
  await step(
    "orders",
    `INSERT INTO market_order (id, source, status, buyer_account_id, buyer_user_id, brand_profile_id, creator_user_id, package_id,
                               package_snapshot, price_cents, platform_fee_bps, turnaround_days, brief, ships_product, idempotency_key,
                               production_started_at, deadline_at, deadline_reminder_sent_at, late_at, delivered_at, completed_at,
                               cancelled_at, cancellation_reason, dispute_opened_by, dispute_reason, dispute_opened_at,
                               dispute_resolved_at, dispute_resolution, created_at, updated_at)
     SELECT o.id, 'package', o.status, md5('scale-ba-' || o.b)::uuid, 'scale-b-' || o.b, bp.id, 'scale-c-' || o.c, NULL,
            jsonb_build_object('id', NULL, 'title', t.title, 'description', 'UGC ' || t.title || ' for your ' || t.product,
                               'videos', o.v, 'videoLengthSeconds', 30, 'aspectRatio', '9:16', 'turnaroundDays', o.td,
                               'revisionRounds', 2, 'usageRightsTerm', '90d', 'rawFootage', false),
            o.price, 1500, o.td,
            jsonb_build_object('whatToFilm', 'Show the ' || t.product || ' in daily use, hook in the first 2 seconds', 'product', t.product,
                               'links', '[]'::jsonb, 'notes', ''),
            o.ships, 'scale:' || o.n,
            o.started_at, CASE WHEN o.started_at IS NOT NULL THEN o.deadline_at END,
            -- The order jobs find nothing to do on the seeded rows: reminders already sent, late ones marked.
            CASE WHEN o.status = 'in_production' AND o.deadline_at <= ${D} + interval '2 days' THEN o.deadline_at - interval '1 day' END,
            CASE WHEN o.status = 'in_production' AND o.deadline_at <= ${D} + interval '3 hours' THEN o.deadline_at END,
            o.delivered_at,
            CASE WHEN o.status = 'completed' THEN o.delivered_at + interval '2 days' END,
            CASE WHEN o.status = 'cancelled' THEN o.created_at + interval '1 day' END,
            CASE WHEN o.status = 'cancelled' THEN 'Plans changed' END,
            CASE WHEN o.status IN ('disputed', 'refunded') THEN 'buyer' END,
            CASE WHEN o.status IN ('disputed', 'refunded') THEN 'The videos do not show the product' END,
            CASE WHEN o.status IN ('disputed', 'refunded') THEN o.delivered_at + interval '1 day' END,
            CASE WHEN o.status = 'refunded' THEN o.delivered_at + interval '4 days' END,
            CASE WHEN o.status = 'refunded' THEN 'refunded' END,
            o.created_at, coalesce(o.delivered_at, o.started_at, o.created_at)
     FROM scale_order o
     JOIN brand_profile bp ON bp.buyer_account_id = md5('scale-ba-' || o.b)::uuid
     CROSS JOIN LATERAL (SELECT (${arr(PACKAGE_TITLES)})[1 + ${pick("o.n", "pt", PACKAGE_TITLES.length)}] AS title,
                                (${arr(PRODUCTS)})[1 + ${pick("o.n", "pr", PRODUCTS.length)}] AS product) t`,
  );
  await step(
    "order videos",
    `INSERT INTO order_video (id, order_id, position, status, price_cents, carrier, tracking_number, shipped_at, received_at, received_condition,
                              uploaded_at, review_due_at, review_warning_sent_at, revision_rounds_left, revision_note, approved_at, created_at, updated_at)
     SELECT md5('scale-ov-' || o.n || '-' || k)::uuid, o.id, k, vs.status::order_video_status,
            o.price / o.v + CASE WHEN k = 1 THEN o.price % o.v ELSE 0 END,
            CASE WHEN sh.shipped THEN 'ups'::shipping_carrier END, CASE WHEN sh.shipped THEN '1Z' || upper(substr(md5(o.n || '-' || k), 1, 16)) END,
            CASE WHEN sh.shipped THEN o.created_at + least(interval '1 day', (coalesce(o.started_at, ${D}) - o.created_at) / 2) END,
            CASE WHEN sh.shipped AND o.started_at IS NOT NULL THEN o.started_at END,
            CASE WHEN sh.shipped AND o.started_at IS NOT NULL THEN 'received'::received_condition END,
            CASE WHEN vs.status <> 'pending' THEN o.delivered_at END,
            CASE WHEN vs.status = 'uploaded' THEN o.delivered_at + interval '5 days' END,
            CASE WHEN vs.status = 'uploaded' AND o.delivered_at + interval '5 days' <= ${D} + interval '2 days' THEN o.delivered_at + interval '4 days' END,
            CASE WHEN vs.status = 'revision_requested' THEN 1 ELSE 2 END,
            CASE WHEN vs.status = 'revision_requested' THEN 'Show the label for longer' END,
            CASE WHEN vs.status = 'approved' THEN o.delivered_at + interval '2 days' END,
            o.created_at, coalesce(o.delivered_at, o.created_at)
     FROM scale_order o, generate_series(1, o.v) k,
          LATERAL (SELECT CASE WHEN o.status = 'completed' THEN 'approved'
                               WHEN o.status = 'revision_requested' AND k = 1 THEN 'revision_requested'
                               WHEN o.status IN ('delivered', 'revision_requested', 'disputed', 'refunded') THEN 'uploaded'
                               ELSE 'pending' END AS status) vs,
          -- Shipped products have tracking; while awaiting shipment, half the orders are still untracked.
          LATERAL (SELECT o.ships AND (o.status <> 'awaiting_shipment' OR ${pick("o.n", "tr", 2)} = 0)
                          AND o.status <> 'funded' AND NOT (o.status = 'cancelled' AND o.started_at IS NULL) AS shipped) sh`,
  );
  await step(
    "order timeline events",
    `INSERT INTO domain_event (id, entity, entity_id, type, payload, actor, occurred_at, dispatched_at)
     SELECT md5('scale-ev-' || o.n || '-0')::uuid, 'order', o.id::text, 'order.created', '{}'::jsonb, 'buyer:scale-b-' || o.b, o.created_at, o.created_at
     FROM scale_order o
     UNION ALL
     SELECT md5('scale-ev-' || o.n || '-1')::uuid, 'order', o.id::text, e.type, e.payload, e.actor, e.at, e.at
     FROM scale_order o
     CROSS JOIN LATERAL (SELECT * FROM (VALUES
       ('awaiting_shipment', 'order.awaiting_shipment', '{}'::jsonb, 'system', o.created_at),
       ('in_production', 'order.production_started', '{}', 'system', o.started_at),
       ('delivered', 'order.delivered', '{}', 'creator:scale-c-' || o.c, o.delivered_at),
       ('revision_requested', 'order.revision_requested', '{}', 'buyer:scale-b-' || o.b, o.delivered_at + interval '1 day'),
       ('completed', 'order.completed', '{}', 'buyer:scale-b-' || o.b, o.delivered_at + interval '2 days'),
       ('cancelled', 'order.cancelled', '{"reason": "Plans changed"}', 'buyer:scale-b-' || o.b, o.created_at + interval '1 day'),
       ('disputed', 'order.disputed', '{"reason": "The videos do not show the product"}', 'buyer:scale-b-' || o.b, o.delivered_at + interval '1 day'),
       ('refunded', 'order.dispute_refunded', '{}', 'admin:scale-admin', o.delivered_at + interval '4 days')
     ) AS v(status, type, payload, actor, at) WHERE v.status = o.status::text) e`,
  );

  // Money: the transfers in posting order (seq), then their entries after the existing ones.
  await step(
    "order ledger accounts",
    `INSERT INTO ledger_account (id, kind, owner_key, is_guarded, balance)
       SELECT md5('scale-escrow-' || n)::uuid, 'order_escrow'::ledger_account_kind, id::text, true, 0 FROM scale_order
       UNION ALL
       SELECT md5('scale-revenue')::uuid, 'platform_revenue', '', false, 0
     ON CONFLICT (kind, owner_key, currency) DO NOTHING`,
  );
  const fee = "(o.price * 1500 / 10000)";
  await step(
    "order ledger transfers",
    `CREATE TEMP TABLE scale_tx (seq bigserial, id uuid, from_id uuid, to_id uuid, amount bigint, reason ledger_transfer_reason,
                                 ref_type text, ref_id text, key text, at timestamptz) ON COMMIT DROP;
     INSERT INTO scale_tx (id, from_id, to_id, amount, reason, ref_type, ref_id, key, at)
     SELECT md5(key)::uuid, from_id, to_id, amount, reason::ledger_transfer_reason, ref_type, ref_id, key, at FROM (
       -- 1. Each buying brand tops its wallet up by what its orders cost, before paying for any.
       SELECT 1 AS phase, b AS k, md5('scale-clearing')::uuid AS from_id, md5('scale-wallet-' || b)::uuid AS to_id, sum(price) AS amount,
              'top_up' AS reason, 'scale_seed' AS ref_type, 'orders-' || b AS ref_id, 'scale:orders-top-up:' || b AS key,
              min(created_at) - interval '1 hour' AS at
       FROM scale_order GROUP BY b
       UNION ALL
       -- 2. Every order is funded: wallet → its escrow (the app's key and reference).
       SELECT 2, n, md5('scale-wallet-' || b)::uuid, md5('scale-escrow-' || n)::uuid, price, 'order_funded', 'order', id::text,
              'order_funded:' || id, created_at FROM scale_order
       UNION ALL
       -- 3. Completed: the escrow is released to the creator and the platform.
       SELECT 3, n, md5('scale-escrow-' || n)::uuid, md5('scale-earnings-' || c)::uuid, price - ${fee.replaceAll("o.", "")}, 'order_payment', 'order', id::text,
              'order_payment:' || id, delivered_at + interval '2 days' FROM scale_order WHERE status = 'completed'
       UNION ALL
       SELECT 4, n, md5('scale-escrow-' || n)::uuid, md5('scale-revenue')::uuid, ${fee.replaceAll("o.", "")}, 'platform_fee', 'order', id::text,
              'platform_fee:' || id, delivered_at + interval '2 days' FROM scale_order WHERE status = 'completed'
       UNION ALL
       -- 4. Cancelled or refunded after a dispute: the escrow goes back to the wallet.
       SELECT 5, n, md5('scale-escrow-' || n)::uuid, md5('scale-wallet-' || b)::uuid, price, 'order_refunded', 'order', id::text,
              'order_refunded:' || id, coalesce(delivered_at + interval '4 days', created_at + interval '1 day')
       FROM scale_order WHERE status IN ('cancelled', 'refunded')
     ) t ORDER BY phase, k;
     INSERT INTO ledger_transfer (id, from_account_id, to_account_id, amount, reason, reference_type, reference_id, idempotency_key, created_at)
     SELECT id, from_id, to_id, amount, reason, ref_type, ref_id, key, at FROM scale_tx`,
  );
  await step(
    "order ledger entries and balances",
    `CREATE TEMP TABLE scale_entry ON COMMIT DROP AS
     WITH base AS (SELECT coalesce(max(id), 0) AS m FROM ledger_entry),
          e AS (SELECT base.m + 2 * seq - 1 AS id, t.id AS transfer_id, from_id AS account_id, -amount AS amount, reason, at FROM scale_tx t, base
                UNION ALL
                SELECT base.m + 2 * seq, t.id, to_id, amount, reason, at FROM scale_tx t, base)
     -- Running balances continue from each account's balance before these entries.
     SELECT e.id, e.transfer_id, e.account_id, e.amount,
            a.balance + sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id ROWS UNBOUNDED PRECEDING) AS balance_after, e.reason, e.at
     FROM e JOIN ledger_account a ON a.id = e.account_id;
     INSERT INTO ledger_entry (id, transfer_id, account_id, amount, balance_after, reason, created_at)
     SELECT id, transfer_id, account_id, amount, balance_after, reason, at FROM scale_entry;
     UPDATE ledger_account a SET balance = a.balance + s.total
     FROM (SELECT account_id, sum(amount) AS total FROM scale_entry GROUP BY account_id) s WHERE s.account_id = a.id;
     SELECT setval(pg_get_serial_sequence('ledger_entry', 'id'), (SELECT max(id) FROM ledger_entry))`,
  );

  // Campaigns: `campaigns` active ones (published, deadline ahead) and a quarter as many in other
  // states; campaign 1 belongs to the bench brand and gets `proposals` proposals.
  const total = Math.round(campaigns * 1.25);
  await step(
    "campaigns",
    `INSERT INTO campaign (id, buyer_account_id, brand_profile_id, created_by_user_id, status, title, product_name, product_url,
                           product_retail_value_cents, product_shipped, description, talking_points, hooks, dos, donts,
                           videos_per_creator, video_length_seconds, platforms, countries, niches, languages, min_followers,
                           pricing, price_min_cents, price_max_cents, creators_wanted, application_deadline, published_at, closed_at,
                           created_at, updated_at)
     SELECT md5('scale-cp-' || k)::uuid, md5('scale-ba-' || b)::uuid, bp.id, 'scale-b-' || b, st::campaign_status,
            initcap(niche) || ' ' || product || ' — ' || (${arr(["honest review", "unboxing", "get ready with me", "demo", "routine"])})[1 + ${pick("k", "ct", 5)}],
            initcap(product) || ' ' || k, 'https://brand' || b || '.example/' || replace(product, ' ', '-'),
            1000 + ${pick("k", "rv", 200)} * 100, ${pick("k", "sh", 10)} < 4,
            'We are looking for ' || niche || ' creators to film our ' || product || '. Natural light, real use, no scripts.',
            ARRAY['Say what problem it solves', 'Show it in use'], ARRAY['Stop scrolling if you…'], ARRAY['Film in daylight'], ARRAY['No competitor brands'],
            1 + ${pick("k", "vc", 3)}, (${arr(["15", "30", "60"])})[1 + ${pick("k", "vl", 3)}]::int,
            ARRAY(SELECT DISTINCT (${arr(PLATFORMS)})[1 + ${pick("k || '-' || j", "pl", PLATFORMS.length)}] FROM generate_series(1, 1 + ${pick("k", "pn", 3)}) j),
            CASE WHEN ${pick("k", "cc", 10)} < 6 THEN '{}'::text[]
                 ELSE ARRAY(SELECT DISTINCT (${arr(COUNTRIES)})[1 + ${pick("k || '-' || j", "co", COUNTRIES.length)}] FROM generate_series(1, 1 + ${pick("k", "cn", 3)}) j) END,
            ARRAY(SELECT DISTINCT (${arr(niches)})[1 + ${pick("k || '-' || j", "ni", niches.length)}] FROM generate_series(1, 1 + ${pick("k", "nn", 2)}) j),
            CASE WHEN ${pick("k", "lc", 10)} < 7 THEN '{}'::text[] ELSE ARRAY[(${arr(LANGUAGES)})[1 + ${pick("k", "la", LANGUAGES.length)}]] END,
            (ARRAY[0, 0, 0, 1000, 5000, 10000, 50000])[1 + ${pick("k", "mf", 7)}],
            pricing::campaign_pricing, pmin, CASE WHEN pricing = 'fixed' THEN pmin ELSE pmin + 5000 + ${pick("k", "px", 20)} * 1000 END,
            1 + ${pick("k", "cw", 10)},
            CASE WHEN st IN ('active', 'paused') THEN ${D} + (1 + ${pick("k", "dd", 60 * 24)}) * interval '1 hour'
                 ELSE ${D} - (1 + ${pick("k", "dd", 60)}) * interval '1 day' END,
            CASE WHEN st <> 'draft' THEN ${D} - ${pick("k", "pa", 60 * 24)} * interval '1 hour' END,
            CASE WHEN st = 'closed' THEN ${D} - interval '1 day' END,
            ${D} - interval '70 days' + k * interval '1 second', ${D} - interval '1 day' + k * interval '1 millisecond'
     FROM (SELECT k,
                  CASE WHEN k = 1 THEN 1 ELSE 1 + ${pick("k", "cb", brands)} END AS b,
                  CASE WHEN k <= ${campaigns} THEN 'active' ELSE (ARRAY['draft', 'paused', 'closed', 'archived'])[1 + k % 4] END AS st,
                  (${arr(niches)})[1 + ${pick("k", "n0", niches.length)}] AS niche,
                  (${arr(PRODUCTS)})[1 + ${pick("k", "pr", PRODUCTS.length)}] AS product,
                  CASE WHEN ${pick("k", "pg", 10)} < 7 THEN 'fixed' ELSE 'bids' END AS pricing,
                  5000 + ${pick("k", "pm", 46)} * 1000 AS pmin
           FROM generate_series(1, ${total}) k) s
     JOIN brand_profile bp ON bp.buyer_account_id = md5('scale-ba-' || s.b)::uuid`,
  );
  await step(
    "proposals",
    `INSERT INTO campaign_proposal (id, campaign_id, creator_user_id, status, pitch, price_cents, portfolio_links, rejection_reason,
                                    decided_at, created_at, updated_at)
     -- The bench brand's campaign: \`proposals\` creators (2, 3, …) in every state but accepted.
     SELECT md5('scale-pp-1-' || j)::uuid, md5('scale-cp-1')::uuid, 'scale-c-' || (1 + j), st::proposal_status,
            'I film ' || j || ' honest videos a month for brands like yours; here is how I would show the product in use.',
            5000 + ${pick("j", "pp", 46)} * 1000, ARRAY['https://tiktok.example/creator' || (1 + j)],
            CASE WHEN st = 'rejected' THEN 'Not the right fit this time' END,
            CASE WHEN st IN ('rejected', 'shortlisted') THEN ${D} - interval '1 hour' END,
            ${D} - interval '20 days' + j * interval '30 minutes', ${D} - interval '20 days' + j * interval '30 minutes'
     FROM generate_series(1, ${proposals}) j,
          LATERAL (SELECT (ARRAY['submitted', 'submitted', 'submitted', 'shortlisted', 'rejected', 'withdrawn'])[1 + ${pick("j", "ps", 6)}] AS st) s
     UNION ALL
     -- Every other active campaign: 0–9 proposals from distinct creators (never the bench creator).
     SELECT md5('scale-pp-' || k || '-' || j)::uuid, md5('scale-cp-' || k)::uuid, 'scale-c-' || cr, 'submitted',
            'Happy to film this: I have reviewed similar products for my audience.', 5000 + ${pick("k || '-' || j", "pq", 46)} * 1000,
            '{}', NULL, NULL, ${D} - ${pick("k || '-' || j", "pd", 240)} * interval '1 hour', ${D} - ${pick("k || '-' || j", "pd", 240)} * interval '1 hour'
     FROM generate_series(2, ${campaigns}) k, generate_series(1, ${pick("k", "np", 10)}) j,
          LATERAL (SELECT 2 + (k * 7919 + j * 4729) % ${creators - 1} AS cr) c
     UNION ALL
     -- The bench creator has proposed to one active campaign in 400 and was invited to others (below).
     SELECT md5('scale-pp-c1-' || k)::uuid, md5('scale-cp-' || k)::uuid, 'scale-c-1',
            (ARRAY['submitted', 'shortlisted', 'withdrawn', 'rejected'])[1 + k / 400 % 4]::proposal_status,
            'I would love to film this for you.', 9000, '{}', NULL, NULL, ${D} - interval '3 days', ${D} - interval '3 days'
     FROM generate_series(400, ${campaigns}, 400) k`,
  );
  await step(
    "invitations",
    `INSERT INTO campaign_invitation (id, campaign_id, creator_user_id, invited_by_user_id, message, created_at)
     SELECT md5('scale-inv-' || k)::uuid, md5('scale-cp-' || k)::uuid, 'scale-c-1', 'scale-b-' || (1 + ${pick("k", "cb", brands)}),
            'Your videos would suit this campaign.', ${D} - interval '2 days'
     FROM generate_series(250, ${campaigns}, 250) k`,
  );
}
