import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("features-content-management", "/features/content-management");

export default function FeaturesContentManagementPage() {
  return <ContentPage content={loadPageContent("features-content-management")} />;
}
