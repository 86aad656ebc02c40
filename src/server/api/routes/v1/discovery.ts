import { creatorSearchSchema } from "@/contracts/creator-search";
import {
  brandCreatorResponseSchema,
  brandDirectoryResponseSchema,
  creatorListDeletedResponseSchema,
  creatorListDetailResponseSchema,
  creatorListIdParamsSchema,
  creatorListInputSchema,
  creatorListItemInputSchema,
  creatorListItemParamsSchema,
  creatorListItemResponseSchema,
  creatorListResponseSchema as savedListResponseSchema,
  creatorListsResponseSchema,
  creatorUserIdParamsSchema,
  orderRatingResponseSchema,
  ratingInputSchema,
  ratingReplyInputSchema,
  ratingResponseSchema,
} from "@/contracts/discovery";
import { orderIdParamsSchema } from "@/contracts/orders";
import {
  addCreatorToList,
  createCreatorList,
  deleteCreatorList,
  getCreatorList,
  listCreatorLists,
  listMembership,
  removeCreatorFromList,
  renameCreatorList,
} from "@/server/domain/discovery/creator-lists";
import { getBrandCreator } from "@/server/domain/discovery/get-brand-creator";
import { editOrderRating, getOrderRating, rateOrder, replyToRating } from "@/server/domain/discovery/ratings";
import { searchCreators } from "@/server/domain/creators/search-creators";
import { AppError, notFound } from "@/server/errors";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

const tags = ["Brand discovery"];

/**
 * Brands discovering creators in the app (decision 034). Brand routes act
 * for the caller's buyer account: lists are the account's (every team member's), another
 * account's list or order answers 404. The use-cases check ownership again in their queries.
 */
