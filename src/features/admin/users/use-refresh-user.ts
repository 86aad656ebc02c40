"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { useSWRConfig } from "swr";

/**
 * After a change to a user: the server-rendered page (badges, balances, ban notice) is rendered
 * again, and the page's lists load again too, so the new audit row shows at once.
 */
export function useRefreshUser(userId: string): () => void {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    router.refresh();
    const prefix = `/users/${userId}/records/`;
    void mutate((key) => Array.isArray(key) && typeof key[0] === "string" && key[0].startsWith(prefix));
  }, [router, mutate, userId]);
}
