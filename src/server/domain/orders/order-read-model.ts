import { and, desc, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import { preparedShapes } from "@/server/db/prepared";
import {
  FINISHED_ORDER_STATUSES,
  type OrderListFilter,
  type OrderListRow,
  type OrderSummary,
  type PackageSnapshot,
} from "@/contracts/orders";
import type { CursorKey } from "@/contracts/envelope";
import type { Executor } from "@/server/db/database";
import { keysetAfter, keysetAt, keysetOrder } from "@/server/domain/api-keys/keyset";
import { brandProfile, creatorProfile, marketOrder, user } from "@/server/db/schema";
import { creatorDisplayName } from "@/lib/profile-display";
import type { OrderParty, OrderRow } from "./order-access";

/** Short human reference of an order: "RB-" and the first 6 hex digits of its id. */
export function orderReference(id: string): string {
  return `RB-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const count = (where: SQL) =>
  sql<number>`(SELECT count(*) FROM order_video v WHERE v.order_id = market_order.id AND ${where})`.mapWith(Number);

/**
 * Per side, whether the order waits for that side (docs/product/orders.md); these rows sort first. A stored
 * column computed from the order's status and its video counters, which the database's triggers
 * keep in step with its videos (decision 065), and the second key of the party's index, so a list
 * reads its page in index order and a dashboard counts from the index alone.
 */
export function needsActionOfFlags(side: OrderParty["side"]): SQL<boolean> {
  return side === "buyer" ? sql<boolean>`market_order.buyer_needs_action` : sql<boolean>`market_order.creator_needs_action`;
}

const partyIdOf = (party: OrderParty) => (party.side === "buyer" ? party.buyerAccountId : party.userId);

/** A party's orders; `id` is its buyer account id or creator user id, a value or a placeholder. */
function partyIdWhere(side: OrderParty["side"], id: unknown): SQL {
  return side === "buyer" ? eq(marketOrder.buyerAccountId, id as string) : eq(marketOrder.creatorUserId, id as string);
}

export const partyWhere = (party: OrderParty): SQL => partyIdWhere(party.side, partyIdOf(party));

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowColumns = {
  order: marketOrder,
  brandName: brandProfile.name,
  brandLogo: brandProfile.logoUrl,
  creatorName: user.name,
  creatorFirstName: creatorProfile.firstName,
  creatorLastName: creatorProfile.lastName,
  creatorImage: user.image,
  customUrl: creatorProfile.customUrl,
  avatar: creatorProfile.avatar,
  videosApproved: count(sql`v.status = 'approved'`),
};

type Joined = {
  order: OrderRow;
  brandName: string;
  brandLogo: string | null;
  creatorName: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
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
    creator: {
      id: o.creatorUserId,
      name: creatorDisplayName({ firstName: r.creatorFirstName, lastName: r.creatorLastName, accountName: r.creatorName }),
      customUrl: r.customUrl,
      avatarUrl: r.avatar ?? r.creatorImage,
    },
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
  n: Pick<OrderRow, "videosUploaded" | "videosUntracked" | "videosInTransit">,
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

function baseQuery(db: Executor) {
  return db
    .select(rowColumns)
    .from(marketOrder)
    .innerJoin(brandProfile, eq(brandProfile.id, marketOrder.brandProfileId))
    .innerJoin(user, eq(user.id, marketOrder.creatorUserId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, marketOrder.creatorUserId));
}

/** Cursor mode (decision 074): newest first after `after`, `limit` rows (the caller asks one more to see if others follow). */
type OrderListCursor = { after?: CursorKey; limit: number };

/** How a list is paged: by page and per_page, a first cursor page, or a cursor page after a row. */
type ListMode = "page" | "cursor" | "after";
/** The filters, with every single status as one shape whose status is a value. */
type FilterShape = "all" | "needs_action" | "active" | "finished" | "status";
const FILTER_SHAPES = ["all", "needs_action", "active", "finished", "status"] as const satisfies readonly FilterShape[];
const LIST_MODES = ["page", "cursor", "after"] as const satisfies readonly ListMode[];
type ListShape = `${OrderParty["side"]}:${FilterShape}:${ListMode}`;
const LIST_SHAPES: readonly ListShape[] = (["buyer", "creator"] as const).flatMap((side) =>
  FILTER_SHAPES.flatMap((filter) => LIST_MODES.map((mode): ListShape => `${side}:${filter}:${mode}`)),
);

const filterShapeOf = (filter: OrderListFilter): FilterShape =>
  filter === "all" || filter === "needs_action" || filter === "active" || filter === "finished" ? filter : "status";

/** The values of a list's statement: bound (a search, built per request) or placeholders of the same names (prepared). */
type ListValues = {
  partyId: unknown;
  status: unknown;
  like: unknown;
  limit: unknown;
  offset: unknown;
  afterAt: unknown;
  afterId: unknown;
};
const PLACEHOLDERS: ListValues = {
  partyId: sql.placeholder("partyId"),
  status: sql.placeholder("status"),
  like: sql.placeholder("like"),
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
  afterAt: sql.placeholder("afterAt"),
  afterId: sql.placeholder("afterId"),
};

function shapeWhere(side: OrderParty["side"], filter: FilterShape, v: ListValues): SQL | undefined {
  const party = partyIdWhere(side, v.partyId);
  switch (filter) {
    case "all":
      return party;
    case "needs_action":
      return and(party, needsActionOfFlags(side));
    case "active":
      return and(party, notInArray(marketOrder.status, [...FINISHED_ORDER_STATUSES]));
    case "finished":
      return and(party, inArray(marketOrder.status, [...FINISHED_ORDER_STATUSES]));
    case "status":
      return and(party, sql`${marketOrder.status} = ${v.status}`);
  }
}

/** The search of a list (`like` is the escaped pattern); see listOrders. */
function searchWhere(side: OrderParty["side"], like: unknown): SQL {
  // The other side's name: the creator's for a brand, the brand profile's for a creator. Scalar
  // subqueries, probed per order by primary key only when the title and reference do not match:
  // as joins or EXISTS, the planner hashed every user of the table (100–600 ms at 120,000 users).
  const exact = or(
    sql`${marketOrder.packageSnapshot}->>'title' ILIKE ${like}`,
    sql`'RB-' || upper(substr(replace(market_order.id::text, '-', ''), 1, 6)) ILIKE ${like}`,
    ...(side === "buyer"
      ? [
          sql`(SELECT u.name FROM "user" u WHERE u.id = market_order.creator_user_id) ILIKE ${like}`,
          sql`(SELECT concat_ws(' ', cp.first_name, cp.last_name) FROM creator_profile cp WHERE cp.user_id = market_order.creator_user_id) ILIKE ${like}`,
        ]
      : [sql`(SELECT b.name FROM brand_profile b WHERE b.id = market_order.brand_profile_id) ILIKE ${like}`]),
  )!;
  // A brand's search first tests the order's search text (title, reference and the creator's
  // names in one column kept by triggers, decision 088): whatever matches one of the fields
  // matches it, so it only drops orders, and the exact fields (and their name lookups) are
  // tested on its hits alone.
  return side === "buyer" ? and(sql`${marketOrder.buyerSearchText} ILIKE ${like}`, exact)! : exact;
}

/**
 * The statement of one page of a list, over bound values or placeholders: one statement in two
 * steps (decision 041). The page is chosen on the party's orders alone (their ids, status, dates
 * and video counters all come from the party's index, decision 065), and only its rows are joined
 * with names and counted videos. Joining first made every request join and sort all of a party's
 * orders (310 ms for a brand with 3,000 orders).
 */
function listStatement(db: Executor, side: OrderParty["side"], filter: FilterShape, mode: ListMode, search: boolean, v: ListValues) {
  const where = and(shapeWhere(side, filter, v), search ? searchWhere(side, v.like) : undefined);
  const needsAction = needsActionOfFlags(side);
  // Without a search the total is counted apart (one more pass over the same index range), so the
  // page itself is read in index order and stops at its last row. A search tests every order of
  // the range anyway: its hits are found once, then counted and sorted (decision 088).
  const hits = sql`WITH hits AS MATERIALIZED (SELECT market_order.id, ${needsAction} AS needs_action, market_order.created_at
        FROM market_order WHERE ${where})`;
  const afterRow = (createdAt: SQL | typeof marketOrder.createdAt, id: SQL | typeof marketOrder.id) =>
    mode === "after" ? keysetAfter(createdAt, id, { at: v.afterAt as string, id: v.afterId as string }) : undefined;
  const page = search
    ? mode !== "page"
      ? sql`(${hits}
        SELECT hits.id, hits.needs_action, (SELECT count(*) FROM hits) AS total, ${keysetAt(sql`hits.created_at`)} AS keyset_at
        FROM hits
        WHERE ${and(sql`true`, afterRow(sql`hits.created_at`, sql`hits.id`))}
        ORDER BY ${sql.join(keysetOrder(sql`hits.created_at`, sql`hits.id`), sql`, `)}
        LIMIT ${v.limit}) AS page`
      : sql`(${hits}
        SELECT hits.id, hits.needs_action, (SELECT count(*) FROM hits) AS total
        FROM hits
        ORDER BY hits.needs_action DESC, hits.created_at DESC, hits.id DESC
        LIMIT ${v.limit} OFFSET ${v.offset}) AS page`
    : mode !== "page"
      ? sql`(SELECT market_order.id, ${needsAction} AS needs_action,
        (SELECT count(*) FROM market_order WHERE ${where}) AS total,
        ${keysetAt(marketOrder.createdAt)} AS keyset_at
      FROM market_order
      WHERE ${and(where, afterRow(marketOrder.createdAt, marketOrder.id))}
      ORDER BY ${sql.join(keysetOrder(marketOrder.createdAt, marketOrder.id), sql`, `)}
      LIMIT ${v.limit}) AS page`
      : sql`(SELECT market_order.id, ${needsAction} AS needs_action,
        (SELECT count(*) FROM market_order WHERE ${where}) AS total
      FROM market_order
      WHERE ${where}
      ORDER BY ${needsAction} DESC, market_order.created_at DESC, market_order.id DESC
      LIMIT ${v.limit} OFFSET ${v.offset}) AS page`;
  return db
    .select({
      ...rowColumns,
      needsAction: sql<boolean>`page.needs_action`.mapWith(Boolean),
      total: sql<number>`page.total`.mapWith(Number),
    })
    .from(marketOrder)
    .innerJoin(page, sql`page.id = ${marketOrder.id}`)
    .innerJoin(brandProfile, eq(brandProfile.id, marketOrder.brandProfileId))
    .innerJoin(user, eq(user.id, marketOrder.creatorUserId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, marketOrder.creatorUserId))
    .orderBy(
      ...(mode !== "page"
        ? [sql`page.keyset_at DESC`, desc(marketOrder.id)]
        : [sql`page.needs_action DESC`, desc(marketOrder.createdAt), desc(marketOrder.id)]),
    );
}
/**
 * Every list's statement, built once per shape (decision 097): `orders_list:<side>:<filter>:<mode>`
 * runs prepared; `orders_search:…` is built once too but planned on every execution, so its
 * `LIKE` pattern is planned with its value.
 */
const listShape = (search: boolean) => (db: Executor, shape: ListShape, name: string) => {
  const [side, filter, mode] = shape.split(":") as [OrderParty["side"], FilterShape, ListMode];
  return listStatement(db, side, filter, mode, search, PLACEHOLDERS).prepare(name);
};
const preparedList = preparedShapes("orders_list", LIST_SHAPES, listShape(false));
const preparedSearch = preparedShapes("orders_search", LIST_SHAPES, listShape(true), "per-execution");

/**
 * Brand list (GET /auth/orders) or creator list (GET /auth/creator-orders): what needs action first,
 * then newest; by page, or by cursor.
 */
export async function listOrders(
  db: Executor,
  input: { party: OrderParty; filter: OrderListFilter; q?: string; page: number; perPage: number; cursor?: OrderListCursor },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const side = input.party.side;
  const filter = filterShapeOf(input.filter);
  const cursor = input.cursor;
  const mode: ListMode = cursor ? (cursor.after ? "after" : "cursor") : "page";
  const q = input.q?.trim();
  const values: ListValues = {
    partyId: partyIdOf(input.party),
    status: filter === "status" ? input.filter : undefined,
    like: q ? `%${escapeLike(q)}%` : undefined,
    limit: cursor ? cursor.limit : input.perPage,
    offset: (input.page - 1) * input.perPage,
    afterAt: cursor?.after?.at,
    afterId: cursor?.after?.id,
  };
  const rows = await (q ? preparedSearch : preparedList)(db, `${side}:${filter}:${mode}`).execute(values);
  // On a cursor page past the last row the count comes from no row: count it apart.
  const total =
    rows[0]?.total ??
    (cursor?.after ? await countOrders(db, and(shapeWhere(side, filter, values), q ? searchWhere(side, values.like) : undefined)) : 0);
  return {
    total,
    rows: rows.map((r) => {
      const s = toSummary(r);
      return {
        id: s.id,
        reference: s.reference,
        status: s.status,
        priceCents: s.priceCents,
        platformFeeBps: s.platformFeeBps,
        packageTitle: s.package.title,
        videos: s.package.videos,
        videosApproved: r.videosApproved,
        brandProfile: s.brandProfile,
        creator: s.creator,
        createdAt: s.createdAt,
        deadlineAt: s.deadlineAt,
        isLate: r.order.lateAt !== null && r.order.status === "in_production",
        needsAction: r.needsAction,
        nextAction: nextAction(side, r.order, r.order),
      };
    }),
  };
}

async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(marketOrder)
    .where(where);
  return row?.n ?? 0;
}

/** One order joined with its parties, for a party of it (the caller checked access). */
export async function getOrderSummary(db: Executor, orderId: string): Promise<OrderSummary | null> {
  const [row] = await baseQuery(db).where(eq(marketOrder.id, orderId)).limit(1);
  return row ? toSummary(row) : null;
}
