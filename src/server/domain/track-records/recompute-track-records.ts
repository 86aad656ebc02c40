import { sql } from "drizzle-orm";
import { TRACK_RECORD_MINIMUM } from "@/lib/track-record";
import type { Executor } from "@/server/db/database";

/*
 * The rules of docs/product/track-records.md, in one statement (decision 083):
 *
 * - on time: an order with a deadline counts once it was delivered; it is on time when its first
 *   delivery came by the deadline, so a late revision does not turn an on-time delivery into a late
 *   one. The first delivery is the earlier of the first `order.delivered` event and delivered_at
 *   (the latest delivery's own time): events carry the clock of the transaction, while a delivery
 *   given an earlier `now` (imported or seeded history) carries it in delivered_at;
 * - approved: completed without a dispute; first version: no revision request on any of its videos;
 *   revision rounds: its revision requests over all its videos;
 * - response time: in each conversation with a brand user, each run of messages from the brand is
 *   answered by the creator's next message; a conversation's time is the median of its answers, and
 *   the figure is the median over conversations (an unanswered run counts nowhere yet);
 * - ad results: per licensed video with impressions, hook rate = hook views / impressions and ROAS =
 *   conversion value / spend in one currency (from the daily rollup); medians over videos.
 *
 * A rate is null below TRACK_RECORD_MINIMUM of its count. The row is only rewritten (and
 * computed_at moved) when a figure changed, so running it twice leaves the same row.
 */
