import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { AdResultsScreen } from "@/features/ad-results/ad-results-screen";

export const metadata: Metadata = {
  title: "Ad results",
  description: "Import your Meta and TikTok Ads Manager exports and see which videos, hooks and creators sell.",
};

function AdResultsPage() {
  return <AdResultsScreen today={new Date().toISOString().slice(0, 10)} />;
}

export default areaPage("brand", AdResultsPage);
