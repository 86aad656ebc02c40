"use client";

import { unstable_serialize } from "swr";
import type { Me } from "@/contracts/me";
import { authApi } from "@/lib/api-client";
import { type SessionStatus, sessionStatus } from "@/lib/session-status";
import { useApi } from "@/lib/use-api";

const meQuery = () => authApi.query("GET /me");

/** SWR key of GET /api/auth/me (as SWR files it): revalidate it with `mutate(ME_KEY)` after a change that affects the user. */
export const ME_KEY = unstable_serialize(meQuery().key);

export interface UseMe {
  me: Me | null | undefined;
  status: SessionStatus;
  error: unknown;
  /** Re-fetches the current user (after a change that affects it: a top-up, marking read, …). */
  refresh: () => Promise<Me | null | undefined>;
}

/**
 * The current user (docs/product/current-user.md), fetched from GET /api/auth/me with the shared SWR settings and
 * re-fetched on mount and on focus (docs/product/api-conventions.md). The status follows docs/product/current-user.md "Session": the
 * sign-in state is known only once the user has loaded (our auth lives in the same request).
 */
export function useMe(): UseMe {
  const swr = useApi(meQuery(), { revalidateOnMount: true });
  const { data, isLoading, mutate } = swr;
  const error: unknown = swr.error;
  const settled = !isLoading || data !== undefined;
  return {
    me: data,
    status: sessionStatus({ authLoaded: settled, meLoading: !settled, isSignedIn: data != null }),
    error,
    refresh: () => mutate(),
  };
}
