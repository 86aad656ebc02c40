import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { BrandDashboard, CreatorDashboard, OrderActionItem, RecentOrderVideo } from "@/contracts/orders";
import type { Executor } from "@/server/db/database";
import { preparedShapes } from "@/server/db/prepared";
import { creatorDisplayName } from "@/lib/profile-display";
import { brandProfile, creatorProfile, ledgerTransfer, marketOrder, orderVideo, payout, user } from "@/server/db/schema";
import { earningsOf, getBalance, walletOf } from "@/server/domain/ledger";
import type { OrderParty } from "./order-access";
import { listOrders, needsActionOfFlags, orderReference, partyWhere } from "./order-read-model";

const CLOSE_DEADLINE_MS = 48 * 60 * 60 * 1000;
const n = (x: unknown) => Number(x ?? 0);

/** The counters behind the order action items, by column name. */
export interface OrderActionCounts {
  to_ship: number | string | null;
  to_review: number | string | null;
  to_receive: number | string | null;
  to_deliver: number | string | null;
  deadlines: number | string | null;
}

/**
 * The order action items' counters as scalar subqueries (`… AS to_ship, …`), so /api/auth/me adds
 * them to its one statement (its budget is 4 statements). A side the user does not have counts 0
 * without touching a table. Each reads the party's index range only: an order awaiting shipment
 * waits for the brand when a video has no tracking and for the creator when a parcel is on its way,
 * which is what its stored needs-action flag says (decision 065). The other counters add that flag
 * too, which their statuses imply (an order delivered with no uploaded video adds 0 to review), so
 * each reads only the orders waiting for that side.
 */
export function orderActionCountsSql(input: { buyerAccountId: string | null; creatorUserId: string | null; now?: Date }): SQL {
  const now = input.now ?? new Date();
  const soon = new Date(now.getTime() + CLOSE_DEADLINE_MS).toISOString();
  const buyer = input.buyerAccountId;
  const creator = input.creatorUserId;
  const zero = sql`0`;
  return sql`
    ${
      buyer
        ? sql`(SELECT count(*)::int FROM market_order o WHERE o.buyer_account_id = ${buyer} AND o.status = 'awaiting_shipment'
         AND o.buyer_needs_action)`
        : zero
    } AS to_ship,
    ${
      buyer
        ? sql`(SELECT coalesce(sum(o.videos_uploaded), 0)::int FROM market_order o WHERE o.buyer_account_id = ${buyer}
         AND o.buyer_needs_action AND o.status IN ('delivered', 'revision_requested'))`
        : zero
    } AS to_review,
    ${
      creator
        ? sql`(SELECT count(*)::int FROM market_order o WHERE o.creator_user_id = ${creator} AND o.status = 'awaiting_shipment'
         AND o.creator_needs_action)`
        : zero
    } AS to_receive,
    ${
      creator
        ? sql`(SELECT count(*)::int FROM market_order o WHERE o.creator_user_id = ${creator} AND o.creator_needs_action
         AND o.status IN ('in_production', 'revision_requested'))`
        : zero
    } AS to_deliver,
    ${
      creator
        ? sql`(SELECT count(*)::int FROM market_order o WHERE o.creator_user_id = ${creator} AND o.creator_needs_action
         AND o.status IN ('in_production', 'revision_requested') AND o.deadline_at < ${soon}::timestamptz)`
        : zero
    } AS deadlines`;
}

