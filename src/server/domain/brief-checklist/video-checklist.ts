import { asc, desc, eq, inArray } from "drizzle-orm";
import type {
  ChecklistRevision,
  ChecklistTickEntry,
  ChecklistVersion,
  VideoChecklist,
  VideoChecklistRecord,
} from "@/contracts/brief-checklist";
import { revisionLabel } from "@/contracts/reviews";
import type { Db, Executor } from "@/server/db/database";
import {
  checklistTick,
  orderChecklistItem,
  orderVideoVersion,
  revisionRequest,
  revisionRequestChecklistItem,
  user,
} from "@/server/db/schema";
import type { OrderParty, OrderRow, OrderVideoRow } from "@/server/domain/orders/order-access";
import { findVideoForParty } from "@/server/domain/reviews/review-access";
import { orderChecklistItems } from "./order-checklist";

/**
 * One video's checklist record: each version's current marks (the newest tick of each item
 * wins; "cleared" removes the mark), every tick newest first, and the items each revision request
 * named. The same record is the dispute evidence (decision 077).
 */
export async function videoChecklistRecord(db: Executor, video: Pick<OrderVideoRow, "id" | "position">): Promise<VideoChecklistRecord> {
  const [versions, ticks, revisions] = await Promise.all([
    db
      .select({ id: orderVideoVersion.id, version: orderVideoVersion.version })
      .from(orderVideoVersion)
      .where(eq(orderVideoVersion.orderVideoId, video.id))
      .orderBy(asc(orderVideoVersion.version)),
    db
      .select({ tick: checklistTick, by: user.name })
      .from(checklistTick)
      .leftJoin(user, eq(user.id, checklistTick.tickedByUserId))
      .where(eq(checklistTick.orderVideoId, video.id))
      .orderBy(desc(checklistTick.createdAt), desc(checklistTick.id)),
    db.select().from(revisionRequest).where(eq(revisionRequest.orderVideoId, video.id)).orderBy(asc(revisionRequest.round)),
  ]);
  // In the checklist's order, so a request lists its items as the brief does.
  const cited = revisions.length
    ? await db
        .select({ revisionRequestId: revisionRequestChecklistItem.revisionRequestId, itemId: revisionRequestChecklistItem.itemId })
        .from(revisionRequestChecklistItem)
        .innerJoin(orderChecklistItem, eq(orderChecklistItem.id, revisionRequestChecklistItem.itemId))
        .where(
          inArray(
            revisionRequestChecklistItem.revisionRequestId,
            revisions.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderChecklistItem.position))
    : [];
  const versionNumber = new Map(versions.map((v) => [v.id, v.version]));
  const history: ChecklistTickEntry[] = ticks.map(({ tick, by }) => ({
    id: tick.id,
    itemId: tick.itemId,
    versionId: tick.versionId,
    version: versionNumber.get(tick.versionId) ?? 0,
    state: tick.state,
    by,
    at: tick.createdAt.toISOString(),
  }));
  const shapedVersions: ChecklistVersion[] = versions.map((v) => {
    const newest = new Map<string, ChecklistTickEntry>();
    // History is newest first: the first tick of an item on this version is its state.
    for (const entry of history) if (entry.versionId === v.id && !newest.has(entry.itemId)) newest.set(entry.itemId, entry);
    const marks = [...newest.values()]
      .filter((e) => e.state !== "cleared")
      .map((e) => ({ itemId: e.itemId, state: e.state as "met" | "unmet", by: e.by, at: e.at }));
    return { id: v.id, version: v.version, marks };
  });
  const shapedRevisions: ChecklistRevision[] = revisions.map((r) => ({
    revisionRequestId: r.id,
    label: revisionLabel(r.round, r.roundsTotal),
    versionId: r.versionId,
    itemIds: cited.filter((c) => c.revisionRequestId === r.id).map((c) => c.itemId),
    createdAt: r.createdAt.toISOString(),
  }));
  return { orderVideoId: video.id, position: video.position, versions: shapedVersions, history, revisions: shapedRevisions };
}

const UNDER_REVIEW = new Set(["delivered", "revision_requested"]);

/** The version the brand may tick now: the newest, while it waits for the brand's decision. */
export function tickableVersionOf(
  order: Pick<OrderRow, "status">,
  video: Pick<OrderVideoRow, "status">,
  versions: { id: string }[],
): string | null {
  if (!UNDER_REVIEW.has(order.status) || video.status !== "uploaded") return null;
  return versions.at(-1)?.id ?? null;
}

/** GET /auth/order_videos/{id}/checklist: the checklist of one order video as either side sees it. */
export async function getVideoChecklist(db: Db, input: { videoId: string; party: OrderParty }): Promise<VideoChecklist> {
  const { order, video } = await findVideoForParty(db, input.videoId, input.party);
  const items = await orderChecklistItems(db, order.id);
  const record = await videoChecklistRecord(db, video);
  const latestRevision = record.revisions.at(-1);
  return {
    ...record,
    status: video.status,
    viewer: input.party.side,
    items,
    tickableVersionId: input.party.side === "buyer" ? tickableVersionOf(order, video, record.versions) : null,
    mustFix:
      video.status === "revision_requested" && latestRevision ? { label: latestRevision.label, itemIds: latestRevision.itemIds } : null,
  };
}
