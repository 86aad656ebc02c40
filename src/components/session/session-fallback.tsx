"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import type { Me } from "@/contracts/me";
import { ME_KEY } from "./use-me";

/**
 * Seeds useMe with the user the server layout already loaded, so the first paint shows the right
 * header instead of a loading state; SWR still re-fetches on mount and on focus.
 */
export function SessionFallback({ me, children }: { me: Me | null; children: ReactNode }) {
  return <SWRConfig value={{ fallback: { [ME_KEY]: me } }}>{children}</SWRConfig>;
}