/** The action items from their counters: only the sides the user has, only items with a count. */
export function orderActionItemsFrom(r: Partial<OrderActionCounts>, sides: { brand: boolean; creator: boolean }): OrderActionItem[] {
  const items: OrderActionItem[] = [];
  const add = (kind: OrderActionItem["kind"], count: number, label: string, href: string) => {
    if (count > 0) items.push({ kind, count, label, href });
  };
  if (sides.brand) {
    add(
      "orders_to_ship",
      n(r.to_ship),
      plural(n(r.to_ship), "order to ship", "orders to ship"),
      "/platform/orders?status=awaiting_shipment",
    );
    add(
      "videos_to_review",
      n(r.to_review),
      plural(n(r.to_review), "video to review", "videos to review"),
      "/platform/orders?status=needs_action",
    );
  }
  if (sides.creator) {
    add(
      "orders_to_receive",
      n(r.to_receive),
      plural(n(r.to_receive), "product on its way", "products on their way"),
      "/dashboard/orders?status=awaiting_shipment",
    );
    add(
      "orders_to_deliver",
      n(r.to_deliver),
      plural(n(r.to_deliver), "order to deliver", "orders to deliver"),
      "/dashboard/orders?status=needs_action",
    );
    add(
      "deadlines_close",
      n(r.deadlines),
      plural(n(r.deadlines), "deadline within 48 hours", "deadlines within 48 hours"),
      "/dashboard/orders?status=in_production",
    );
  }
  return items;
}

