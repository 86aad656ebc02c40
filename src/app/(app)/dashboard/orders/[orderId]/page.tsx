import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { OrderDetailPage } from "../../../_shared/order-detail-page";

export const metadata: Metadata = { title: "Order", description: "One order: brief, videos, shipping, money and timeline." };

async function CreatorOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <OrderDetailPage side="creator" orderId={orderId} listHref="/dashboard/orders" />;
}

export default areaPage("creator", CreatorOrderPage);
