import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "@/server/db/database";
import { orderVideoVersion, reviewComment, revisionRequest } from "@/server/db/schema";
import type { OrderRow, OrderVideoRow } from "@/server/domain/orders/order-access";
import { roundsTotalOf } from "./rounds";

/**
 * Records one revision round inside the caller's transaction (the one that moves the video to
 * revision_requested, with the order and video locked): which round of how many, the version it is
 * about (the newest), and the comments it carries — the unresolved top-level comments of that
 * version not carried before (or those of them named in `commentIds`, decision 077). `roundsLeftAfter` is the video's count once
 * this round is used.
 */
export async function recordRevisionRequest(
  tx: Tx,
  input: { order: OrderRow; video: OrderVideoRow; roundsLeftAfter: number; note: string; userId: string | null; commentIds?: string[] },
): Promise<{ id: string; round: number; roundsTotal: number; commentIds: string[] }> {
  const roundsTotal = roundsTotalOf(input.order, input.video);
  const round = Math.max(1, roundsTotal - input.roundsLeftAfter);
  const [latest] = await tx
    .select({ id: orderVideoVersion.id })
    .from(orderVideoVersion)
    .where(eq(orderVideoVersion.orderVideoId, input.video.id))
    .orderBy(desc(orderVideoVersion.version))
    .limit(1);
  const [request] = await tx
    .insert(revisionRequest)
    .values({
      orderVideoId: input.video.id,
      versionId: latest?.id ?? null,
      round,
      roundsTotal,
      note: input.note,
      requestedByUserId: input.userId,
    })
    .returning({ id: revisionRequest.id });
  const carried = latest
    ? await tx
        .update(reviewComment)
        .set({ revisionRequestId: request!.id })
        .where(
          and(
            eq(reviewComment.versionId, latest.id),
            isNull(reviewComment.parentId),
            isNull(reviewComment.resolvedAt),
            isNull(reviewComment.revisionRequestId),
            input.commentIds ? inArray(reviewComment.id, input.commentIds) : undefined,
          ),
        )
        .returning({ id: reviewComment.id })
    : [];
  return { id: request!.id, round, roundsTotal, commentIds: carried.map((c) => c.id) };
}
