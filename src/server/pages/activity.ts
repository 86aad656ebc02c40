import "server-only";
import type { Notification } from "@/contracts/me";
import { getServerCaller } from "@/server/auth/server-session";
import { listActivity } from "@/server/domain/notifications/list-activity";
import { getAppContext } from "@/server/runtime";

/** A dashboard's activity list for the signed-in user (empty when signed out). */
export async function loadActivity(area: "brand" | "creator"): Promise<Notification[]> {
  const caller = await getServerCaller();
  if (!caller) return [];
  return listActivity((await getAppContext()).db, { userId: caller.userId, area });
}
