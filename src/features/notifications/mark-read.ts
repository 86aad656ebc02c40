import type { Notification } from "@/contracts/me";
import { v1 } from "@/lib/api-client";

/** POST /api/v1/auth/notifications/read { ids }: marks the caller's notifications read. */
export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await v1.call("POST /auth/notifications/read", { json: { ids: [...ids] } });
}

/** POST /api/v1/auth/notifications/read-all: every unread notification, not only those shown. */
export async function markAllNotificationsRead(): Promise<void> {
  await v1.call("POST /auth/notifications/read-all");
}

/** GET /api/v1/auth/notifications?before=: the page older than `before`. */
export async function loadOlderNotifications(before: string): Promise<{ data: Notification[]; nextCursor: string | null }> {
  return v1.call("GET /auth/notifications", { query: { before } });
}
