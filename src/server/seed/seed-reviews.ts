import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { orderVideoVersion, videoAsset } from "@/server/db/schema";
import type { Reviewer } from "@/server/domain/reviews/review-access";
import { addReviewComment, replyToReviewComment, setReviewCommentResolved } from "@/server/domain/reviews/review-comments";

/** One demo comment: who writes it, where (seconds into the video, optional range end), and what follows. */
export interface DemoComment {
  by: "brand" | "creator";
  at: number;
  until?: number;
  body: string;
  reply?: { by: "brand" | "creator"; body: string };
  resolvedBy?: "brand" | "creator";
}

/**
 * Review comments on the newest version of a demo order video (docs/product/local-mode-and-settings.md), written through
 * the same use-cases as the review API: pinned to the frames at their moments in the video, with replies and a resolved thread, so
 * the demo brand sees the review feature in use. Call it before a revision request: the request
 * carries the unresolved comments, as it does for a real brand.
 */
export async function seedReviewComments(
  db: Db,
  input: { videoId: string; brand: Reviewer; creator: Reviewer; comments: DemoComment[] },
): Promise<void> {
  const [latest] = await db
    .select({
      id: orderVideoVersion.id,
      durationMs: videoAsset.durationMs,
      fpsNum: videoAsset.frameRateNum,
      fpsDen: videoAsset.frameRateDen,
    })
    .from(orderVideoVersion)
    .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
    .where(eq(orderVideoVersion.orderVideoId, input.videoId))
    .orderBy(desc(orderVideoVersion.version))
    .limit(1);
  if (!latest) throw new Error(`demo video ${input.videoId} has no version to comment on`);
  const who = (side: "brand" | "creator") => (side === "brand" ? input.brand : input.creator);
  const fps = (latest.fpsNum ?? 24) / (latest.fpsDen ?? 1);
  const frameAt = (seconds: number) => {
    // A comment past the end would point at nothing the reviewer can see.
    if (seconds * 1000 >= (latest.durationMs ?? 0))
      throw new Error(`demo comment at ${seconds} s is past the end of video ${input.videoId}`);
    return Math.round(seconds * fps);
  };
  for (const c of input.comments) {
    const comment = await addReviewComment(db, {
      videoId: input.videoId,
      reviewer: who(c.by),
      versionId: latest.id,
      body: c.body,
      frame: frameAt(c.at),
      endFrame: c.until === undefined ? null : frameAt(c.until),
    });
    if (c.reply) await replyToReviewComment(db, { commentId: comment.id, reviewer: who(c.reply.by), body: c.reply.body });
    if (c.resolvedBy) await setReviewCommentResolved(db, { commentId: comment.id, reviewer: who(c.resolvedBy), resolved: true });
  }
}
