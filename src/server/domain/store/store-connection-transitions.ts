import { AppError } from "@/server/errors";

/*
 * The states of a store connection and who moves it (docs/decisions/073). Only the use-cases of
 * this folder write `status`, each through `assertStoreTransition` and a guarded update
 * (`where status = from`), so two racing requests cannot both move the same row.
 */
export type StoreConnectionStatus = "pending" | "connected" | "disconnected";

const ALLOWED: Record<StoreConnectionStatus, StoreConnectionStatus[]> = {
  // An install the brand approved (Shopify's callback), or abandoned for a new one (disconnected).
  pending: ["connected", "disconnected"],
  connected: ["disconnected"],
  disconnected: [],
};

export function canTransitionStore(from: StoreConnectionStatus, to: StoreConnectionStatus): boolean {
  return ALLOWED[from].includes(to);
}

export function assertStoreTransition(from: StoreConnectionStatus, to: StoreConnectionStatus): void {
  if (!canTransitionStore(from, to)) throw new AppError("invalid_state", `The store connection is ${from}; it cannot become ${to}`);
}
