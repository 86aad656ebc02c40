import type { Metadata } from "next";
import { prerenderedAreaPage } from "@/components/shell/prerendered-area-page";
import { CreatorOrdersPage } from "@/features/orders/orders-page";
import { OrderListLoading } from "@/features/orders/orders-loading";

export const metadata: Metadata = {
  title: "Your Orders",
  description: "Orders from brands who bought your packages or accepted your proposals.",
};

export default prerenderedAreaPage("creator", CreatorOrdersPage, OrderListLoading);
