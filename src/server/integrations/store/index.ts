import { createHash } from "node:crypto";
import { isLocalMode } from "@/config/deployment";
import type { Settings } from "@/config/env";
import { AppError } from "@/server/errors";
import { createSandboxStoreAdapter } from "./sandbox";
import { createShopifyAdapter } from "./shopify";
import type { StoreAdapter, StoreProviderName } from "./types";

export type * from "./types";
export { decimalToCents, STORE_SCOPES } from "./types";
export { normalizeShopDomain } from "./shopify";
export { SANDBOX_PRODUCTS, SANDBOX_SHOP_DOMAIN, SANDBOX_SHOP_NAME } from "./sandbox";

type StoreSettings = Pick<Settings, "SHOPIFY_CLIENT_ID" | "SHOPIFY_CLIENT_SECRET" | "BETTER_AUTH_URL" | "LOCAL_MODE">;

/**
 * The store providers this server offers (docs/decisions/073): Shopify when its app's client id
 * and secret are set; the sandbox in local mode only, like the sandbox payments, so a deployment
 * never shows a make-believe store to real brands.
 */
export function availableStoreProviders(settings: StoreSettings): StoreProviderName[] {
  const names: StoreProviderName[] = [];
  if (settings.SHOPIFY_CLIENT_ID && settings.SHOPIFY_CLIENT_SECRET) names.push("shopify");
  if (isLocalMode(settings)) names.push("sandbox");
  return names;
}

const cache = new WeakMap<object, Map<StoreProviderName, StoreAdapter>>();

/** The adapter of a provider this server offers; any other name is a 404. */
export function storeAdapter(settings: StoreSettings, name: string): StoreAdapter {
  const available = availableStoreProviders(settings);
  if (!available.some((n) => n === name)) throw new AppError("not_found", `Store provider "${name}" is not available on this server`);
  let adapters = cache.get(settings);
  if (!adapters) cache.set(settings, (adapters = new Map<StoreProviderName, StoreAdapter>()));
  let adapter = adapters.get(name as StoreProviderName);
  if (!adapter) {
    adapter =
      name === "shopify"
        ? createShopifyAdapter({ clientId: settings.SHOPIFY_CLIENT_ID!, clientSecret: settings.SHOPIFY_CLIENT_SECRET! })
        : createSandboxStoreAdapter();
    adapters.set(name as StoreProviderName, adapter);
  }
  return adapter;
}

/**
 * Puts a provider's adapter in place for one settings object: the API tests point the real Shopify
 * adapter at a local server that answers as Shopify does (this machine cannot reach Shopify).
 */
export function useStoreAdapter(settings: StoreSettings, adapter: StoreAdapter): void {
  let adapters = cache.get(settings);
  if (!adapters) cache.set(settings, (adapters = new Map<StoreProviderName, StoreAdapter>()));
  adapters.set(adapter.name, adapter);
}

/** A short fingerprint of a picture address: a re-import re-stores a picture only when the store changed it. */
export function imageFingerprint(url: string): string {
  return createHash("sha256").update(url).digest("base64url").slice(0, 22);
}
