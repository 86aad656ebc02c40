"use client";

import type { ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { AppToaster } from "@/components/shell/app-toaster";
import { api } from "@/lib/api-client";
import { SWR_CONFIG_VALUES } from "@/lib/constants";
import type { QueryParams } from "@/lib/query-string";
import { retryOnceAfterInterval } from "./swr-error-retry";

/** A SWR key is a v1 API path, or `[path, query]`; the fetcher yields the response's `data`. */
export type ApiKey = string | readonly [string, QueryParams];

export function apiFetcher<T>(key: ApiKey): Promise<T> {
  return typeof key === "string" ? api.get<T>(key) : api.get<T>(key[0], key[1]);
}

/** Data fetching exactly as SPEC.md §9 (values in src/lib/constants.ts). */
export const swrConfig: SWRConfiguration = { ...SWR_CONFIG_VALUES, onErrorRetry: retryOnceAfterInterval, fetcher: apiFetcher };

/** Client-side providers of the signed-in area: data fetching and the toaster (SPEC.md §8, §9). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <AppToaster />
    </SWRConfig>
  );
}
