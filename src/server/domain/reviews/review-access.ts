import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { marketOrder, orderVideo, reviewComment } from "@/server/db/schema";
import { isPartyOf, notFoundVideo, type OrderParty, type OrderRow, type OrderVideoRow } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";

/**
 * Who reviews: one side of the order, and the user acting for it (a brand's member writes as the
 * brand; the author shown is that user).
 */
export interface Reviewer {
  party: OrderParty;
  userId: string;
}

export const notFoundComment = () => new AppError("not_found", "Comment not found");

/**
 * The order video and its order, when the party is a side of it; otherwise `not_found` — the
 * same answer for another brand, another creator and a video that does not exist, so comments
 * never reveal that an order exists (decision 025's rule for every order route).
 */
export async function findVideoForParty(
  db: Executor,
  videoId: string,
  party: OrderParty,
): Promise<{ order: OrderRow; video: OrderVideoRow }> {
  if (!isUuid(videoId)) throw notFoundVideo();
  const [row] = await db
    .select({ order: marketOrder, video: orderVideo })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(eq(orderVideo.id, videoId))
    .limit(1);
  if (!row || !isPartyOf(row.order, party)) throw notFoundVideo();
  return row;
}

/** Which side of the video's order a user is: the buyer side first (a user may hold both types). */
export async function sideOfVideo(db: Executor, videoId: string, parties: OrderParty[]): Promise<OrderParty> {
  for (const party of parties) {
    try {
      await findVideoForParty(db, videoId, party);
      return party;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    }
  }
  throw notFoundVideo();
}

const CLOSED_ORDER = new Set(["cancelled", "refunded"]);

/**
 * Why a video's review takes no more comments, replies or resolves, or null while it is open: an
 * order that was cancelled or refunded, or a video the brand approved (its review is then the
 * read-only history of how it got there; the licence starts from that version).
 */
export function reviewClosedReason(order: Pick<OrderRow, "status">, video: Pick<OrderVideoRow, "status">): string | null {
  if (CLOSED_ORDER.has(order.status)) return "This order is closed";
  if (video.status === "approved") return "This video is approved; its review is read-only";
  return null;
}

export function assertReviewOpen(order: Pick<OrderRow, "status">, video: Pick<OrderVideoRow, "status">): void {
  const reason = reviewClosedReason(order, video);
  if (reason) throw new AppError("invalid_state", reason);
}

export type CommentRow = typeof reviewComment.$inferSelect;

/** A comment with its order, when the party is a side of that order; otherwise `not_found`. */
export async function findCommentForParty(
  db: Executor,
  commentId: string,
  party: OrderParty,
): Promise<{ comment: CommentRow; order: OrderRow; video: OrderVideoRow }> {
  if (!isUuid(commentId)) throw notFoundComment();
  const [row] = await db
    .select({ comment: reviewComment, order: marketOrder, video: orderVideo })
    .from(reviewComment)
    .innerJoin(orderVideo, eq(orderVideo.id, reviewComment.orderVideoId))
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(and(eq(reviewComment.id, commentId)))
    .limit(1);
  if (!row || !isPartyOf(row.order, party)) throw notFoundComment();
  return row;
}

/** Which side of a comment's order a user is (buyer side first). */
export async function sideOfComment(db: Executor, commentId: string, parties: OrderParty[]): Promise<OrderParty> {
  for (const party of parties) {
    try {
      await findCommentForParty(db, commentId, party);
      return party;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    }
  }
  throw notFoundComment();
}
