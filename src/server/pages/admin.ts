import "server-only";
import { getOverview } from "@/server/domain/admin/overview/get-overview";
import { getAppContext } from "@/server/runtime";

/** The admin home: the same overview GET /api/v2/overview serves. */
export async function loadAdminHome() {
  const { db } = await getAppContext();
  return getOverview(db);
}
