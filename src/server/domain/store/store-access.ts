import { and, eq, inArray } from "drizzle-orm";
import { requireSecret } from "@/config/deployment";
import type { Settings } from "@/config/env";
import type { StoreConnection } from "@/contracts/store";
import type { Db } from "@/server/db/database";
import { storeConnection } from "@/server/db/schema";
import type { CallerBuyerAccount } from "@/server/domain/identity/resolve-caller";
import { AppError } from "@/server/errors";
import type { StorageAdapter } from "@/server/integrations/storage";
import type { StoreCredentials } from "@/server/integrations/store";
import type { Logger } from "@/server/logger";
import { decryptStoreToken } from "./store-token-cipher";

/** What the store use-cases need besides the database. */
export interface StoreDeps {
  db: Db;
  settings: Settings;
  storage: StorageAdapter;
  logger: Logger;
}

/** The caller as the store use-cases see them: the account they act for, their role in it, who they are. */
export interface StoreActor {
  userId: string;
  buyer: Pick<CallerBuyerAccount, "id" | "role">;
}

/**
 * The store connection is an organization setting: it lets people read the brand's catalogue and
 * fill its saved products, so, like billing, only the organization's owners and admins manage it
 * (a personal account is its owner's). Members still pick the imported products in a brief.
 */
export function assertManagesStore(actor: StoreActor): void {
  if (actor.buyer.role !== "owner" && actor.buyer.role !== "admin") {
    throw new AppError("forbidden", "Only the organization's owners and admins can manage its store connection");
  }
}

export type StoreConnectionRow = typeof storeConnection.$inferSelect;

export const storeConnectionView = (r: StoreConnectionRow): StoreConnection => ({
  id: r.id,
  provider: r.provider === "shopify" ? "shopify" : "sandbox",
  shopDomain: r.shopDomain,
  shopName: r.shopName,
  status: r.status === "connected" ? "connected" : r.status === "pending" ? "pending" : "disconnected",
  connectedAt: r.connectedAt?.toISOString() ?? null,
  lastImportAt: r.lastImportAt?.toISOString() ?? null,
});

/** The account's live connection (pending or connected), or null. */
export async function liveStoreConnection(db: Db, buyerAccountId: string): Promise<StoreConnectionRow | null> {
  const [row] = await db
    .select()
    .from(storeConnection)
    .where(and(eq(storeConnection.buyerAccountId, buyerAccountId), inArray(storeConnection.status, ["pending", "connected"])))
    .limit(1);
  return row ?? null;
}

/** The account's connected store and the credentials to read it; 409 when none is connected. */
export async function connectedStoreOrThrow(deps: Pick<StoreDeps, "db" | "settings">, buyerAccountId: string) {
  const row = await liveStoreConnection(deps.db, buyerAccountId);
  if (!row || row.status !== "connected" || !row.accessTokenEncrypted) {
    throw new AppError("invalid_state", "Connect your store first");
  }
  const token = decryptStoreToken(requireSecret(deps.settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET"), row.accessTokenEncrypted);
  if (!token) throw new AppError("invalid_state", "The store's access can no longer be read: disconnect and connect it again");
  const credentials: StoreCredentials = { shopDomain: row.shopDomain, accessToken: token };
  return { row, credentials };
}