function recomputeSql(creatorIds: readonly string[] | null) {
  const min = TRACK_RECORD_MINIMUM;
  const scope =
    creatorIds === null
      ? sql`true`
      : sql`cp.user_id = ANY(ARRAY[${sql.join(
          creatorIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[])`;
  return sql`
WITH creators AS (
  SELECT cp.user_id FROM creator_profile cp WHERE ${scope}
),
orders AS (
  SELECT o.creator_user_id, o.deadline_at,
    (o.status = 'completed' AND o.dispute_opened_at IS NULL) AS approved,
    LEAST(
      (SELECT min(e.occurred_at) FROM domain_event e
        WHERE e.entity = 'order' AND e.entity_id = o.id::text AND e.type = 'order.delivered'),
      o.delivered_at
    ) AS first_delivered_at,
    (SELECT count(*) FROM revision_request r JOIN order_video v ON v.id = r.order_video_id WHERE v.order_id = o.id)::int AS rounds
  FROM market_order o JOIN creators c ON c.user_id = o.creator_user_id
),
order_figures AS (
  SELECT creator_user_id,
    count(*) FILTER (WHERE first_delivered_at IS NOT NULL AND deadline_at IS NOT NULL)::int AS delivered,
    count(*) FILTER (WHERE first_delivered_at IS NOT NULL AND deadline_at IS NOT NULL AND first_delivered_at <= deadline_at)::int AS on_time,
    count(*) FILTER (WHERE approved)::int AS approved,
    count(*) FILTER (WHERE approved AND rounds = 0)::int AS first_version,
    COALESCE(sum(rounds) FILTER (WHERE approved), 0)::int AS rounds
  FROM orders GROUP BY creator_user_id
),
numbered AS (
  SELECT m.conversation_id, c.user_id AS creator, m.sender_id = c.user_id AS by_creator, m.created_at,
    count(*) FILTER (WHERE m.sender_id = c.user_id) OVER (PARTITION BY m.conversation_id ORDER BY m.created_at, m.id) AS creator_seen
  FROM creators c
  JOIN conversation_participant me ON me.user_id = c.user_id
  JOIN conversation_participant other ON other.conversation_id = me.conversation_id AND other.user_id <> c.user_id
  JOIN "user" brand ON brand.id = other.user_id AND 'brand' = ANY(brand.types)
  JOIN message m ON m.conversation_id = me.conversation_id
),
asked AS (
  SELECT conversation_id, creator, creator_seen AS k, min(created_at) AS asked_at
  FROM numbered WHERE NOT by_creator GROUP BY conversation_id, creator, creator_seen
),
answered AS (
  SELECT conversation_id, creator, creator_seen - 1 AS k, created_at AS replied_at FROM numbered WHERE by_creator
),
per_conversation AS (
  SELECT a.creator, a.conversation_id,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.replied_at - a.asked_at)) AS seconds
  FROM asked a JOIN answered r USING (conversation_id, creator, k)
  GROUP BY a.creator, a.conversation_id
),
reply_figures AS (
  SELECT creator AS creator_user_id, count(*)::int AS conversations,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median_seconds
  FROM per_conversation GROUP BY creator
),
ad_videos AS (
  SELECT l.licensor_user_id AS creator_user_id, l.id,
    sum(d.hook_views)::float8 / sum(d.impressions) AS hook_rate
  FROM video_licence l JOIN creators c ON c.user_id = l.licensor_user_id JOIN ad_result_daily d ON d.licence_id = l.id
  GROUP BY l.licensor_user_id, l.id HAVING sum(d.impressions) > 0
),
ad_roas AS (
  SELECT l.licensor_user_id AS creator_user_id,
    sum(d.conversion_value_minor)::float8 / sum(d.spend_minor) AS roas
  FROM video_licence l JOIN creators c ON c.user_id = l.licensor_user_id JOIN ad_result_daily d ON d.licence_id = l.id
  GROUP BY l.licensor_user_id, l.id, d.currency HAVING sum(d.spend_minor) > 0
),
ad_figures AS (
  SELECT v.creator_user_id, count(*)::int AS videos,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY v.hook_rate) AS hook_rate,
    (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY r.roas) FROM ad_roas r WHERE r.creator_user_id = v.creator_user_id) AS roas
  FROM ad_videos v GROUP BY v.creator_user_id
),
figures AS (
  SELECT c.user_id,
    COALESCE(o.delivered, 0) AS delivered, COALESCE(o.on_time, 0) AS on_time,
    COALESCE(o.approved, 0) AS approved, COALESCE(o.first_version, 0) AS first_version, COALESCE(o.rounds, 0) AS rounds,
    COALESCE(r.conversations, 0) AS conversations, r.median_seconds,
    COALESCE(a.videos, 0) AS videos, a.hook_rate, a.roas
  FROM creators c
  LEFT JOIN order_figures o ON o.creator_user_id = c.user_id
  LEFT JOIN reply_figures r ON r.creator_user_id = c.user_id
  LEFT JOIN ad_figures a ON a.creator_user_id = c.user_id
)
INSERT INTO creator_track_record AS t (
  creator_user_id, delivered_orders, on_time_orders, on_time_rate, approved_orders, first_version_orders,
  first_version_rate, revision_rounds, average_revision_rounds, reply_conversations, median_reply_seconds,
  ad_videos, median_hook_rate, median_roas, computed_at
)
SELECT user_id, delivered, on_time,
  CASE WHEN delivered >= ${min} THEN on_time::float8 / delivered END,
  approved, first_version,
  CASE WHEN approved >= ${min} THEN first_version::float8 / approved END,
  rounds,
  CASE WHEN approved >= ${min} THEN rounds::float8 / approved END,
  conversations,
  CASE WHEN conversations >= ${min} THEN round(median_seconds)::int END,
  videos,
  CASE WHEN videos >= ${min} THEN hook_rate END,
  CASE WHEN videos >= ${min} THEN roas END,
  now()
FROM figures
ON CONFLICT (creator_user_id) DO UPDATE SET
  delivered_orders = excluded.delivered_orders, on_time_orders = excluded.on_time_orders, on_time_rate = excluded.on_time_rate,
  approved_orders = excluded.approved_orders, first_version_orders = excluded.first_version_orders,
  first_version_rate = excluded.first_version_rate, revision_rounds = excluded.revision_rounds,
  average_revision_rounds = excluded.average_revision_rounds, reply_conversations = excluded.reply_conversations,
  median_reply_seconds = excluded.median_reply_seconds, ad_videos = excluded.ad_videos,
  median_hook_rate = excluded.median_hook_rate, median_roas = excluded.median_roas, computed_at = excluded.computed_at
WHERE (t.delivered_orders, t.on_time_orders, t.on_time_rate, t.approved_orders, t.first_version_orders, t.first_version_rate,
       t.revision_rounds, t.average_revision_rounds, t.reply_conversations, t.median_reply_seconds, t.ad_videos,
       t.median_hook_rate, t.median_roas)
  IS DISTINCT FROM
      (excluded.delivered_orders, excluded.on_time_orders, excluded.on_time_rate, excluded.approved_orders,
       excluded.first_version_orders, excluded.first_version_rate, excluded.revision_rounds, excluded.average_revision_rounds,
       excluded.reply_conversations, excluded.median_reply_seconds, excluded.ad_videos, excluded.median_hook_rate,
       excluded.median_roas)`;
}

/** Recomputes the track records of these creators (users without a creator profile are skipped). */
export async function recomputeTrackRecords(db: Executor, creatorUserIds: readonly string[]): Promise<void> {
  const ids = [...new Set(creatorUserIds)];
  if (ids.length === 0) return;
  await db.execute(recomputeSql(ids));
}

/** Recomputes every creator's track record: the demo seed, tests and a repair after a rule change. */
export async function recomputeAllTrackRecords(db: Executor): Promise<void> {
  await db.execute(recomputeSql(null));
}
