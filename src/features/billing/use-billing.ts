"use client";

import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";

/** The plans on sale (GET /api/v1/plans). */
export function usePlans() {
  return useApiData(v1.query("GET /plans"));
}

/** The buyer's live subscriptions with billing state (GET /api/v1/auth/me/subs). */
export function useSubscriptions() {
  return useApiData(v1.query("GET /auth/me/subs"));
}

/** docs/product/api-conventions.md: the allowance call is made only when the user has subscriptions. */
export function useSubscriptionAllowance(enabled: boolean) {
  return useApiData(enabled ? v1.query("GET /auth/subscription-allowance") : null);
}
