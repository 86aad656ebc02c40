"use client";

import useSWR from "swr";
import type { PlanView, SubscriptionDetail } from "@/contracts/money";
import type { SubscriptionAllowance } from "@/contracts/me";
import { api } from "@/lib/api-client";

/** The plans on sale (GET /api/v1/plans). */
export function usePlans() {
  return useSWR<PlanView[]>("/plans", () => api.get<PlanView[]>("/plans"));
}

/** The buyer's live subscriptions with billing state (GET /api/v1/auth/me/subs). */
export function useSubscriptions() {
  return useSWR<SubscriptionDetail[]>("/auth/me/subs", () => api.get<SubscriptionDetail[]>("/auth/me/subs"));
}

/** SPEC.md §7: the allowance call is made only when the user has subscriptions. */
export function useSubscriptionAllowance(enabled: boolean) {
  return useSWR<SubscriptionAllowance>(enabled ? "/auth/subscription-allowance" : null, () =>
    api.get<SubscriptionAllowance>("/auth/subscription-allowance"),
  );
}
