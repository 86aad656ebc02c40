import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("features-creator-marketplace", "/features/creator-marketplace");

export default function FeaturesCreatorMarketplacePage() {
  return <ContentPage content={loadPageContent("features-creator-marketplace")} />;
}
