"use client";

import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";
import type { ApiQuery } from "./api-client";

/**
 * The one way UI code reads from the API with SWR: `useApi(v1.query("GET /auth/payouts"))`, or
 * `useApi(ready ? v1.query(...) : null)` to wait. The key comes from the same typed call as the
 * fetch, so the two cannot name different paths; revalidate elsewhere with `mutate(query.key)`.
 */
export function useApi<T>(query: ApiQuery<T> | null, config?: SWRConfiguration<T, unknown>): SWRResponse<T, unknown> {
  return useSWR<T, unknown>(query?.key ?? null, query ? query.fetch : null, config);
}

/** `useApi` for the common body `{ data }`: yields the `data` (under its own key, so the two never share a cache entry). */
export function useApiData<T extends { data: unknown }>(
  query: ApiQuery<T> | null,
  config?: SWRConfiguration<T["data"], unknown>,
): SWRResponse<T["data"], unknown> {
  return useSWR<T["data"], unknown>(query ? dataKey(query) : null, query ? () => query.fetch().then((body) => body.data) : null, config);
}

/** The SWR key `useApiData` files a query under: revalidate it elsewhere with `mutate(dataKey(query))`. */
export function dataKey(query: ApiQuery<unknown>): readonly unknown[] {
  return [...query.key, "data"];
}
