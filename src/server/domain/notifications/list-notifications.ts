import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { notificationSchema, type Notification, type NotificationType } from "@/contracts/me";
import { NOTIFICATIONS_PAGE_SIZE } from "@/contracts/notifications";
import type { Executor } from "@/server/db/database";
import { notification } from "@/server/db/schema";

/**
 * One page of the caller's notifications, newest first. The cursor is the id of the oldest one
 * shown; the next page is `(created_at, id) <` that row's, so equal timestamps neither repeat nor
 * skip, and an id that is not the caller's (or does not exist) matches nothing: an empty page.
 * `types` are the bell's types for the caller's role (roles.ts visibleNotificationTypes): the
 * panel pages through those only, so activity never fills its pages.
 */
export async function listNotifications(
  db: Executor,
  input: { userId: string; types: readonly NotificationType[]; before?: string; limit?: number },
): Promise<{ data: Notification[]; nextCursor: string | null }> {
  const limit = input.limit ?? NOTIFICATIONS_PAGE_SIZE;
  const cursor = input.before
    ? sql`(${notification.createdAt}, ${notification.id}) < (select c.created_at, c.id from ${notification} c where c.id = ${input.before} and c.user_id = ${input.userId})`
    : undefined;
  const rows = await db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, input.userId), inArray(notification.type, [...input.types]), cursor))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const data = page.flatMap(notificationsOfRow);
  return { data, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** A stored row as the API sends it; a row whose data no longer matches its contract is skipped, not sent broken (as /me). */
export function notificationsOfRow(n: typeof notification.$inferSelect): Notification[] {
  const parsed = notificationSchema.safeParse({
    id: n.id,
    notification_type: n.type,
    data: n.data,
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
    formatted_message: n.formattedMessage,
  });
  return parsed.success ? [parsed.data] : [];
}
