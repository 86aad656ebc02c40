import { orderIdParamsSchema } from "@/contracts/orders";
import {
  createReviewCommentRequestSchema,
  replyReviewCommentRequestSchema,
  resolveReviewCommentRequestSchema,
  reviewCommentParamsSchema,
  reviewCommentResponseSchema,
  reviewReplyResponseSchema,
  videoReviewResponseSchema,
} from "@/contracts/reviews";
import type { Context } from "hono";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { getVideoReview } from "@/server/domain/reviews/get-video-review";
import { sideOfComment, sideOfVideo, type Reviewer } from "@/server/domain/reviews/review-access";
import { addReviewComment, replyToReviewComment, setReviewCommentResolved } from "@/server/domain/reviews/review-comments";
import type { StorageKey } from "@/server/integrations/storage";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, errors, json, jsonBody, partiesOnlyRoute } from "../../openapi";
import type { ApiEnv } from "../../types";

/*
 * The review of delivered videos (decision 032). Like every order route, these are
 * `partiesOnlyRoute(...)`: an anonymous visitor, another brand and another creator all get the same
 * 404, so a comment never reveals that an order exists.
 */

const TAG = ["Orders"];
const NOTE = "Answers 404 to anyone who is not a side of the order, signed in or not.";

/** The sides the caller could be on, the buyer side first (a user may be both brand and creator). */
function partiesOf(caller: Caller): OrderParty[] {
  return [
    { side: "buyer", buyerAccountId: caller.buyer.id },
    { side: "creator", userId: caller.userId },
  ];
}

async function reviewerOfVideo(c: Context<SignedInEnv>, videoId: string): Promise<Reviewer> {
  const caller = c.var.caller;
  return { party: await sideOfVideo(c.var.ctx.db, videoId, partiesOf(caller)), userId: caller.userId };
}

async function reviewerOfComment(c: Context<SignedInEnv>, commentId: string): Promise<Reviewer> {
  const caller = c.var.caller;
  return { party: await sideOfComment(c.var.ctx.db, commentId, partiesOf(caller)), userId: caller.userId };
}

/** Signed URLs live an hour: long enough to watch and compare, short enough not to be shared for good. */
const presigner = (c: { var: Pick<ApiEnv["Variables"], "ctx"> }) => (key: string) =>
  c.var.ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: 3600 });

export const reviewRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_videos/{id}/review",
      tags: TAG,
      summary: "Review of an order video (either side)",
      description: `Versions with signed poster, playback and download URLs, frame-pinned comments with replies, revision rounds and what the viewer may do. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(videoReviewResponseSchema, "The review"), ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { party } = await reviewerOfVideo(c, id);
      return c.json({ data: await getVideoReview(c.var.ctx.db, { videoId: id, party, presign: presigner(c) }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_videos/{id}/comments",
      tags: TAG,
      summary: "Comment on a frame of a version (either side)",
      description: `Pinned to \`frame\` (0-based, at the file's frame rate), optionally a range up to \`endFrame\`. At most 2,000 characters. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema, body: jsonBody(createReviewCommentRequestSchema) },
      responses: { 201: json(reviewCommentResponseSchema, "The comment"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const reviewer = await reviewerOfVideo(c, id);
      return c.json({ data: await addReviewComment(c.var.ctx.db, { videoId: id, reviewer, ...c.req.valid("json") }) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/review_comments/{id}/replies",
      tags: TAG,
      summary: "Reply to a comment (either side)",
      description: `Replies are one level deep: a reply to a reply answers its comment. ${NOTE}`,
      ...partiesOnlyRoute("Comment"),
      request: { params: reviewCommentParamsSchema, body: jsonBody(replyReviewCommentRequestSchema) },
      responses: { 201: json(reviewReplyResponseSchema, "The reply"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const reviewer = await reviewerOfComment(c, id);
      return c.json({ data: await replyToReviewComment(c.var.ctx.db, { commentId: id, reviewer, body: c.req.valid("json").body }) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/review_comments/{id}/resolve",
      tags: TAG,
      summary: "Resolve or reopen a comment (either side)",
      description: `\`{ "resolved": true }\` resolves, \`false\` reopens. Unresolved comments travel with the next revision request. ${NOTE}`,
      ...partiesOnlyRoute("Comment"),
      request: { params: reviewCommentParamsSchema, body: jsonBody(resolveReviewCommentRequestSchema) },
      responses: { 200: json(reviewCommentResponseSchema, "The comment"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const reviewer = await reviewerOfComment(c, id);
      const { resolved } = c.req.valid("json");
      return c.json({ data: await setReviewCommentResolved(c.var.ctx.db, { commentId: id, reviewer, resolved }) }, 200);
    },
  );
