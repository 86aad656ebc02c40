import "server-only";
import { getAdminOverview } from "@/server/domain/admin/get-admin-overview";
import { checkConsistency } from "@/server/domain/ledger";
import { getAppContext } from "@/server/runtime";

/** The admin home: counts, recent sign-ups and the ledger's consistency check. */
export async function loadAdminHome() {
  const { db } = await getAppContext();
  const [overview, ledger] = await Promise.all([getAdminOverview(db), checkConsistency(db)]);
  return { overview, ledger };
}
