import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("explore-ugc-ecommerce-marketing", "/explore/ugc-ecommerce-marketing");

export default function ExploreUgcEcommerceMarketingPage() {
  return <ContentPage content={loadPageContent("explore-ugc-ecommerce-marketing")} />;
}
