import { api } from "@/lib/api-client";

/** POST /api/v1/auth/notifications/read { ids }: marks the caller's notifications read. */
export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await api.post("/auth/notifications/read", { ids });
}
