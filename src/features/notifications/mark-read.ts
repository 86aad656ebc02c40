import { v1 } from "@/lib/api-client";

/** POST /api/v1/auth/notifications/read { ids }: marks the caller's notifications read. */
export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await v1.call("POST /auth/notifications/read", { body: { ids: [...ids] } });
}
