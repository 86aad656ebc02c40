import "server-only";
import { getSandboxCheckout } from "@/server/domain/wallet/sandbox-checkout";
import { getAppContext } from "@/server/runtime";

export { SANDBOX_DECLINE_CARD, SANDBOX_SUCCESS_CARD } from "@/server/domain/wallet/sandbox-cards";

/** The sandbox payment page's checkout, or null when there is no such checkout. */
export async function loadSandboxCheckout(id: string) {
  return getSandboxCheckout((await getAppContext()).db, id);
}
