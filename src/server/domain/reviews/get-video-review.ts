import { asc, eq, inArray } from "drizzle-orm";
import {
  revisionLabel,
  type ReviewAction,
  type ReviewComment,
  type ReviewReply,
  type ReviewVersion,
  type RevisionRequest,
  type VideoReview,
} from "@/contracts/reviews";
import type { Executor } from "@/server/db/database";
import { orderVideoVersion, reviewComment, revisionRequest, user, videoAsset } from "@/server/db/schema";
import { videoActions } from "@/server/domain/orders/get-order-details";
import type { OrderParty, OrderRow, OrderVideoRow } from "@/server/domain/orders/order-access";
import { findVideoForParty, reviewClosedReason, type CommentRow } from "./review-access";
import { roundsTotalOf } from "./rounds";

/** Turns a private storage key into a short-lived URL (the storage adapter's presigned GET). */
export type Presign = (key: string) => Promise<string>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listVersions(db: Executor, videoId: string, presign: Presign): Promise<ReviewVersion[]> {
  const rows = await db
    .select({ version: orderVideoVersion, asset: videoAsset })
    .from(orderVideoVersion)
    .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
    .where(eq(orderVideoVersion.orderVideoId, videoId))
    .orderBy(asc(orderVideoVersion.version));
  return Promise.all(
    rows.map(async ({ version, asset }) => {
      const ready = asset.status === "ready";
      const playable = asset.previewKey ?? asset.originalKey;
      return {
        id: version.id,
        version: version.version,
        assetId: asset.id,
        status: asset.status,
        failureReason: asset.failureReason,
        durationMs: asset.durationMs,
        width: asset.width,
        height: asset.height,
        frameRate: asset.frameRateNum && asset.frameRateDen ? { num: asset.frameRateNum, den: asset.frameRateDen } : null,
        posterUrl: ready && asset.posterKey ? await presign(asset.posterKey) : null,
        playbackUrl: ready && playable ? await presign(playable) : null,
        downloadUrl: ready && asset.originalKey ? await presign(asset.originalKey) : null,
        deliverableWarnings: version.deliverableWarnings ?? [],
        createdAt: version.createdAt.toISOString(),
      };
    }),
  );
}

type AuthoredRow = { comment: CommentRow; authorName: string | null };

function shapeReply(r: AuthoredRow): ReviewReply {
  return {
    id: r.comment.id,
    versionId: r.comment.versionId,
    parentId: r.comment.parentId!,
    author: { id: r.comment.authorUserId, name: r.authorName ?? "Someone", side: r.comment.authorSide },
    body: r.comment.body,
    createdAt: r.comment.createdAt.toISOString(),
  };
}

export function shapeComment(r: AuthoredRow, replies: ReviewReply[], resolverName: string | null): ReviewComment {
  return {
    id: r.comment.id,
    versionId: r.comment.versionId,
    author: { id: r.comment.authorUserId, name: r.authorName ?? "Someone", side: r.comment.authorSide },
    body: r.comment.body,
    createdAt: r.comment.createdAt.toISOString(),
    frame: r.comment.frame ?? 0,
    endFrame: r.comment.endFrame,
    resolvedAt: iso(r.comment.resolvedAt),
    resolvedBy: r.comment.resolvedAt ? resolverName : null,
    revisionRequestId: r.comment.revisionRequestId,
    replies,
  };
}

/** Every comment of an order video, threads by version then frame, replies oldest first. */
export async function listComments(db: Executor, videoId: string, versionOrder: string[]): Promise<ReviewComment[]> {
  const rows = await db
    .select({ comment: reviewComment, authorName: user.name })
    .from(reviewComment)
    .leftJoin(user, eq(user.id, reviewComment.authorUserId))
    .where(eq(reviewComment.orderVideoId, videoId))
    .orderBy(asc(reviewComment.frame), asc(reviewComment.createdAt), asc(reviewComment.id));
  const resolverIds = [...new Set(rows.map((r) => r.comment.resolvedByUserId).filter((id): id is string => !!id))];
  const resolvers = resolverIds.length
    ? await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, resolverIds))
    : [];
  const nameOf = new Map(resolvers.map((r) => [r.id, r.name]));
  const replies = new Map<string, ReviewReply[]>();
  for (const r of rows) {
    if (!r.comment.parentId) continue;
    const list = replies.get(r.comment.parentId) ?? [];
    list.push(shapeReply(r));
    replies.set(r.comment.parentId, list);
  }
  for (const list of replies.values()) list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const rank = (versionId: string) => versionOrder.indexOf(versionId);
  return rows
    .filter((r) => !r.comment.parentId)
    .map((r) =>
      shapeComment(
        r,
        replies.get(r.comment.id) ?? [],
        r.comment.resolvedByUserId ? (nameOf.get(r.comment.resolvedByUserId) ?? null) : null,
      ),
    )
    .sort((a, b) => rank(a.versionId) - rank(b.versionId) || a.frame - b.frame);
}

export async function listRevisions(db: Executor, videoId: string): Promise<RevisionRequest[]> {
  const rows = await db.select().from(revisionRequest).where(eq(revisionRequest.orderVideoId, videoId)).orderBy(asc(revisionRequest.round));
  const ids = rows.map((r) => r.id);
  const carried = ids.length
    ? await db
        .select({ id: reviewComment.id, revisionRequestId: reviewComment.revisionRequestId })
        .from(reviewComment)
        .where(inArray(reviewComment.revisionRequestId, ids))
        .orderBy(asc(reviewComment.frame))
    : [];
  return rows.map((r) => ({
    id: r.id,
    round: r.round,
    roundsTotal: r.roundsTotal,
    label: revisionLabel(r.round, r.roundsTotal),
    versionId: r.versionId,
    note: r.note,
    commentIds: carried.filter((c) => c.revisionRequestId === r.id).map((c) => c.id),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Commenting is open once a version is ready, until the video is approved or the order closed. */
export function canComment(order: OrderRow, video: OrderVideoRow, versions: Pick<ReviewVersion, "status">[]): boolean {
  return reviewClosedReason(order, video) === null && versions.some((v) => v.status === "ready");
}

/**
 * GET /auth/order_videos/{id}/review: the versions with their signed URLs, the comments of every
 * version with replies, the revision requests and the rounds ("Revision 1 of 2"), and what the
 * viewer may do. 404 for anyone who is not a side of the order.
 */
export async function getVideoReview(db: Executor, input: { videoId: string; party: OrderParty; presign: Presign }): Promise<VideoReview> {
  const { order, video } = await findVideoForParty(db, input.videoId, input.party);
  const versions = await listVersions(db, video.id, input.presign);
  const [comments, revisions] = await Promise.all([
    listComments(
      db,
      video.id,
      versions.map((v) => v.id),
    ),
    listRevisions(db, video.id),
  ]);
  const total = roundsTotalOf(order, video);
  const actions: ReviewAction[] = [];
  if (canComment(order, video, versions)) actions.push("comment");
  for (const a of videoActions(order, video, input.party.side)) {
    if (a === "approve" || a === "request_revision") actions.push(a);
  }
  return {
    orderId: order.id,
    orderVideoId: video.id,
    position: video.position,
    status: video.status,
    viewer: input.party.side,
    revisionRoundsTotal: total,
    revisionRoundsLeft: video.revisionRoundsLeft,
    revisionRoundsUsed: total - video.revisionRoundsLeft,
    versions,
    comments,
    revisions,
    allowedActions: actions,
  };
}
