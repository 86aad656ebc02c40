import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { notification } from "@/server/db/schema";

/**
 * "Mark all as read": every unread notification of the caller, not only the page the panel shows.
 * Already-read rows keep their first read time.
 */
export async function markAllNotificationsRead(db: Executor, input: { userId: string }): Promise<{ updated: number }> {
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(eq(notification.userId, input.userId), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return { updated: rows.length };
}
