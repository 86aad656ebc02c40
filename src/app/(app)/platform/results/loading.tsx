import { OrdersLoading } from "@/features/orders/orders-loading";

export default function Loading() {
  return <OrdersLoading label="Loading your ad results…" />;
}
