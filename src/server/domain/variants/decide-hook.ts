import { eq } from "drizzle-orm";
import type { OrderHook } from "@/contracts/variants";
import type { Db } from "@/server/db/database";
import { orderHook, videoVariant } from "@/server/db/schema";
import { lockVideoForParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import { hookDecisionClosedReason } from "./hook-rules";
import { hookView } from "./hook-view";

const notFoundHook = () => new AppError("not_found", "Hook not found");

/**
 * The brand approves or rejects an extra hook (decision 080). A decision can be changed while no
 * variant uses the hook; a rejected hook frees its place for a replacement. Any other party, or a
 * creator, gets 404 (the hook's order is nobody else's business).
 */
export async function decideHook(
  db: Db,
  input: { hookId: string; buyerAccountId: string; decision: "approved" | "rejected"; now?: Date },
): Promise<OrderHook> {
  if (!isUuid(input.hookId)) throw notFoundHook();
  return db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderVideoId: orderHook.orderVideoId }).from(orderHook).where(eq(orderHook.id, input.hookId)).limit(1);
    if (!ref) throw notFoundHook();
    let order;
    try {
      ({ order } = await lockVideoForParty(tx, ref.orderVideoId, { side: "buyer", buyerAccountId: input.buyerAccountId }));
    } catch {
      throw notFoundHook();
    }
    const closed = hookDecisionClosedReason(order);
    if (closed) throw new AppError("invalid_state", closed);
    const [hook] = await tx.select().from(orderHook).where(eq(orderHook.id, input.hookId)).for("update").limit(1);
    if (!hook) throw notFoundHook();
    if (hook.status === input.decision) return hookView(hook);
    if (input.decision === "rejected") {
      const [used] = await tx.select({ id: videoVariant.id }).from(videoVariant).where(eq(videoVariant.hookId, hook.id)).limit(1);
      if (used) throw new AppError("invalid_state", "A variant uses this hook; it stays approved");
    }
    const [row] = await tx
      .update(orderHook)
      .set({ status: input.decision, decidedAt: input.now ?? new Date() })
      .where(eq(orderHook.id, hook.id))
      .returning();
    return hookView(row!);
  });
}
