import type { Context } from "hono";
import { z } from "zod";
import {
  cancelOrderRequestSchema,
  createProductRequestSchema,
  disputeOrderRequestSchema,
  markReceivedRequestSchema,
  orderListQuerySchema,
  type OrderListQuery,
  purchaseOrderRequestSchema,
  recentOrderVideosQuerySchema,
  requestRevisionRequestSchema,
  updateTrackingRequestSchema,
  brandDashboardResponseSchema,
  createProductResponseSchema,
  creatorDashboardResponseSchema,
  insufficientFundsErrorSchema,
  orderDetailsResponseSchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
  purchaseOrderResponseSchema,
  recentOrderVideosResponseSchema,
  savedProductsResponseSchema,
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
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, CURSOR_NOTE, documented, errors, json, jsonBody, partiesOnlyRoute, signedIn } from "../../openapi";
import type { ApiEnv } from "../../types";
import { parseWith, readJsonBody } from "../../validation";
import { readBoundedForm } from "@/server/http/bounded-form";
import { cursorPageOf, DEFAULT_CURSOR_LIMIT, isCursorMode, paginationOf } from "@/contracts/envelope";

/*
 * The order engine's API (docs/product/api-conventions.md). Every id-bearing route answers 404 to anyone who
 * is not a side of the order — another brand, another creator, and the anonymous visitor alike —
 * so an order's existence never leaks; the use-cases check the side again under the row lock.
 */

const buyerOf = (caller: Caller): OrderParty => ({ side: "buyer", buyerAccountId: caller.buyer.id });
const creatorOf = (caller: Caller): OrderParty => ({ side: "creator", userId: caller.userId });
const notFoundOrder = () => new AppError("not_found", "Order not found");

/** Which side of this order the caller is (a user may be both brand and creator: the buyer side first). */
async function sideOf(c: Context<SignedInEnv>, orderId: string): Promise<OrderParty> {
  const caller = c.var.caller;
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

const presigner = (c: { var: Pick<ApiEnv["Variables"], "ctx"> }) => (key: string) =>
  c.var.ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: 3600 });

async function detailsFor(c: { var: Pick<ApiEnv["Variables"], "ctx"> }, orderId: string, party: OrderParty) {
  return getOrderDetails(c.var.ctx.db, { orderId, party, presign: presigner(c) });
}

/** mark-received takes JSON, or a multipart form with an optional `photo` file (bounded while read). */
async function readReceivedForm(c: Context<SignedInEnv>): Promise<{ fields: unknown; photo: Uint8Array | null }> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return { fields: await readJsonBody(c).catch(() => null), photo: null };
  const form = await readBoundedForm(c.req.raw, {
    maxFileBytes: MAX_IMAGE_BYTES,
    tooLarge: () =>
      new AppError("payload_too_large", "photo: The file is larger than the picture limit", { photo: "The file is too large" }),
    invalid: () => new AppError("validation_error", "The request body is not a valid form", { _: "Expected a form body" }),
  });
  const file = form.get("photo");
  const photo = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return { fields: { condition: text("condition"), note: text("note") }, photo };
}

/** One page of a side's orders: by page and per_page, or by cursor (decision 074). */
async function orderListPage(c: { var: Pick<ApiEnv["Variables"], "ctx"> }, party: OrderParty, query: OrderListQuery) {
  const list = { party, filter: query.status, q: query.q, page: query.page, perPage: query.per_page };
  if (isCursorMode(query)) {
    const limit = query.limit ?? DEFAULT_CURSOR_LIMIT;
    const { rows, total } = await listOrders(c.var.ctx.db, { ...list, cursor: { after: query.cursor, limit: limit + 1 } });
    const page = cursorPageOf(rows, limit, (r) => ({ at: r.createdAt, id: r.id }), total);
    return { data: page.rows, pagination: page.pagination };
  }
  const { rows, total } = await listOrders(c.var.ctx.db, list);
  return { data: rows, pagination: paginationOf(query, total) };
}

/** An order or order video id; anything that is not one of the caller's ids is a 404, never a 400. */
const idParams = orderIdParamsSchema;
const TAG = ["Orders"];
const ID_NOTE = "Answers 404 to anyone who is not a side of the order, signed in or not.";
const details = (what: string) => ({ 200: json(orderDetailsResponseSchema, what) });

