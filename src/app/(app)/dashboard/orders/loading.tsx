import { OrderListLoading } from "@/features/orders/orders-loading";

export default OrderListLoading;
