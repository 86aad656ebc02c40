import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  cancelOrderRequestSchema,
  createProductRequestSchema,
  disputeOrderRequestSchema,
  markReceivedRequestSchema,
  orderListQuerySchema,
  purchaseOrderRequestSchema,
  recentOrderVideosQuerySchema,
  requestRevisionRequestSchema,
  updateTrackingRequestSchema,
  type OrderListQuery,
} from "@/contracts/orders";
import { MAX_IMAGE_BYTES } from "@/server/domain/media/image-rules";
import { cancelOrder, openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { approveOrderVideo, requestRevision } from "@/server/domain/orders/deliver-and-review";
import { getOrderDetails } from "@/server/domain/orders/get-order-details";
import { findOrderForParty, orderIdOfVideoForParty, type OrderParty } from "@/server/domain/orders/order-access";
import { getBrandDashboard, getCreatorDashboard, listRecentOrderVideos } from "@/server/domain/orders/order-dashboards";
import { getOrderSummary, listOrders } from "@/server/domain/orders/order-read-model";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { createSavedProduct, listSavedProducts } from "@/server/domain/orders/saved-products";
import { markReceived, updateTracking } from "@/server/domain/orders/ship-and-receive";
import { storeReceivedPhoto } from "@/server/domain/orders/store-received-photo";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import { callerOf, requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody, parseQuery, parseWith } from "../../validation";

/*
 * The order engine's API (issue 12, SPEC.md §7). Every id-bearing route answers 404 to anyone who
 * is not a side of the order — another brand, another creator, and the anonymous visitor alike —
 * so an order's existence never leaks; the use-cases check the side again under the row lock.
 */

const buyerOf = (caller: Caller): OrderParty => ({ side: "buyer", buyerAccountId: caller.buyer.id });
const creatorOf = (caller: Caller): OrderParty => ({ side: "creator", userId: caller.userId });
const notFoundOrder = () => new AppError("not_found", "Order not found");

/** The caller, or 404 for an anonymous visitor on an id-bearing route. */
function partyCaller(c: Context<ApiEnv>): Caller {
  const caller = c.get("caller");
  if (!caller) throw notFoundOrder();
  return caller;
}

/** Which side of this order the caller is (a user may be both brand and creator: the buyer side first). */
async function sideOf(c: Context<ApiEnv>, orderId: string): Promise<OrderParty> {
  const caller = partyCaller(c);
  for (const party of [buyerOf(caller), creatorOf(caller)]) {
    try {
      await findOrderForParty(c.var.ctx.db, orderId, party);
      return party;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    }
  }
  throw notFoundOrder();
}

const presigner = (c: Context<ApiEnv>) => (key: string) => c.var.ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: 3600 });

function pagination(query: OrderListQuery, total: number) {
  return { page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page) };
}

async function detailsFor(c: Context<ApiEnv>, orderId: string, party: OrderParty) {
  return getOrderDetails(c.var.ctx.db, { orderId, party, presign: presigner(c) });
}

const MULTIPART_OVERHEAD = 64 * 1024;

/** mark-received takes JSON, or a multipart form with an optional `photo` file (bounded while read). */
async function readReceivedForm(c: Context<ApiEnv>): Promise<{ fields: unknown; photo: Uint8Array | null }> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return { fields: await c.req.json().catch(() => null), photo: null };
  const tooLarge = () =>
    new AppError("payload_too_large", "photo: The file is larger than the picture limit", { photo: "The file is too large" });
  const limit = MAX_IMAGE_BYTES + MULTIPART_OVERHEAD;
  if (Number(c.req.header("content-length")) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (c.req.raw.body) {
    for await (const chunk of c.req.raw.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > limit) throw tooLarge();
      chunks.push(chunk);
    }
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": c.req.header("content-type") ?? "" } }).formData();
  } catch {
    throw new AppError("validation_error", "The request body is not a valid form", { _: "Expected a form body" });
  }
  const file = form.get("photo");
  const photo = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return { fields: { condition: text("condition"), note: text("note") }, photo };
}

const idParam = z.object({ id: z.string().max(100) });

