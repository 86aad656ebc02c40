"use client";

import type { StoreProductsQuery } from "@/contracts/store";
import { v1 } from "@/lib/api-client";
import { useApi, useApiData } from "@/lib/use-api";

/** The providers this server offers and the account's live store connection (GET /api/v1/auth/store). */
export function useStoreState() {
  return useApiData(v1.query("GET /auth/store"));
}

/** One page of the connected store's catalogue; null while no store is connected. */
export function useStoreProducts(query: StoreProductsQuery | null) {
  return useApi(query ? v1.query("GET /auth/store/products", { query }) : null);
}
