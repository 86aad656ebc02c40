"use client";

import { OrdersError } from "@/features/orders/orders-error";

export default function AdResultsErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <OrdersError reset={reset} what="your ad results" />;
}
