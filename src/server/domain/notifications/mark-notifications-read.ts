import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { notification } from "@/server/db/schema";

/**
 * Marks the caller's notifications as read (docs/product decides what docs/product/messages-and-notifications.md leaves open: opening
 * the panel reads what it shows). Ownership is part of the update itself: ids that belong to
 * someone else, or that do not exist, are left alone and not reported, so the answer never tells a
 * caller whether another user's notification exists. Already-read rows keep their first read time.
 */
export async function markNotificationsRead(db: Db, input: { userId: string; ids: readonly string[] }): Promise<{ updated: number }> {
  if (input.ids.length === 0) return { updated: 0 };
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(eq(notification.userId, input.userId), inArray(notification.id, [...input.ids]), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return { updated: rows.length };
}
