"use client";

import { OrdersError } from "@/features/orders/orders-error";

export default function OrdersErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <OrdersError reset={reset} what="this order" />;
}
