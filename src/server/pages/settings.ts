import "server-only";
import { getAppContext } from "@/server/runtime";

/** The platform fee rate the ledger takes on approval, for pages that show a creator's pay. */
export async function loadPlatformFeeBps(): Promise<number> {
  return (await getAppContext()).settings.PLATFORM_FEE_BPS;
}
