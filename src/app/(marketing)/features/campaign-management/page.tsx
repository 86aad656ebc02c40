import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("features-campaign-management", "/features/campaign-management");

export default function FeaturesCampaignManagementPage() {
  return <ContentPage content={loadPageContent("features-campaign-management")} />;
}