export const orderRoutes = new Hono<ApiEnv>()
  // --- brand: buy, list, saved products, dashboard -------------------------------------------
  .post("/auth/orders", requires("brand"), async (c) => {
    const body = await parseBody(c, purchaseOrderRequestSchema);
    const caller = callerOf(c);
    const { order, replayed } = await purchasePackage(c.var.ctx.db, {
      ...body,
      buyerAccountId: caller.buyer.id,
      buyerUserId: caller.userId,
      platformFeeBps: c.var.ctx.settings.PLATFORM_FEE_BPS,
    });
    const summary = await getOrderSummary(c.var.ctx.db, order.id, "buyer");
    return c.json({ data: summary!, replayed }, replayed ? 200 : 201);
  })
  .get("/auth/orders", requires("brand"), async (c) => {
    const query = parseQuery(c, orderListQuerySchema);
    const { rows, total } = await listOrders(c.var.ctx.db, {
      party: buyerOf(callerOf(c)),
      filter: query.status,
      q: query.q,
      page: query.page,
      perPage: query.per_page,
    });
    return c.json({ data: rows, pagination: pagination(query, total) });
  })
  .get("/auth/products", requires("brand"), async (c) => {
    return c.json({ data: await listSavedProducts(c.var.ctx.db, callerOf(c).buyer.id) });
  })
  .post("/auth/products", requires("brand"), async (c) => {
    const body = await parseBody(c, createProductRequestSchema);
    return c.json({ data: await createSavedProduct(c.var.ctx.db, callerOf(c).buyer.id, body) }, 201);
  })
  .get("/auth/brand/dashboard", requires("brand"), async (c) => {
    return c.json({ data: await getBrandDashboard(c.var.ctx.db, { buyerAccountId: callerOf(c).buyer.id }) });
  })
  // --- creator: list, dashboard ----------------------------------------------------------------
  .get("/auth/creator-orders", requires("creator"), async (c) => {
    const query = parseQuery(c, orderListQuerySchema);
    const { rows, total } = await listOrders(c.var.ctx.db, {
      party: creatorOf(callerOf(c)),
      filter: query.status,
      q: query.q,
      page: query.page,
      perPage: query.per_page,
    });
    return c.json({ data: rows, pagination: pagination(query, total) });
  })
  .get("/auth/creator/dashboard", requires("creator"), async (c) => {
    return c.json({ data: await getCreatorDashboard(c.var.ctx.db, { userId: callerOf(c).userId }) });
  })
  .get("/auth/order-videos/recent", requires("user"), async (c) => {
    const query = parseQuery(c, recentOrderVideosQuerySchema);
    const caller = callerOf(c);
    const party = query.side === "buyer" ? buyerOf(caller) : creatorOf(caller);
    return c.json({ data: await listRecentOrderVideos(c.var.ctx.db, { party, limit: query.limit }) });
  })
  // --- one order (either side) -----------------------------------------------------------------
  .get("/auth/orders/:id", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const party = await sideOf(c, id);
    return c.json({ data: (await getOrderSummary(c.var.ctx.db, id, party.side))! });
  })
  .get("/auth/order-details/buyer/:id", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    return c.json({ data: await detailsFor(c, id, buyerOf(partyCaller(c))) });
  })
  .get("/auth/order-details/creator/:id", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    return c.json({ data: await detailsFor(c, id, creatorOf(partyCaller(c))) });
  })
  .post("/auth/orders/:id/cancel", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const party = await sideOf(c, id);
    const body = await parseBody(c, cancelOrderRequestSchema);
    await cancelOrder(c.var.ctx.db, { orderId: id, party, reason: body.reason });
    return c.json({ data: await detailsFor(c, id, party) });
  })
  .post("/auth/orders/:id/dispute", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const party = await sideOf(c, id);
    const body = await parseBody(c, disputeOrderRequestSchema);
    await openDispute(c.var.ctx.db, { orderId: id, party, reason: body.reason });
    return c.json({ data: await detailsFor(c, id, party) });
  })
  // --- one order video -------------------------------------------------------------------------
  .post("/auth/order_videos/:id/update-tracking", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const party = buyerOf(partyCaller(c));
    const body = await parseBody(c, updateTrackingRequestSchema);
    const { orderId } = await updateTracking(c.var.ctx.db, { videoId: id, party, ...body });
    return c.json({ data: await detailsFor(c, orderId, party) });
  })
  .post("/auth/order_videos/:id/mark-received", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const party = creatorOf(partyCaller(c));
    const { fields, photo } = await readReceivedForm(c);
    const body = parseWith(markReceivedRequestSchema, fields);
    // The side is checked before anything is stored: a stranger's upload never reaches storage.
    await orderIdOfVideoForParty(c.var.ctx.db, id, party);
    const photoKey = photo ? await storeReceivedPhoto(c.var.ctx.storage, id, photo) : null;
    const { orderId } = await markReceived(c.var.ctx.db, { videoId: id, party, condition: body.condition, note: body.note, photoKey });
    return c.json({ data: await detailsFor(c, orderId, party) });
  })
  .post("/auth/order_videos/:id/approve", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const party = buyerOf(partyCaller(c));
    const { orderId } = await approveOrderVideo(c.var.ctx.db, { videoId: id, party });
    return c.json({ data: await detailsFor(c, orderId, party) });
  })
  .post("/auth/order_videos/:id/request-revision", async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const party = buyerOf(partyCaller(c));
    const body = await parseBody(c, requestRevisionRequestSchema);
    const { orderId } = await requestRevision(c.var.ctx.db, { videoId: id, party, note: body.note });
    return c.json({ data: await detailsFor(c, orderId, party) });
  });
