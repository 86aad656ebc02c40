"use client";

import useSWR from "swr";
import { v1 } from "@/lib/api-client";

/** The plans on sale (GET /api/v1/plans). */
export function usePlans() {
  return useSWR("/plans", () => v1.call("GET /plans").then((r) => r.data));
}

/** The buyer's live subscriptions with billing state (GET /api/v1/auth/me/subs). */
export function useSubscriptions() {
  return useSWR("/auth/me/subs", () => v1.call("GET /auth/me/subs").then((r) => r.data));
}

/** SPEC.md §7: the allowance call is made only when the user has subscriptions. */
export function useSubscriptionAllowance(enabled: boolean) {
  return useSWR(enabled ? "/auth/subscription-allowance" : null, () => v1.call("GET /auth/subscription-allowance").then((r) => r.data));
}