/** The order action items on their own (the dashboards), one statement. */
export async function getOrderActionItems(
  db: Executor,
  input: { buyerAccountId: string | null; creatorUserId: string | null; now?: Date },
): Promise<OrderActionItem[]> {
  if (!input.buyerAccountId && !input.creatorUserId) return [];
  const result = await db.execute(sql`SELECT ${orderActionCountsSql(input)}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as OrderActionCounts[];
  return orderActionItemsFrom(rows[0] ?? {}, { brand: input.buyerAccountId !== null, creator: input.creatorUserId !== null });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * GET /auth/order-videos/recent: the latest delivered or reviewed videos of the caller's orders.
 *
 * Chosen first, joined after (decision 049), and from few orders (decision 065): the newest
 * `limit` videos all belong to the party's orders whose latest upload is at least the `limit`-th
 * newest among them (an order below that mark has `limit` orders ahead of it, each holding a newer
 * video), so only those orders, found in the party's partial index on latest_upload_at (kept by
 * the database's triggers), have their videos read through the (order_id, position) index; the
 * newest `limit` of those are then joined to their order, brand and creator. Probing every order
 * of a party read 25–40 ms for a brand with 3,019 orders among 500,000.
 */
const RECENT_VIDEO_SIDES = ["buyer", "creator"] as const;

/**
 * The statement of listRecentOrderVideos, one prepared shape per party side (decision 091): the
 * party's id, the limit and the mark's OFFSET (limit − 1) are placeholders.
 */
const recentOrderVideos = preparedShapes("recent_order_videos", RECENT_VIDEO_SIDES, (db, side, name) => {
  const latestOfOrder = db
    .select({ id: orderVideo.id, uploadedAt: orderVideo.uploadedAt })
    .from(orderVideo)
    .where(and(eq(orderVideo.orderId, marketOrder.id), isNotNull(orderVideo.uploadedAt)))
    .orderBy(desc(orderVideo.uploadedAt), desc(orderVideo.id))
    .limit(sql.placeholder("limit"))
    .as("latest_of_order");
  const partyId = sql.placeholder("partyId");
  const partyOfO = side === "buyer" ? sql`o.buyer_account_id = ${partyId}` : sql`o.creator_user_id = ${partyId}`;
  const mark = sql`(SELECT o.latest_upload_at FROM market_order o WHERE ${partyOfO} AND o.latest_upload_at IS NOT NULL
    ORDER BY o.latest_upload_at DESC LIMIT 1 OFFSET ${sql.placeholder("markOffset")})`;
  const recent = db
    .select({ id: latestOfOrder.id })
    .from(marketOrder)
    .crossJoinLateral(latestOfOrder)
    .where(
      and(
        side === "buyer" ? eq(marketOrder.buyerAccountId, partyId) : eq(marketOrder.creatorUserId, partyId),
        isNotNull(marketOrder.latestUploadAt),
        sql`${marketOrder.latestUploadAt} >= coalesce(${mark}, '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(desc(latestOfOrder.uploadedAt), desc(latestOfOrder.id))
    .limit(sql.placeholder("limit"))
    .as("recent");
  return db
    .select({
      video: orderVideo,
      orderStatus: marketOrder.status,
      snapshot: marketOrder.packageSnapshot,
      brandProfileId: marketOrder.brandProfileId,
      brandName: brandProfile.name,
      brandLogo: brandProfile.logoUrl,
      creatorId: marketOrder.creatorUserId,
      creatorName: user.name,
      creatorFirstName: creatorProfile.firstName,
      creatorLastName: creatorProfile.lastName,
      creatorImage: user.image,
      customUrl: creatorProfile.customUrl,
      avatar: creatorProfile.avatar,
    })
    .from(recent)
    .innerJoin(orderVideo, eq(orderVideo.id, recent.id))
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .innerJoin(brandProfile, eq(brandProfile.id, marketOrder.brandProfileId))
    .innerJoin(user, eq(user.id, marketOrder.creatorUserId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, marketOrder.creatorUserId))
    .orderBy(desc(orderVideo.uploadedAt), desc(orderVideo.id))
    .prepare(name);
});

/**
 * GET /auth/order-videos/recent: the latest delivered or reviewed videos of the caller's orders.
 *
 * Chosen first, joined after (decision 049), and from few orders (decision 065): the newest
 * `limit` videos all belong to the party's orders whose latest upload is at least the `limit`-th
 * newest among them (an order below that mark has `limit` orders ahead of it, each holding a newer
 * video), so only those orders, found in the party's partial index on latest_upload_at (kept by
 * the database's triggers), have their videos read through the (order_id, position) index; the
 * newest `limit` of those are then joined to their order, brand and creator. Probing every order
 * of a party read 25–40 ms for a brand with 3,019 orders among 500,000.
 */
export async function listRecentOrderVideos(db: Executor, input: { party: OrderParty; limit: number }): Promise<RecentOrderVideo[]> {
  const { party } = input;
  const rows = await recentOrderVideos(db, party.side).execute({
    partyId: party.side === "buyer" ? party.buyerAccountId : party.userId,
    limit: input.limit,
    markOffset: Math.max(0, input.limit - 1),
  });
  return rows.map((r) => ({
    id: r.video.id,
    orderId: r.video.orderId,
    orderReference: orderReference(r.video.orderId),
    position: r.video.position,
    status: r.video.status,
    packageTitle: String((r.snapshot as { title?: string }).title ?? ""),
    brandProfile: { id: r.brandProfileId, name: r.brandName, logoUrl: r.brandLogo },
    creator: {
      id: r.creatorId,
      name: creatorDisplayName({ firstName: r.creatorFirstName, lastName: r.creatorLastName, accountName: r.creatorName }),
      customUrl: r.customUrl,
      avatarUrl: r.avatar ?? r.creatorImage,
    },
    uploadedAt: r.video.uploadedAt?.toISOString() ?? null,
    reviewDueAt: r.video.reviewDueAt?.toISOString() ?? null,
    approvedAt: r.video.approvedAt?.toISOString() ?? null,
  }));
}

/**
 * Counts and money of one side's orders in one statement: escrow left in open orders, released
 * (the brand's side), lifetime earned (the creator's side). Every figure comes from the order read
 * model that the database's triggers keep in the same transaction as the ledger moves and video
 * changes (decision 065): escrow_cents mirrors the order's escrow account, released_cents and
 * earned_cents add up its order_payment and platform_fee transfers. Those columns sit in the
 * party's index, so this reads one index range, however many orders the party has. The status
 * filters are the order state machine's (decision 041): an escrow is empty once its order is
 * completed, cancelled or refunded, and escrow is released only after delivery.
 */
async function sideTotals(db: Executor, party: OrderParty) {
  const money =
    party.side === "buyer"
      ? sql`coalesce(sum(market_order.released_cents) FILTER (WHERE market_order.status IN ('delivered', 'revision_requested', 'completed', 'disputed', 'refunded')), 0) AS released, 0 AS earned`
      : sql`0 AS released, coalesce(sum(market_order.earned_cents) FILTER (WHERE market_order.status IN ('delivered', 'revision_requested', 'completed', 'disputed', 'refunded')), 0) AS earned`;
  const result = await db.execute(
    sql`SELECT count(*) FILTER (WHERE market_order.status NOT IN ('completed', 'cancelled', 'refunded')) AS active,
          count(*) FILTER (WHERE market_order.status = 'completed') AS completed,
          count(*) FILTER (WHERE ${needsActionOfFlags(party.side)}) AS needs_action,
          coalesce(sum(market_order.escrow_cents) FILTER (WHERE market_order.status NOT IN ('completed', 'cancelled', 'refunded')), 0) AS in_escrow,
          ${money}
        FROM market_order
        WHERE ${partyWhere(party)}`,
  );
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    "active" | "completed" | "needs_action" | "in_escrow" | "released" | "earned",
    string | number | null
  >[];
  return {
    active: n(row?.active),
    completed: n(row?.completed),
    needsAction: n(row?.needs_action),
    inEscrow: n(row?.in_escrow),
    released: n(row?.released),
    earned: n(row?.earned),
  };
}

/** GET /auth/brand/dashboard. */
export async function getBrandDashboard(db: Executor, input: { buyerAccountId: string; now?: Date }): Promise<BrandDashboard> {
  const party: OrderParty = { side: "buyer", buyerAccountId: input.buyerAccountId };
  const [items, recent, videos, totals, wallet] = await Promise.all([
    getOrderActionItems(db, { buyerAccountId: input.buyerAccountId, creatorUserId: null, now: input.now }),
    listOrders(db, { party, filter: "all", page: 1, perPage: 5 }),
    listRecentOrderVideos(db, { party, limit: 5 }),
    sideTotals(db, party),
    getBalance(db, walletOf(input.buyerAccountId)),
  ]);
  return {
    actionItems: items,
    recentOrders: recent.rows,
    recentVideos: videos,
    money: { walletCents: wallet, inEscrowCents: totals.inEscrow, spentCents: totals.released },
    counts: { active: totals.active, needsAction: totals.needsAction, completed: totals.completed },
  };
}

/**
 * What the creator's payouts moved out of "payouts in transit" as paid since the start of this
 * calendar month (UTC): the ledger's payout_paid transfers, not the payout rows' status, so the
 * figure is the money that actually left.
 */
async function paidOutSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerTransfer.amount}), 0)`.mapWith(Number) })
    .from(ledgerTransfer)
    .innerJoin(payout, and(eq(ledgerTransfer.referenceType, "payout"), eq(ledgerTransfer.referenceId, sql`${payout.id}::text`)))
    .where(and(eq(payout.creatorUserId, userId), eq(ledgerTransfer.reason, "payout_paid"), sql`${ledgerTransfer.createdAt} >= ${since}`));
  return row?.cents ?? 0;
}

/** GET /auth/creator/dashboard. */
export async function getCreatorDashboard(db: Executor, input: { userId: string; now?: Date }): Promise<CreatorDashboard> {
  const party: OrderParty = { side: "creator", userId: input.userId };
  const now = input.now ?? new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [items, recent, videos, totals, available, paidOutThisMonth] = await Promise.all([
    getOrderActionItems(db, { buyerAccountId: null, creatorUserId: input.userId, now: input.now }),
    listOrders(db, { party, filter: "all", page: 1, perPage: 5 }),
    listRecentOrderVideos(db, { party, limit: 5 }),
    sideTotals(db, party),
    getBalance(db, earningsOf(input.userId)),
    paidOutSince(db, input.userId, monthStart),
  ]);
  return {
    actionItems: items,
    recentOrders: recent.rows,
    recentVideos: videos,
    money: {
      inEscrowCents: totals.inEscrow,
      availableCents: available,
      earnedCents: totals.earned,
      paidOutThisMonthCents: paidOutThisMonth,
    },
    counts: { active: totals.active, needsAction: totals.needsAction, completed: totals.completed },
  };
}

/** Money still in escrow on a creator's orders (the payouts page shows it beside what is available). */
export async function getCreatorEscrowCents(db: Executor, userId: string): Promise<number> {
  const totals = await sideTotals(db, { side: "creator", userId });
  return totals.inEscrow;
}
