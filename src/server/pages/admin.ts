import "server-only";
import { getAdminOverview } from "@/server/domain/admin/get-admin-overview";
import { listFailedPaymentEvents } from "@/server/domain/admin/list-failed-payment-events";
import { checkConsistency } from "@/server/domain/ledger";
import { getAppContext } from "@/server/runtime";

/** The admin home: counts, recent sign-ups, the ledger's consistency check and failed payment events. */
export async function loadAdminHome() {
  const { db } = await getAppContext();
  const [overview, ledger, failedPaymentEvents] = await Promise.all([
    getAdminOverview(db),
    checkConsistency(db),
    listFailedPaymentEvents(db),
  ]);
  return { overview, ledger, failedPaymentEvents };
}
