"use client";

import { useState } from "react";
import type { Notification } from "@/contracts/me";
import type { BrandDashboard, CreatorDashboard } from "@/contracts/orders";
import { useLiveChanges } from "@/components/live/live-refresh";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";

/** Events that change a dashboard's order cards and activity list. */
const DASHBOARD_EVENTS = ["order.", "order_video.", "payout."];

interface DashboardData<Orders> {
  /** undefined while loading; "error" when the order part failed (the rest of the page still shows). */
  orders: Orders | "error" | undefined;
  /** undefined while loading; empty when it failed (the card then says there is nothing new). */
  activity: Notification[] | undefined;
  /** When the page loaded its data: the countdowns' "now" for their first render. */
  loadedAt: string;
}

/** A dashboard's order part and activity from the API, refreshed on focus and when a live event concerns them. */
export function useDashboardData(side: "brand"): DashboardData<BrandDashboard>;
export function useDashboardData(side: "creator"): DashboardData<CreatorDashboard>;
export function useDashboardData(side: "brand" | "creator"): DashboardData<BrandDashboard | CreatorDashboard> {
  const [loadedAt] = useState(() => new Date().toISOString());
  const brand = useApiData(side === "brand" ? v1.query("GET /auth/brand/dashboard") : null);
  const creator = useApiData(side === "creator" ? v1.query("GET /auth/creator/dashboard") : null);
  const activity = useApiData(v1.query("GET /auth/activity", { query: { area: side } }));
  useLiveChanges({ prefixes: DASHBOARD_EVENTS }, () => {
    void brand.mutate();
    void creator.mutate();
    void activity.mutate();
  });

  const activityItems = activity.data ?? (activity.error ? [] : undefined);
  const orders = side === "brand" ? brand : creator;
  return { orders: orders.data ?? (orders.error ? "error" : undefined), activity: activityItems, loadedAt };
}
