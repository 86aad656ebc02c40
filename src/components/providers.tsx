"use client";

import type { ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { AppToaster } from "@/components/shell/app-toaster";
import { SWR_CONFIG_VALUES } from "@/lib/constants";
import { retryOnceAfterInterval } from "./swr-error-retry";

/**
 * Data fetching exactly as docs/product/api-conventions.md (values in src/lib/constants.ts). No default fetcher: every
 * read names its typed call through useApi (src/lib/use-api.ts).
 */
export const swrConfig: SWRConfiguration = { ...SWR_CONFIG_VALUES, onErrorRetry: retryOnceAfterInterval };

/** Client-side providers of the signed-in area: data fetching and the toaster (docs/product/screens-and-navigation.md, docs/product/api-conventions.md). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <AppToaster />
    </SWRConfig>
  );
}
