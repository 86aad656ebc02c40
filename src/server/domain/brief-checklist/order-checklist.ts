import { asc, eq } from "drizzle-orm";
import type { Brief } from "@/contracts/orders";
import type { ChecklistItem } from "@/contracts/brief-checklist";
import type { Executor, Tx } from "@/server/db/database";
import { marketOrder, orderChecklist, orderChecklistItem } from "@/server/db/schema";
import { checklistItemsFromBrief } from "@/lib/brief-checklist";

/**
 * Takes the order's checklist from its brief, once (decision 077): inside the transaction that
 * places the order ("order"), or later for an order placed before checklists existed
 * ("backfill"). The marker row decides who writes the items, so two readers of an old order racing
 * here write them once.
 */
export async function snapshotOrderChecklist(
  tx: Tx,
  order: { id: string; brief: Brief },
  source: "order" | "backfill" = "order",
): Promise<void> {
  const [marker] = await tx
    .insert(orderChecklist)
    .values({ orderId: order.id, source })
    .onConflictDoNothing({ target: orderChecklist.orderId })
    .returning({ orderId: orderChecklist.orderId });
  if (!marker) return;
  const items = checklistItemsFromBrief(order.brief);
  if (items.length === 0) return;
  await tx
    .insert(orderChecklistItem)
    .values(items.map((item, i) => ({ orderId: order.id, position: i + 1, kind: item.kind, text: item.text })));
}

async function itemRows(db: Executor, orderId: string): Promise<ChecklistItem[]> {
  const rows = await db
    .select({
      id: orderChecklistItem.id,
      position: orderChecklistItem.position,
      kind: orderChecklistItem.kind,
      text: orderChecklistItem.text,
    })
    .from(orderChecklistItem)
    .where(eq(orderChecklistItem.orderId, orderId))
    .orderBy(asc(orderChecklistItem.position));
  return rows;
}

/**
 * The order's checklist items, taking them from the brief first when the order has none yet (an
 * order placed before checklists existed gets them on first read).
 */
export async function orderChecklistItems(db: Executor, orderId: string): Promise<ChecklistItem[]> {
  const [marker] = await db
    .select({ orderId: orderChecklist.orderId })
    .from(orderChecklist)
    .where(eq(orderChecklist.orderId, orderId))
    .limit(1);
  if (!marker) {
    const backfill = async (tx: Tx) => {
      const [order] = await tx
        .select({ id: marketOrder.id, brief: marketOrder.brief })
        .from(marketOrder)
        .where(eq(marketOrder.id, orderId))
        .limit(1);
      if (order) await snapshotOrderChecklist(tx, { id: order.id, brief: order.brief as Brief }, "backfill");
    };
    // A transaction nests as a savepoint, so this works from a plain connection or inside a use-case's transaction.
    await db.transaction(backfill);
  }
  return itemRows(db, orderId);
}
