import { and, eq } from "drizzle-orm";
import type { CreateReviewCommentRequest, ReviewComment, ReviewReply } from "@/contracts/reviews";
import type { Db } from "@/server/db/database";
import { orderVideoVersion, reviewComment, user, videoAsset } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { normalizeFrameRate, lastFrame } from "@/lib/timecode";
import { shapeComment } from "./get-video-review";
import { assertReviewOpen, findCommentForParty, findVideoForParty, type Reviewer } from "./review-access";

const sideLabel = (r: Reviewer) => (r.party.side === "buyer" ? ("brand" as const) : ("creator" as const));

async function authorName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.name ?? "Someone";
}

/**
 * A comment pinned to a frame (optionally a range) of one version of an order video. Either side
 * may comment once the version is ready; the frame must lie inside the file (ffprobe's duration at
 * its frame rate), so a marker can always be placed and sought to.
 */
export async function addReviewComment(
  db: Db,
  input: { videoId: string; reviewer: Reviewer } & CreateReviewCommentRequest,
): Promise<ReviewComment> {
  const { order, video } = await findVideoForParty(db, input.videoId, input.reviewer.party);
  assertReviewOpen(order, video);
  const [row] = await db
    .select({ version: orderVideoVersion, asset: videoAsset })
    .from(orderVideoVersion)
    .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
    .where(and(eq(orderVideoVersion.id, input.versionId), eq(orderVideoVersion.orderVideoId, video.id)))
    .limit(1);
  if (!row)
    throw new AppError("validation_error", "versionId: This is not a version of this video", { versionId: "Not a version of this video" });
  if (row.asset.status !== "ready") throw new AppError("invalid_state", "This version is not ready for review yet");
  if (row.asset.durationMs) {
    const last = lastFrame(
      row.asset.durationMs,
      normalizeFrameRate({ num: row.asset.frameRateNum ?? 0, den: row.asset.frameRateDen ?? 0 }),
    );
    if (input.frame > last)
      throw new AppError("validation_error", `frame: The video ends at frame ${last}`, { frame: `The video ends at frame ${last}` });
    if (input.endFrame != null && input.endFrame > last) {
      throw new AppError("validation_error", `endFrame: The video ends at frame ${last}`, { endFrame: `The video ends at frame ${last}` });
    }
  }
  const [comment] = await db
    .insert(reviewComment)
    .values({
      orderVideoId: video.id,
      versionId: row.version.id,
      authorUserId: input.reviewer.userId,
      authorSide: sideLabel(input.reviewer),
      body: input.body,
      frame: input.frame,
      endFrame: input.endFrame ?? null,
    })
    .returning();
  return shapeComment({ comment: comment!, authorName: await authorName(db, input.reviewer.userId) }, [], null);
}

/** A reply to a comment; replies are one level deep (a reply to a reply answers its comment). */
export async function replyToReviewComment(db: Db, input: { commentId: string; reviewer: Reviewer; body: string }): Promise<ReviewReply> {
  const { comment, order, video } = await findCommentForParty(db, input.commentId, input.reviewer.party);
  assertReviewOpen(order, video);
  const parentId = comment.parentId ?? comment.id;
  const [reply] = await db
    .insert(reviewComment)
    .values({
      orderVideoId: comment.orderVideoId,
      versionId: comment.versionId,
      parentId,
      authorUserId: input.reviewer.userId,
      authorSide: sideLabel(input.reviewer),
      body: input.body,
    })
    .returning();
  return {
    id: reply!.id,
    versionId: reply!.versionId,
    parentId,
    author: { id: input.reviewer.userId, name: await authorName(db, input.reviewer.userId), side: sideLabel(input.reviewer) },
    body: reply!.body,
    createdAt: reply!.createdAt.toISOString(),
  };
}

/** Either side resolves or reopens a comment (a thread: its replies go with it). */
export async function setReviewCommentResolved(
  db: Db,
  input: { commentId: string; reviewer: Reviewer; resolved: boolean; now?: Date },
): Promise<ReviewComment> {
  const { comment, order, video } = await findCommentForParty(db, input.commentId, input.reviewer.party);
  assertReviewOpen(order, video);
  if (comment.parentId) throw new AppError("invalid_state", "Resolve the comment this reply belongs to");
  const now = input.now ?? new Date();
  const [updated] = await db
    .update(reviewComment)
    .set(
      input.resolved
        ? {
            resolvedAt: comment.resolvedAt ?? now,
            resolvedByUserId: comment.resolvedAt ? comment.resolvedByUserId : input.reviewer.userId,
            updatedAt: now,
          }
        : { resolvedAt: null, resolvedByUserId: null, updatedAt: now },
    )
    .where(eq(reviewComment.id, comment.id))
    .returning();
  const replies = await db
    .select({ comment: reviewComment, authorName: user.name })
    .from(reviewComment)
    .leftJoin(user, eq(user.id, reviewComment.authorUserId))
    .where(eq(reviewComment.parentId, comment.id))
    .orderBy(reviewComment.createdAt);
  const resolver = updated!.resolvedByUserId ? await authorName(db, updated!.resolvedByUserId) : null;
  return shapeComment(
    { comment: updated!, authorName: await authorName(db, updated!.authorUserId) },
    replies.map((r) => ({
      id: r.comment.id,
      versionId: r.comment.versionId,
      parentId: comment.id,
      author: { id: r.comment.authorUserId, name: r.authorName ?? "Someone", side: r.comment.authorSide },
      body: r.comment.body,
      createdAt: r.comment.createdAt.toISOString(),
    })),
    resolver,
  );
}
