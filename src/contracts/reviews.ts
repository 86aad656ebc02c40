import { z } from "zod";
import { orderVideoStatusSchema } from "./orders";
import { hasNoNul, NUL_MESSAGE } from "./text";

/*
 * Contracts of the video review (decision 032): versions of an order video, comments
 * pinned to a frame of one version (optionally a range), one level of replies, resolved state, and
 * the revision requests that carried the unresolved comments to the creator. Paths are relative to
 * /api/v1. Every route answers 404 to anyone who is not a side of the order.
 */

/** A frame rate as the fraction ffprobe reports (30000/1001), so timecodes stay exact. */
export const frameRateSchema = z.object({ num: z.number().int(), den: z.number().int() });

export const VIDEO_ASSET_STATUSES = ["uploading", "processing", "ready", "failed"] as const;

/**
 * One delivery of an order video. The field names are those of the order details' `versions`
 * (the upload issue), so either source plugs into the player.
 */
export const reviewVersionSchema = z
  .object({
    id: z.string(),
    /** 1-based: version 2 is the delivery after the first revision request. */
    version: z.number().int(),
    assetId: z.string(),
    status: z.enum(VIDEO_ASSET_STATUSES),
    failureReason: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    frameRate: frameRateSchema.nullable(),
    /** Short-lived signed URLs; null until the file is ready. */
    posterUrl: z.string().nullable(),
    playbackUrl: z.string().nullable(),
    downloadUrl: z.string().nullable(),
    deliverableWarnings: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: "ReviewVersion" });
export type ReviewVersion = z.infer<typeof reviewVersionSchema>;

export const reviewAuthorSchema = z.object({ id: z.string(), name: z.string(), side: z.enum(["brand", "creator"]) });

const commentFields = {
  id: z.string(),
  versionId: z.string(),
  author: reviewAuthorSchema,
  body: z.string(),
  createdAt: z.string(),
};

export const reviewReplySchema = z.object({ ...commentFields, parentId: z.string() }).meta({ id: "ReviewReply" });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewCommentSchema = z
  .object({
    ...commentFields,
    /** 0-based frame of the version at its frame rate. */
    frame: z.number().int(),
    /** Last frame of a range (inclusive), or null. */
    endFrame: z.number().int().nullable(),
    resolvedAt: z.string().nullable(),
    resolvedBy: z.string().nullable(),
    /** The revision request that carried this comment to the creator. */
    revisionRequestId: z.string().nullable(),
    replies: z.array(reviewReplySchema),
  })
  .meta({ id: "ReviewComment" });
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

export const revisionRequestSchema = z
  .object({
    id: z.string(),
    round: z.number().int(),
    roundsTotal: z.number().int(),
    /** "Revision 1 of 2". */
    label: z.string(),
    versionId: z.string().nullable(),
    note: z.string(),
    /** The comments it carried (unresolved top-level comments of the version it was about). */
    commentIds: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: "RevisionRequest" });
export type RevisionRequest = z.infer<typeof revisionRequestSchema>;

export const REVIEW_ACTIONS = ["comment", "approve", "request_revision"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const videoReviewSchema = z
  .object({
    orderId: z.string(),
    orderVideoId: z.string(),
    /** 1-based position in the order ("Video 2 of 3"). */
    position: z.number().int(),
    status: orderVideoStatusSchema,
    viewer: z.enum(["buyer", "creator"]),
    revisionRoundsTotal: z.number().int(),
    revisionRoundsLeft: z.number().int(),
    revisionRoundsUsed: z.number().int(),
    /** Oldest first; the last one is the current delivery. */
    versions: z.array(reviewVersionSchema),
    /** Top-level comments of every version, by version then frame, each with its replies. */
    comments: z.array(reviewCommentSchema),
    revisions: z.array(revisionRequestSchema),
    /** What the viewer may do now (buttons are shown only for these). */
    allowedActions: z.array(z.enum(REVIEW_ACTIONS)),
  })
  .meta({ id: "VideoReview" });
export type VideoReview = z.infer<typeof videoReviewSchema>;
export const videoReviewResponseSchema = z.object({ data: videoReviewSchema });

/** "Revision 1 of 2" (docs/product/orders.md rounds). */
export function revisionLabel(round: number, total: number): string {
  return `Revision ${round} of ${total}`;
}

export const MAX_COMMENT_LENGTH = 2000;
/** A frame index no review clip reaches (10 hours at 240 fps); the use-case checks the real length. */
export const MAX_FRAME = 8_640_000;

const commentBody = z
  .string({ error: "Write a comment" })
  .trim()
  .min(1, "Write a comment")
  .max(MAX_COMMENT_LENGTH, `Use at most ${MAX_COMMENT_LENGTH} characters`)
  .refine(hasNoNul, NUL_MESSAGE);
const frameNumber = (label: string) =>
  z
    .number({ error: `${label} must be a frame number` })
    .int(`${label} must be a whole frame number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_FRAME, `${label} is beyond any video`);

/** POST /auth/order_videos/{id}/comments: a comment pinned to a frame (or a range) of one version. */
export const createReviewCommentRequestSchema = z
  .object({
    versionId: z.string({ error: "Choose a version" }).uuid("Choose a version"),
    body: commentBody,
    frame: frameNumber("frame"),
    endFrame: frameNumber("endFrame").nullable().optional(),
  })
  .refine((v) => v.endFrame == null || v.endFrame > v.frame, { path: ["endFrame"], message: "The range must end after it starts" });
export type CreateReviewCommentRequest = z.infer<typeof createReviewCommentRequestSchema>;

/** POST /auth/review_comments/{id}/replies */
export const replyReviewCommentRequestSchema = z.object({ body: commentBody });
export type ReplyReviewCommentRequest = z.infer<typeof replyReviewCommentRequestSchema>;

/** POST /auth/review_comments/{id}/resolve — either side resolves or reopens a comment. */
export const resolveReviewCommentRequestSchema = z.object({ resolved: z.boolean({ error: "Say whether it is resolved" }) });
export type ResolveReviewCommentRequest = z.infer<typeof resolveReviewCommentRequestSchema>;

export const reviewCommentParamsSchema = z.object({ id: z.string().max(100) });
export const reviewCommentResponseSchema = z.object({ data: reviewCommentSchema });
export const reviewReplyResponseSchema = z.object({ data: reviewReplySchema });
