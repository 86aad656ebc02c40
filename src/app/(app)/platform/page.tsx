import type { Metadata } from "next";
import { prerenderedAreaPage } from "@/components/shell/prerendered-area-page";
import { BrandDashboard } from "./brand-dashboard";
import { DashboardLoading } from "../_shared/dashboard-loading";

export const metadata: Metadata = { title: "Dashboard", description: "Your brand home." };

export default prerenderedAreaPage("brand", BrandDashboard, DashboardLoading);
