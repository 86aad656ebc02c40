import type { StoreState } from "@/contracts/store";
import { availableStoreProviders } from "@/server/integrations/store";
import { assertManagesStore, liveStoreConnection, storeConnectionView, type StoreActor, type StoreDeps } from "./store-access";

/** GET /auth/store: the providers this server offers and the account's live connection. */
export async function getStoreState(deps: Pick<StoreDeps, "db" | "settings">, actor: StoreActor): Promise<StoreState> {
  assertManagesStore(actor);
  const row = await liveStoreConnection(deps.db, actor.buyer.id);
  return { providers: availableStoreProviders(deps.settings), connection: row ? storeConnectionView(row) : null };
}
