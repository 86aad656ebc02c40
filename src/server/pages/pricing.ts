import "server-only";
import { listPlans } from "@/server/domain/billing/list-plans";
import { getAppContext } from "@/server/runtime";

/** The active plans the pricing page lists. */
export async function loadPlans() {
  return listPlans((await getAppContext()).db);
}
