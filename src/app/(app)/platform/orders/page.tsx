import type { Metadata } from "next";
import { prerenderedAreaPage } from "@/components/shell/prerendered-area-page";
import { BrandOrdersPage } from "@/features/orders/orders-page";
import { OrderListLoading } from "@/features/orders/orders-loading";

export const metadata: Metadata = {
  title: "Orders",
  description: "Orders you placed with creators, from packages and accepted proposals.",
};

export default prerenderedAreaPage("brand", BrandOrdersPage, OrderListLoading);
