import { and, eq } from "drizzle-orm";
import type { StoreConnection } from "@/contracts/store";
import { storeConnection } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { assertManagesStore, liveStoreConnection, storeConnectionView, type StoreActor, type StoreDeps } from "./store-access";
import { assertStoreTransition, type StoreConnectionStatus } from "./store-connection-transitions";

/**
 * POST /auth/store/disconnect: the token is forgotten at once (the row keeps the shop as history);
 * the products imported from the store stay saved products, and briefs that use them are untouched.
 */
export async function disconnectStore(deps: Pick<StoreDeps, "db">, actor: StoreActor): Promise<StoreConnection> {
  assertManagesStore(actor);
  const live = await liveStoreConnection(deps.db, actor.buyer.id);
  if (!live) throw new AppError("not_found", "No store is connected");
  const from = live.status as StoreConnectionStatus;
  assertStoreTransition(from, "disconnected");
  const [row] = await deps.db
    .update(storeConnection)
    .set({ status: "disconnected", disconnectedAt: new Date(), accessTokenEncrypted: null, oauthStateHash: null })
    .where(and(eq(storeConnection.id, live.id), eq(storeConnection.status, from)))
    .returning();
  if (!row) throw new AppError("conflict", "The store connection changed meanwhile; reload and try again");
  return storeConnectionView(row);
}
