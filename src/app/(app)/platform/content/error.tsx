"use client";

import { OrdersError } from "@/features/orders/orders-error";

export default function ContentLibraryErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <OrdersError reset={reset} what="your content library" />;
}
