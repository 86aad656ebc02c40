import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { requireSecret } from "@/config/deployment";
import type { StartStoreInstall, StoreConnection } from "@/contracts/store";
import { storeConnection } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { storeAdapter } from "@/server/integrations/store";
import { assertManagesStore, liveStoreConnection, storeConnectionView, type StoreActor, type StoreDeps } from "./store-access";
import { assertStoreTransition } from "./store-connection-transitions";
import { encryptStoreToken } from "./store-token-cipher";

export const hashOAuthState = (state: string) => createHash("sha256").update(state).digest("base64url");

/** Where Shopify sends the brand back after the approval (registered as the app's redirect URL). */
export const storeCallbackUrl = (origin: string, provider: string) => `${origin.replace(/\/$/, "")}/api/v1/store/${provider}/callback`;

/**
 * POST /auth/store/install. Shopify: a pending connection holding the hash of a random `state`,
 * and the authorize URL to send the brand to. The sandbox connects at once. A pending install
 * left unfinished is replaced by the new one; a connected store must be disconnected first.
 */
export async function startStoreInstall(
  deps: Pick<StoreDeps, "db" | "settings">,
  actor: StoreActor,
  input: StartStoreInstall,
): Promise<{ authorizeUrl: string | null; connection: StoreConnection }> {
  assertManagesStore(actor);
  const adapter = storeAdapter(deps.settings, input.provider);
  const state = randomBytes(24).toString("base64url");
  // Validates the shop domain before anything is written.
  const start = adapter.startInstall({
    shopDomain: input.shopDomain ?? null,
    state,
    redirectUri: storeCallbackUrl(deps.settings.BETTER_AUTH_URL, adapter.name),
  });
  const secret = requireSecret(deps.settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET");
  const now = new Date();

  const row = await deps.db.transaction(async (tx) => {
    const live = await liveStoreConnection(tx, actor.buyer.id);
    if (live?.status === "connected") throw new AppError("conflict", "A store is already connected: disconnect it first");
    if (live) {
      assertStoreTransition("pending", "disconnected");
      await tx
        .update(storeConnection)
        .set({ status: "disconnected", disconnectedAt: now, oauthStateHash: null })
        .where(and(eq(storeConnection.id, live.id), eq(storeConnection.status, "pending")));
    }
    const [created] = await tx
      .insert(storeConnection)
      .values(
        start.kind === "connected"
          ? {
              buyerAccountId: actor.buyer.id,
              provider: adapter.name,
              shopDomain: start.shopDomain,
              shopName: start.shopName,
              accessTokenEncrypted: encryptStoreToken(secret, start.accessToken),
              status: "connected",
              startedByUserId: actor.userId,
              connectedAt: now,
            }
          : {
              buyerAccountId: actor.buyer.id,
              provider: adapter.name,
              shopDomain: start.shopDomain,
              oauthStateHash: hashOAuthState(state),
              status: "pending",
              startedByUserId: actor.userId,
            },
      )
      .returning();
    return created!;
  });
  return { authorizeUrl: start.kind === "redirect" ? start.authorizeUrl : null, connection: storeConnectionView(row) };
}
