import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { CITE_SOMETHING_MESSAGE, type RevisionCitations } from "@/contracts/brief-checklist";
import type { Tx } from "@/server/db/database";
import { checklistTick, orderVideoVersion, reviewComment, revisionRequestChecklistItem } from "@/server/db/schema";
import type { OrderRow, OrderVideoRow } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { orderChecklistItems } from "./order-checklist";

export interface CheckedCitations {
  itemIds: string[];
  /** The comments the request carries; undefined: every open comment of the reviewed version. */
  commentIds: string[] | undefined;
}

/**
 * A revision request says what to fix (decision 077): at least one item the brand marked unmet on
 * the version under review, or one open frame comment of it. Cited items must be marked unmet on
 * that version and cited comments must be its open top-level comments; without `commentIds` the
 * request carries every open comment, and those count. A delivery made before versions were
 * recorded has nothing to tick or pin, so it needs only the note. Runs in the request's transaction,
 * with the video locked; a refusal is a 400 naming the field, and nothing is written.
 */
export async function checkRevisionCitations(
  tx: Tx,
  input: { order: OrderRow; video: OrderVideoRow } & Partial<RevisionCitations>,
): Promise<CheckedCitations> {
  const itemIds = [...new Set(input.checklistItemIds ?? [])];
  const wantedComments = input.commentIds ? [...new Set(input.commentIds)] : undefined;
  const [latest] = await tx
    .select({ id: orderVideoVersion.id, version: orderVideoVersion.version })
    .from(orderVideoVersion)
    .where(eq(orderVideoVersion.orderVideoId, input.video.id))
    .orderBy(desc(orderVideoVersion.version))
    .limit(1);
  if (!latest) return { itemIds: [], commentIds: wantedComments };

  if (itemIds.length > 0) {
    const items = await orderChecklistItems(tx, input.order.id);
    const known = new Map(items.map((i) => [i.id, i]));
    const ticks = await tx
      .select({ itemId: checklistTick.itemId, state: checklistTick.state })
      .from(checklistTick)
      .where(and(eq(checklistTick.versionId, latest.id), inArray(checklistTick.itemId, itemIds)))
      .orderBy(desc(checklistTick.createdAt), desc(checklistTick.id));
    const state = new Map<string, string>();
    for (const t of ticks) if (!state.has(t.itemId)) state.set(t.itemId, t.state);
    for (const id of itemIds) {
      const item = known.get(id);
      if (!item)
        throw new AppError("validation_error", "A cited item is not on this order's checklist", {
          checklistItemIds: "Not an item of this order",
        });
      if (state.get(id) !== "unmet") {
        throw new AppError("validation_error", `“${item.text}” is not marked unmet on version ${latest.version}; mark it unmet first`, {
          checklistItemIds: "Cite only items marked unmet",
        });
      }
    }
  }

  const open = await tx
    .select({ id: reviewComment.id })
    .from(reviewComment)
    .where(
      and(
        eq(reviewComment.versionId, latest.id),
        isNull(reviewComment.parentId),
        isNull(reviewComment.resolvedAt),
        isNull(reviewComment.revisionRequestId),
      ),
    );
  const openIds = new Set(open.map((c) => c.id));
  if (wantedComments) {
    for (const id of wantedComments) {
      if (!openIds.has(id)) {
        throw new AppError("validation_error", `A cited comment is not an open comment of version ${latest.version}`, {
          commentIds: "Cite only open comments of the version under review",
        });
      }
    }
  }
  const carried = wantedComments ?? [...openIds];
  if (itemIds.length === 0 && carried.length === 0) {
    throw new AppError("validation_error", CITE_SOMETHING_MESSAGE, { checklistItemIds: CITE_SOMETHING_MESSAGE });
  }
  return { itemIds, commentIds: wantedComments };
}

/** Records which items a revision request asked to fix (in the request's transaction). */
export async function recordCitedItems(tx: Tx, revisionRequestId: string, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.insert(revisionRequestChecklistItem).values(itemIds.map((itemId) => ({ revisionRequestId, itemId })));
}
