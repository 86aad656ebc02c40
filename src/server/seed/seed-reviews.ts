import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { orderVideoVersion } from "@/server/db/schema";
import type { Reviewer } from "@/server/domain/reviews/review-access";
import { addReviewComment, replyToReviewComment, setReviewCommentResolved } from "@/server/domain/reviews/review-comments";

/** One demo comment: who writes it, where (0-based frame, optional range end), and what follows. */
export interface DemoComment {
  by: "brand" | "creator";
  frame: number;
  endFrame?: number;
  body: string;
  reply?: { by: "brand" | "creator"; body: string };
  resolvedBy?: "brand" | "creator";
}

/**
 * Review comments on the newest version of a demo order video (PRODUCT.md §15), written through
 * the same use-cases as the review API: pinned to frames, with replies and a resolved thread, so
 * the demo brand sees the review feature in use. Call it before a revision request: the request
 * carries the unresolved comments, as it does for a real brand.
 */
export async function seedReviewComments(
  db: Db,
  input: { videoId: string; brand: Reviewer; creator: Reviewer; comments: DemoComment[] },
): Promise<void> {
  const [latest] = await db
    .select({ id: orderVideoVersion.id })
    .from(orderVideoVersion)
    .where(eq(orderVideoVersion.orderVideoId, input.videoId))
    .orderBy(desc(orderVideoVersion.version))
    .limit(1);
  if (!latest) throw new Error(`demo video ${input.videoId} has no version to comment on`);
  const who = (side: "brand" | "creator") => (side === "brand" ? input.brand : input.creator);
  for (const c of input.comments) {
    const comment = await addReviewComment(db, {
      videoId: input.videoId,
      reviewer: who(c.by),
      versionId: latest.id,
      body: c.body,
      frame: c.frame,
      endFrame: c.endFrame ?? null,
    });
    if (c.reply) await replyToReviewComment(db, { commentId: comment.id, reviewer: who(c.reply.by), body: c.reply.body });
    if (c.resolvedBy) await setReviewCommentResolved(db, { commentId: comment.id, reviewer: who(c.resolvedBy), resolved: true });
  }
}