export const orderRoutes = apiRouter()
  // --- brand: buy, list, saved products, dashboard -------------------------------------------
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/orders",
      tags: TAG,
      summary: "Buy a package",
      description:
        "Creates the order and funds its escrow from the wallet in one transaction. Idempotent per `idempotencyKey`: a retry answers 200 with the same order. With too little money nothing is written: 402 with `error.details.shortfallCents`.",
      ...signedIn("brand", { money: "move", idempotent: true }),
      request: { body: jsonBody(purchaseOrderRequestSchema) },
      responses: {
        201: json(purchaseOrderResponseSchema, "The new order"),
        200: json(purchaseOrderResponseSchema, "The order this key already made"),
        402: json(insufficientFundsErrorSchema, "Not enough money in the wallet"),
        ...errors(400, 401, 403, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const caller = c.var.caller;
      const { order, replayed } = await purchasePackage(c.var.ctx.db, {
        ...body,
        buyerAccountId: caller.buyer.id,
        buyerUserId: caller.userId,
        platformFeeBps: c.var.ctx.settings.PLATFORM_FEE_BPS,
      });
      const summary = await getOrderSummary(c.var.ctx.db, order.id);
      if (!summary) throw notFoundOrder();
      return replayed ? c.json({ data: summary, replayed }, 200) : c.json({ data: summary, replayed }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/orders",
      tags: TAG,
      summary: "The brand's orders",
      description:
        "What needs the brand's action first, then newest. Filter by status or group, search by reference, package or creator. " +
        CURSOR_NOTE,
      ...signedIn("brand", { scope: "orders:read" }),
      request: { query: orderListQuerySchema },
      responses: { 200: json(orderListResponseSchema, "A page of orders"), ...errors(400, 401, 403) },
    }),
    async (c) => c.json(await orderListPage(c, buyerOf(c.var.caller), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/products",
      tags: TAG,
      summary: "The brand's saved products",
      ...signedIn("brand"),
      responses: { 200: json(savedProductsResponseSchema, "Saved products, newest first"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listSavedProducts(c.var.ctx.db, c.var.caller.buyer.id) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/products",
      tags: TAG,
      summary: "Save a product",
      ...signedIn("brand"),
      request: { body: jsonBody(createProductRequestSchema) },
      responses: { 201: json(createProductResponseSchema, "The saved product"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => c.json({ data: await createSavedProduct(c.var.ctx.db, c.var.caller.buyer.id, c.req.valid("json")) }, 201),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/brand/dashboard",
      tags: TAG,
      summary: "The brand dashboard",
      description: "Action items, recent orders and videos, money in escrow and spent.",
      ...signedIn("brand"),
      responses: { 200: json(brandDashboardResponseSchema, "The dashboard"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await getBrandDashboard(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id }) }, 200),
  )
  // --- creator: list, dashboard ----------------------------------------------------------------
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/creator-orders",
      tags: TAG,
      summary: "The creator's orders",
      description: "What needs the creator's action first (deliver, mark received), then newest. " + CURSOR_NOTE,
      ...signedIn("creator"),
      request: { query: orderListQuerySchema },
      responses: { 200: json(orderListResponseSchema, "A page of orders"), ...errors(400, 401, 403) },
    }),
    async (c) => c.json(await orderListPage(c, creatorOf(c.var.caller), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/creator/dashboard",
      tags: TAG,
      summary: "The creator dashboard",
      description: "Action items, recent orders and videos, money in escrow, available and earned.",
      ...signedIn("creator"),
      responses: { 200: json(creatorDashboardResponseSchema, "The dashboard"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await getCreatorDashboard(c.var.ctx.db, { userId: c.var.caller.userId }) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order-videos/recent",
      tags: TAG,
      summary: "Recently delivered order videos",
      ...signedIn("user"),
      request: { query: recentOrderVideosQuerySchema },
      responses: { 200: json(recentOrderVideosResponseSchema, "Newest deliveries first"), ...errors(400, 401) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const caller = c.var.caller;
      const party = query.side === "buyer" ? buyerOf(caller) : creatorOf(caller);
      return c.json({ data: await listRecentOrderVideos(c.var.ctx.db, { party, limit: query.limit }) }, 200);
    },
  )
  // --- one order (either side: strangers and anonymous alike get 404) ---------------------------
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/orders/{id}",
      tags: TAG,
      summary: "One order",
      description: ID_NOTE,
      ...partiesOnlyRoute("Order", { scope: "orders:read" }),
      request: { params: idParams },
      responses: { 200: json(orderResponseSchema, "The order"), ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await sideOf(c, id); // a party of the order, or 404
      const summary = await getOrderSummary(c.var.ctx.db, id);
      if (!summary) throw notFoundOrder();
      return c.json({ data: summary }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order-details/buyer/{id}",
      tags: TAG,
      summary: "Order details, brand view",
      description: `Brief, videos with shipping, the timeline of every event, money, allowed actions. ${ID_NOTE}`,
      ...partiesOnlyRoute("Order", { scope: "orders:read" }),
      request: { params: idParams },
      responses: { ...details("The order from the brand's side"), ...errors(404) },
    }),
    async (c) => c.json({ data: await detailsFor(c, c.req.valid("param").id, buyerOf(c.var.caller)) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order-details/creator/{id}",
      tags: TAG,
      summary: "Order details, creator view",
      description: ID_NOTE,
      ...partiesOnlyRoute("Order"),
      request: { params: idParams },
      responses: { ...details("The order from the creator's side"), ...errors(404) },
    }),
    async (c) => c.json({ data: await detailsFor(c, c.req.valid("param").id, creatorOf(c.var.caller)) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/orders/{id}/cancel",
      tags: TAG,
      summary: "Cancel an order (brand)",
      description: `Full refund to the wallet. While funded or awaiting shipment, or 3 days past a missed deadline. ${ID_NOTE}`,
      ...partiesOnlyRoute("Order"),
      request: { params: idParams, body: jsonBody(cancelOrderRequestSchema) },
      responses: { ...details("The cancelled order"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const party = await sideOf(c, id);
      await cancelOrder(c.var.ctx.db, { orderId: id, party, reason: c.req.valid("json").reason });
      return c.json({ data: await detailsFor(c, id, party) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/orders/{id}/dispute",
      tags: TAG,
      summary: "Open a dispute (either side)",
      description: `On a delivered order or one in revision; an admin decides. ${ID_NOTE}`,
      ...partiesOnlyRoute("Order"),
      request: { params: idParams, body: jsonBody(disputeOrderRequestSchema) },
      responses: { ...details("The disputed order"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const party = await sideOf(c, id);
      await openDispute(c.var.ctx.db, { orderId: id, party, reason: c.req.valid("json").reason });
      return c.json({ data: await detailsFor(c, id, party) }, 200);
    },
  )
  // --- one order video -------------------------------------------------------------------------
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_videos/{id}/update-tracking",
      tags: TAG,
      summary: "Enter carrier and tracking (brand)",
      description: `While the order awaits shipment. \`applyToAll\` copies it to every video not yet received. ${ID_NOTE}`,
      ...partiesOnlyRoute("Order"),
      request: { params: idParams, body: jsonBody(updateTrackingRequestSchema) },
      responses: { ...details("The order"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const party = buyerOf(c.var.caller);
      const { orderId } = await updateTracking(c.var.ctx.db, { videoId: c.req.valid("param").id, party, ...c.req.valid("json") });
      return c.json({ data: await detailsFor(c, orderId, party) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_videos/{id}/approve",
      tags: TAG,
      summary: "Approve a delivered video (brand)",
      description: `Releases the video's share of escrow: price − platform fee to the creator, the fee to revenue. ${ID_NOTE}`,
      ...partiesOnlyRoute("Order"),
      request: { params: idParams },
      responses: { ...details("The order"), ...errors(404, 409) },
    }),
    async (c) => {
      const party = buyerOf(c.var.caller);
      const { orderId } = await approveOrderVideo(c.var.ctx.db, { videoId: c.req.valid("param").id, party });
      return c.json({ data: await detailsFor(c, orderId, party) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_videos/{id}/request-revision",
      tags: TAG,
      summary: "Ask for a revision (brand)",
      description: `While the video has revision rounds left (else 409 "No revision rounds are left for this video"). Must cite what to fix: \`checklistItemIds\` marked unmet on the newest version, or its open frame comments (\`commentIds\`; left out, every open comment is carried and counts); else 400. Uses one round ("Revision 1 of 2"). ${ID_NOTE}`,
      ...partiesOnlyRoute("Order"),
      request: { params: idParams, body: jsonBody(requestRevisionRequestSchema) },
      responses: { ...details("The order"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const caller = c.var.caller;
      const party = buyerOf(caller);
      const { orderId } = await requestRevision(c.var.ctx.db, {
        videoId: c.req.valid("param").id,
        party,
        ...c.req.valid("json"),
        userId: caller.userId,
      });
      return c.json({ data: await detailsFor(c, orderId, party) }, 200);
    },
  );

documented(
  orderRoutes,
  createRoute({
    method: "post",
    path: "/auth/order_videos/{id}/mark-received",
    tags: TAG,
    summary: "Mark the product received or damaged (creator)",
    description: `JSON \`{ condition, note }\`, or multipart/form-data with the same fields and an optional \`photo\` (JPEG, PNG, WebP…). "damaged" needs a note. Production starts when every video's product is in. ${ID_NOTE}`,
    ...partiesOnlyRoute("Order"),
    request: {
      params: idParams,
      body: {
        required: true,
        content: {
          "application/json": { schema: markReceivedRequestSchema },
          "multipart/form-data": {
            schema: z.object({ condition: z.enum(["received", "damaged"]), note: z.string().optional(), photo: z.any().optional() }),
          },
        },
      },
    },
    responses: { ...details("The order"), ...errors(400, 404, 409, 413) },
  }),
  /* JSON or a multipart form with a photo read under a byte limit: a plain handler (decision 022). */
  async (c) => {
    const { id } = parseWith(idParams, c.req.param());
    const party = creatorOf(c.var.caller);
    const { fields, photo } = await readReceivedForm(c);
    const body = parseWith(markReceivedRequestSchema, fields);
    // The side is checked before anything is stored: a stranger's upload never reaches storage.
    await orderIdOfVideoForParty(c.var.ctx.db, id, party);
    const photoKey = photo ? await storeReceivedPhoto(c.var.ctx.storage, id, photo) : null;
    const { orderId } = await markReceived(c.var.ctx.db, { videoId: id, party, condition: body.condition, note: body.note, photoKey });
    return c.json({ data: await detailsFor(c, orderId, party) });
  },
);
