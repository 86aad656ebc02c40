import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { marketOrder, orderVideo } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { transition } from "@/server/domain/events/transition";
import { approveLockedVideo } from "./deliver-and-review";
import { DEADLINE_REMINDER_BEFORE_MS, lockOrder, lockVideoForParty, REVIEW_WARNING_BEFORE_MS } from "./order-access";
import { orderMachine } from "./order-transitions";

export interface OrderJobsReport {
  deadlineReminders: number;
  markedLate: number;
  reviewWarnings: number;
  autoApproved: number;
}

const UNDER_REVIEW = ["delivered", "revision_requested"] as const;
const BATCH = 500;

/**
 * The order clocks of docs/product/orders.md, run by a schedule (src/server/jobs). Each step claims its
 * rows with a condition that its own write makes false (a timestamp set once, a status changed),
 * under the row's lock, so a second run — or two workers at once — finds nothing left to do.
 */
export async function runOrderJobs(db: Db, now: Date = new Date()): Promise<OrderJobsReport> {
  return {
    deadlineReminders: await sendDeadlineReminders(db, now),
    markedLate: await markLateOrders(db, now),
    reviewWarnings: await warnReviewsDue(db, now),
    autoApproved: await autoApproveUnreviewed(db, now),
  };
}

/** The creator is reminded once, 24 h before the delivery deadline. */
export async function sendDeadlineReminders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(marketOrder)
      .set({ deadlineReminderSentAt: now })
      .where(
        and(
          inArray(marketOrder.status, ["in_production", "revision_requested"]),
          isNull(marketOrder.deadlineReminderSentAt),
          lte(marketOrder.deadlineAt, new Date(now.getTime() + DEADLINE_REMINDER_BEFORE_MS)),
          sql`${marketOrder.deadlineAt} > ${now}`,
        ),
      )
      .returning({ id: marketOrder.id, deadlineAt: marketOrder.deadlineAt });
    for (const row of rows) {
      await recordEvent(tx, {
        entity: "order",
        entityId: row.id,
        type: "order.deadline_reminder",
        actor: { kind: "system" },
        payload: { deadlineAt: row.deadlineAt?.toISOString() },
      });
    }
    return rows.length;
  });
}

/** An order in production past its deadline is marked late once (the brand sees it; 3 days later it may cancel). */
export async function markLateOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: marketOrder.id })
    .from(marketOrder)
    .where(and(eq(marketOrder.status, "in_production"), isNull(marketOrder.lateAt), lte(marketOrder.deadlineAt, now)))
    .limit(BATCH);
  let marked = 0;
  for (const { id } of due) {
    marked += await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || order.status !== "in_production" || order.lateAt || !order.deadlineAt || order.deadlineAt > now) return 0;
      await transition(tx, orderMachine, {
        id,
        to: "in_production",
        actor: { kind: "system" },
        patch: { lateAt: now },
        payload: { deadlineAt: order.deadlineAt.toISOString() },
      });
      return 1;
    });
  }
  return marked;
}

/** The brand is warned once, 24 h before a delivery is approved automatically. */
export async function warnReviewsDue(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orderVideo)
      .set({ reviewWarningSentAt: now })
      .where(
        and(
          eq(orderVideo.status, "uploaded"),
          isNull(orderVideo.reviewWarningSentAt),
          lte(orderVideo.reviewDueAt, new Date(now.getTime() + REVIEW_WARNING_BEFORE_MS)),
          sql`${orderVideo.reviewDueAt} > ${now}`,
          sql`EXISTS (SELECT 1 FROM market_order WHERE market_order.id = order_video.order_id AND market_order.status IN ('delivered', 'revision_requested'))`,
        ),
      )
      .returning({ id: orderVideo.id, orderId: orderVideo.orderId, position: orderVideo.position, reviewDueAt: orderVideo.reviewDueAt });
    for (const row of rows) {
      await recordEvent(tx, {
        entity: "order_video",
        entityId: row.id,
        type: "order_video.review_reminder",
        actor: { kind: "system" },
        payload: { orderId: row.orderId, position: row.position, reviewDueAt: row.reviewDueAt?.toISOString() },
      });
    }
    return rows.length;
  });
}

/**
 * A delivery not reviewed within 5 days is approved by the system (docs/product/orders.md), with the same
 * money move as the brand's approval. Each video in its own transaction, order locked first: a
 * brand approving at the same moment wins or loses cleanly, and the release is keyed by the video.
 */
export async function autoApproveUnreviewed(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orderVideo.id })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(and(eq(orderVideo.status, "uploaded"), lte(orderVideo.reviewDueAt, now), inArray(marketOrder.status, [...UNDER_REVIEW])))
    .limit(BATCH);
  let approved = 0;
  for (const { id } of due) {
    approved += await db.transaction(async (tx) => {
      const { order, video } = await lockVideoForParty(tx, id, null);
      const stillDue = video.status === "uploaded" && video.reviewDueAt !== null && video.reviewDueAt <= now;
      if (!stillDue || !(UNDER_REVIEW as readonly string[]).includes(order.status)) return 0;
      await approveLockedVideo(tx, order, video, { kind: "system" }, now);
      return 1;
    });
  }
  return approved;
}
