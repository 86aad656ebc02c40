import type { Metadata } from "next";
import { prerenderedAreaPage } from "@/components/shell/prerendered-area-page";
import { CreatorDashboard } from "./creator-dashboard";
import { DashboardLoading } from "../_shared/dashboard-loading";

export const metadata: Metadata = { title: "Dashboard", description: "Your creator home." };

export default prerenderedAreaPage("creator", CreatorDashboard, DashboardLoading);