export const discoveryRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/creators",
      tags,
      summary: "Search creators from the brand area",
      description:
        "The public directory's search plus `minFollowers`, `language`, `minRating` and `sort=rating`; each card says which of the account's lists hold the creator.",
      ...signedIn("brand", { scope: "creators:read" }),
      request: { query: creatorSearchSchema },
      responses: { 200: json(brandDirectoryResponseSchema, "One page of creator cards"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const db = c.var.ctx.db;
      const result = await searchCreators(db, c.req.valid("query"));
      const saved = await listMembership(db, {
        buyerAccountId: c.var.caller.buyer.id,
        creatorUserIds: result.creators.map((cr) => cr.userId),
      });
      return c.json(
        {
          data: result.creators.map((cr) => ({ ...cr, listIds: saved.get(cr.userId) ?? [] })),
          meta: {
            total: result.total,
            totalIsExact: result.totalIsExact,
            page: result.page,
            pageSize: result.pageSize,
            pageCount: result.pageCount,
            sort: result.sort,
          },
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/creators/{userId}",
      tags,
      summary: "One creator, as a brand sees them",
      description: "Profile, packages, ratings, past orders with this account, its lists and active campaigns. Hidden or unknown: 404.",
      ...signedIn("brand", { scope: "creators:read" }),
      request: { params: creatorUserIdParamsSchema },
      responses: { 200: json(brandCreatorResponseSchema, "The creator"), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const data = await getBrandCreator(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        creatorUserId: c.req.valid("param").userId,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/creator-lists",
      tags,
      summary: "The account's saved creator lists",
      ...signedIn("brand"),
      responses: { 200: json(creatorListsResponseSchema, "By name"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await listCreatorLists(c.var.ctx.db, c.var.caller.buyer.id) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/creator-lists",
      tags,
      summary: "Create a creator list",
      ...signedIn("brand"),
      request: { body: jsonBody(creatorListInputSchema) },
      responses: { 201: json(savedListResponseSchema, "The new list"), ...errors(400, 401, 403, 415) },
    }),
    async (c) => {
      const data = await createCreatorList(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        userId: c.var.caller.userId,
        name: c.req.valid("json").name,
      });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/creator-lists/{id}",
      tags,
      summary: "One creator list with its creators",
      ...signedIn("brand"),
      request: { params: creatorListIdParamsSchema },
      responses: { 200: json(creatorListDetailResponseSchema, "The list"), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const data = await getCreatorList(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, listId: c.req.valid("param").id });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/auth/creator-lists/{id}",
      tags,
      summary: "Rename a creator list",
      ...signedIn("brand"),
      request: { params: creatorListIdParamsSchema, body: jsonBody(creatorListInputSchema) },
      responses: { 200: json(savedListResponseSchema, "The list"), ...errors(400, 401, 403, 404, 415) },
    }),
    async (c) => {
      const data = await renameCreatorList(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        listId: c.req.valid("param").id,
        name: c.req.valid("json").name,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/auth/creator-lists/{id}",
      tags,
      summary: "Delete a creator list",
      ...signedIn("brand"),
      request: { params: creatorListIdParamsSchema },
      responses: { 200: json(creatorListDeletedResponseSchema, "Deleted"), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const { id } = await deleteCreatorList(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, listId: c.req.valid("param").id });
      return c.json({ data: { id, deleted: true as const } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/creator-lists/{id}/creators",
      tags,
      summary: "Save a creator to a list",
      description: "Saving a creator who is on the list already changes nothing.",
      ...signedIn("brand"),
      request: { params: creatorListIdParamsSchema, body: jsonBody(creatorListItemInputSchema) },
      responses: {
        200: json(creatorListItemResponseSchema, "Saved"),
        ...errors(400, 401, 403, 404, 415),
      },
    }),
    async (c) => {
      const listId = c.req.valid("param").id;
      const creatorUserId = c.req.valid("json").creator_user_id;
      await addCreatorToList(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, userId: c.var.caller.userId, listId, creatorUserId });
      return c.json({ data: { listId, creatorUserId, saved: true } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/auth/creator-lists/{id}/creators/{userId}",
      tags,
      summary: "Remove a creator from a list",
      ...signedIn("brand"),
      request: { params: creatorListItemParamsSchema },
      responses: { 200: json(creatorListItemResponseSchema, "Removed"), ...errors(401, 403, 404) },
    }),
    async (c) => {
      const { id: listId, userId: creatorUserId } = c.req.valid("param");
      await removeCreatorFromList(c.var.ctx.db, { buyerAccountId: c.var.caller.buyer.id, listId, creatorUserId });
      return c.json({ data: { listId, creatorUserId, saved: false } }, 200);
    },
  )
  // --- ratings -------------------------------------------------------------------------------
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/orders/{id}/rating",
      tags,
      summary: "The rating of an order (either side)",
      description: "`data` is null until the brand rates. Answers 404 to anyone who is not a side of the order.",
      ...signedIn("user"),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(orderRatingResponseSchema, "The rating or null"), ...errors(401, 404) },
    }),
    async (c) => {
      const caller = c.var.caller;
      const orderId = c.req.valid("param").id;
      // Either side: try the brand's view first, then the creator's; a stranger gets the same 404.
      const asBuyer = await getOrderRating(c.var.ctx.db, { orderId, party: { side: "buyer", buyerAccountId: caller.buyer.id } }).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.code === "not_found") return undefined;
          throw error;
        },
      );
      if (asBuyer !== undefined) return c.json({ data: asBuyer }, 200);
      if (!caller.types.includes("creator")) throw notFound("Order");
      const asCreator = await getOrderRating(c.var.ctx.db, { orderId, party: { side: "creator", userId: caller.userId } });
      return c.json({ data: asCreator }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/orders/{id}/rating",
      tags,
      summary: "Rate the creator of a completed order (brand, once)",
      description: "1–5 stars and an optional text. A second rating of the same order is a 409; change it with PATCH.",
      ...signedIn("brand"),
      request: { params: orderIdParamsSchema, body: jsonBody(ratingInputSchema) },
      responses: { 201: json(ratingResponseSchema, "The rating"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const data = await rateOrder(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        userId: c.var.caller.userId,
        orderId: c.req.valid("param").id,
        stars: body.stars,
        text: body.text,
      });
      return c.json({ data }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/auth/orders/{id}/rating",
      tags,
      summary: "Change a rating (brand, within 14 days)",
      ...signedIn("brand"),
      request: { params: orderIdParamsSchema, body: jsonBody(ratingInputSchema) },
      responses: { 200: json(ratingResponseSchema, "The rating"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const data = await editOrderRating(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        orderId: c.req.valid("param").id,
        stars: body.stars,
        text: body.text,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/orders/{id}/rating/reply",
      tags,
      summary: "Reply to a rating (the rated creator, once)",
      ...signedIn("creator"),
      request: { params: orderIdParamsSchema, body: jsonBody(ratingReplyInputSchema) },
      responses: {
        200: json(ratingResponseSchema, "The rating with the reply"),
        ...errors(400, 401, 403, 404, 409, 415),
      },
    }),
    async (c) => {
      const data = await replyToRating(c.var.ctx.db, {
        creatorUserId: c.var.caller.userId,
        orderId: c.req.valid("param").id,
        reply: c.req.valid("json").reply,
      });
      return c.json({ data }, 200);
    },
  );
