import "server-only";
import {
  type BrandDashboard,
  type CreatorDashboard,
  type OrderDetails,
  type OrderListQuery,
  type OrderListResponse,
  type RecentOrderVideo,
  orderListQuerySchema,
} from "@/contracts/orders";
import { getServerCaller } from "@/server/auth/server-session";
import { getOrderDetails } from "@/server/domain/orders/get-order-details";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { getBrandDashboard, getCreatorDashboard, listRecentOrderVideos } from "@/server/domain/orders/order-dashboards";
import { listOrders } from "@/server/domain/orders/order-read-model";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import { getAppContext } from "@/server/runtime";
import { paginationOf } from "@/contracts/envelope";

/*
 * Server reads of the order screens and dashboards. Each resolves the caller of the
 * request and asks the same use-cases as the API routes, so a page shows exactly what
 * /auth/orders, /auth/creator-orders, /auth/order-details/{side}/{id} and the dashboards answer.
 * An order that is not the caller's is `null` (the page answers 404), never another account's data.
 */

export type OrderSide = "buyer" | "creator";

async function partyOf(side: "buyer"): Promise<Extract<OrderParty, { side: "buyer" }> | null>;
async function partyOf(side: "creator"): Promise<Extract<OrderParty, { side: "creator" }> | null>;
async function partyOf(side: OrderSide): Promise<OrderParty | null>;
async function partyOf(side: OrderSide): Promise<OrderParty | null> {
  const caller = await getServerCaller();
  if (!caller) return null;
  return side === "buyer" ? { side, buyerAccountId: caller.buyer.id } : { side, userId: caller.userId };
}

/** The URL's filters, made valid: an unknown status or a malformed page falls back to the defaults. */
export function parseOrderListQuery(params: Record<string, string | string[] | undefined>): OrderListQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const raw = { status: first(params.status) || undefined, q: first(params.q)?.trim() || undefined, page: first(params.page) || undefined };
  const parsed = orderListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  return orderListQuerySchema.parse({ q: orderListQuerySchema.shape.q.safeParse(raw.q).data });
}

export async function loadOrderList(side: OrderSide, query: OrderListQuery): Promise<OrderListResponse | null> {
  const party = await partyOf(side);
  if (!party) return null;
  const ctx = await getAppContext();
  const { rows, total } = await listOrders(ctx.db, { party, filter: query.status, q: query.q, page: query.page, perPage: query.per_page });
  return {
    data: rows,
    pagination: paginationOf(query, total),
  };
}

export async function loadOrderDetails(side: OrderSide, id: string): Promise<OrderDetails | null> {
  const party = await partyOf(side);
  if (!party) return null;
  const ctx = await getAppContext();
  try {
    return await getOrderDetails(ctx.db, {
      orderId: id,
      party,
      presign: (key) => ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: 3600 }),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export type BrandDashboardData = BrandDashboard;
export type CreatorDashboardData = CreatorDashboard & { recentVideos: RecentOrderVideo[] };

/**
 * A dashboard's order part. Its failure must not take the rest of the dashboard (wallet, plan,
 * profile) down with it: it is logged and the page shows the order cards' error state (`"error"`).
 */
async function dashboardPart<T>(what: string, read: () => Promise<T>): Promise<T | "error"> {
  try {
    return await read();
  } catch (error) {
    (await getAppContext()).logger.error(`${what} failed`, { error });
    return "error";
  }
}

export async function loadBrandDashboard(): Promise<BrandDashboardData | "error" | null> {
  const party = await partyOf("buyer");
  if (!party) return null;
  const ctx = await getAppContext();
  return dashboardPart("brand dashboard", () => getBrandDashboard(ctx.db, { buyerAccountId: party.buyerAccountId }));
}

export async function loadCreatorDashboard(): Promise<CreatorDashboardData | "error" | null> {
  const party = await partyOf("creator");
  if (!party) return null;
  const ctx = await getAppContext();
  return dashboardPart("creator dashboard", async () => {
    const [dashboard, recentVideos] = await Promise.all([
      getCreatorDashboard(ctx.db, { userId: party.userId }),
      listRecentOrderVideos(ctx.db, { party, limit: 5 }),
    ]);
    return { ...dashboard, recentVideos };
  });
}

/** The server's "now" for the countdowns, so server HTML and the first client render agree. */
export function renderedAt(): string {
  return new Date().toISOString();
}
