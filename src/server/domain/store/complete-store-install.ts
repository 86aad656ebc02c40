import { and, eq } from "drizzle-orm";
import { requireSecret } from "@/config/deployment";
import { storeConnection } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { storeAdapter } from "@/server/integrations/store";
import { storeConnectionView, type StoreDeps } from "./store-access";
import { assertStoreTransition } from "./store-connection-transitions";
import { hashOAuthState } from "./start-store-install";
import { encryptStoreToken } from "./store-token-cipher";

/**
 * GET /store/{provider}/callback: the brand comes back from approving the access. The pending
 * connection is found by its `state` (a random value only this install knows), the query's
 * signature and shop are checked by the adapter, the code is exchanged for a token, and the
 * connection becomes connected. Anything refused leaves the pending row as it was.
 */
export async function completeStoreInstall(deps: Pick<StoreDeps, "db" | "settings">, provider: string, query: Record<string, string>) {
  const adapter = storeAdapter(deps.settings, provider);
  if (!query.state) throw new AppError("validation_error", "The callback has no state");
  const [pending] = await deps.db
    .select()
    .from(storeConnection)
    .where(and(eq(storeConnection.oauthStateHash, hashOAuthState(query.state)), eq(storeConnection.provider, adapter.name)))
    .limit(1);
  if (!pending || pending.status !== "pending")
    throw new AppError("not_found", "This install was not started here, or is already finished");
  if (query.shop !== pending.shopDomain)
    throw new AppError("validation_error", "The callback is for another shop than the one being connected");

  const done = await adapter.completeInstall(query);
  assertStoreTransition("pending", "connected");
  const secret = requireSecret(deps.settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET");
  const [row] = await deps.db
    .update(storeConnection)
    .set({
      status: "connected",
      shopName: done.shopName,
      accessTokenEncrypted: encryptStoreToken(secret, done.accessToken),
      oauthStateHash: null,
      connectedAt: new Date(),
    })
    .where(and(eq(storeConnection.id, pending.id), eq(storeConnection.status, "pending")))
    .returning();
  if (!row) throw new AppError("conflict", "This install was finished or replaced meanwhile");
  return storeConnectionView(row);
}
