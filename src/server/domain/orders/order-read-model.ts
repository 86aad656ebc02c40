import { and, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import {
  FINISHED_ORDER_STATUSES,
  type OrderListFilter,
  type OrderListRow,
  type OrderSummary,
  type PackageSnapshot,
} from "@/contracts/orders";
import type { Executor } from "@/server/db/database";
import { brandProfile, creatorProfile, marketOrder, user } from "@/server/db/schema";
import type { OrderParty, OrderRow } from "./order-access";

/** Short human reference of an order: "RB-" and the first 6 hex digits of its id. */
export function orderReference(id: string): string {
  return `RB-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const count = (where: SQL) =>
  sql<number>`(SELECT count(*) FROM order_video v WHERE v.order_id = market_order.id AND ${where})`.mapWith(Number);

/** Per side, whether the order waits for that side (PRODUCT.md §5); these rows sort first. */
export function needsActionSql(side: OrderParty["side"]): SQL<boolean> {
  return side === "buyer"
    ? sql<boolean>`((market_order.status = 'awaiting_shipment' AND EXISTS (SELECT 1 FROM order_video v WHERE v.order_id = market_order.id AND v.tracking_number IS NULL))
        OR (market_order.status IN ('delivered', 'revision_requested') AND EXISTS (SELECT 1 FROM order_video v WHERE v.order_id = market_order.id AND v.status = 'uploaded')))`
    : sql<boolean>`(market_order.status IN ('in_production', 'revision_requested')
        OR (market_order.status = 'awaiting_shipment' AND EXISTS (SELECT 1 FROM order_video v WHERE v.order_id = market_order.id AND v.shipped_at IS NOT NULL AND v.received_at IS NULL)))`;
}

export function partyWhere(party: OrderParty): SQL {
  return party.side === "buyer" ? eq(marketOrder.buyerAccountId, party.buyerAccountId) : eq(marketOrder.creatorUserId, party.userId);
}

function filterWhere(filter: OrderListFilter, side: OrderParty["side"]): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "needs_action":
      return needsActionSql(side);
    case "active":
      return notInArray(marketOrder.status, [...FINISHED_ORDER_STATUSES]);
    case "finished":
      return inArray(marketOrder.status, [...FINISHED_ORDER_STATUSES]);
    default:
      return eq(marketOrder.status, filter);
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowColumns = (side: OrderParty["side"]) => ({
  order: marketOrder,
  brandName: brandProfile.name,
  brandLogo: brandProfile.logoUrl,
  creatorName: user.name,
  creatorImage: user.image,
  customUrl: creatorProfile.customUrl,
  avatar: creatorProfile.avatar,
  videosApproved: count(sql`v.status = 'approved'`),
  videosUploaded: count(sql`v.status = 'uploaded'`),
  videosUntracked: count(sql`v.tracking_number IS NULL`),
  videosInTransit: count(sql`v.shipped_at IS NOT NULL AND v.received_at IS NULL`),
  needsAction: needsActionSql(side).mapWith(Boolean),
  total: sql<number>`count(*) OVER ()`.mapWith(Number),
});

type Joined = {
  order: OrderRow;
  brandName: string;
  brandLogo: string | null;
  creatorName: string;
  creatorImage: string | null;
  customUrl: string | null;
  avatar: string | null;
};

export function toSummary(r: Joined): OrderSummary {
  const o = r.order;
  return {
    id: o.id,
    reference: orderReference(o.id),
    status: o.status,
    source: o.source,
    priceCents: o.priceCents,
    platformFeeBps: o.platformFeeBps,
    shipsProduct: o.shipsProduct,
    brandProfile: { id: o.brandProfileId, name: r.brandName, logoUrl: r.brandLogo },
    creator: { id: o.creatorUserId, name: r.creatorName, customUrl: r.customUrl, avatarUrl: r.avatar ?? r.creatorImage },
    package: o.packageSnapshot as PackageSnapshot,
    createdAt: o.createdAt.toISOString(),
    productionStartedAt: iso(o.productionStartedAt),
    deadlineAt: iso(o.deadlineAt),
    lateAt: iso(o.lateAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
  };
}

function nextAction(
  side: OrderParty["side"],
  o: OrderRow,
  n: { videosUploaded: number; videosUntracked: number; videosInTransit: number },
): string | null {
  if (side === "buyer") {
    if (o.status === "awaiting_shipment" && n.videosUntracked > 0) return "Enter tracking";
    if ((o.status === "delivered" || o.status === "revision_requested") && n.videosUploaded > 0)
      return n.videosUploaded === 1 ? "Review 1 video" : `Review ${n.videosUploaded} videos`;
    return null;
  }
  if (o.status === "awaiting_shipment" && n.videosInTransit > 0) return "Mark product received";
  if (o.status === "in_production") return "Deliver videos";
  if (o.status === "revision_requested") return "Deliver the revision";
  return null;
}

function baseQuery(db: Executor, side: OrderParty["side"]) {
  return db
    .select(rowColumns(side))
    .from(marketOrder)
    .innerJoin(brandProfile, eq(brandProfile.id, marketOrder.brandProfileId))
    .innerJoin(user, eq(user.id, marketOrder.creatorUserId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, marketOrder.creatorUserId));
}

/** Brand list (GET /auth/orders) or creator list (GET /auth/creator-orders): what needs action first, then newest. */
export async function listOrders(
  db: Executor,
  input: { party: OrderParty; filter: OrderListFilter; q?: string; page: number; perPage: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const side = input.party.side;
  const conditions: (SQL | undefined)[] = [partyWhere(input.party), filterWhere(input.filter, side)];
  const q = input.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        ilike(sql`${marketOrder.packageSnapshot}->>'title'`, like),
        ilike(side === "buyer" ? user.name : brandProfile.name, like),
        ilike(sql`'RB-' || upper(substr(replace(market_order.id::text, '-', ''), 1, 6))`, like),
      ),
    );
  }
  const rows = await baseQuery(db, side)
    .where(and(...conditions))
    .orderBy(desc(needsActionSql(side)), desc(marketOrder.createdAt), desc(marketOrder.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => {
      const s = toSummary(r);
      return {
        id: s.id,
        reference: s.reference,
        status: s.status,
        priceCents: s.priceCents,
        packageTitle: s.package.title,
        videos: s.package.videos,
        videosApproved: r.videosApproved,
        brandProfile: s.brandProfile,
        creator: s.creator,
        createdAt: s.createdAt,
        deadlineAt: s.deadlineAt,
        isLate: r.order.lateAt !== null && r.order.status === "in_production",
        needsAction: r.needsAction,
        nextAction: nextAction(side, r.order, r),
      };
    }),
  };
}

/** One order joined with its parties, for a party of it (the caller checked access). */
export async function getOrderSummary(db: Executor, orderId: string, side: OrderParty["side"]): Promise<OrderSummary | null> {
  const [row] = await baseQuery(db, side).where(eq(marketOrder.id, orderId)).limit(1);
  return row ? toSummary(row) : null;
}
