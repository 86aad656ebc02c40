import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("features-relationship-management", "/features/relationship-management");

export default function FeaturesRelationshipManagementPage() {
  return <ContentPage content={loadPageContent("features-relationship-management")} />;
}
