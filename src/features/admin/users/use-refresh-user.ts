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
    // Keys of useApi queries: [client, endpoint, input, ...]; this user's record lists, every page.
    void mutate(
      (key) =>
        Array.isArray(key) && key[1] === "GET /users/:id/records/:list" && (key[2] as { param?: { id?: string } }).param?.id === userId,
    );
  }, [router, mutate, userId]);
}
