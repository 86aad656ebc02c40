import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("use-cases-influencer-marketing", "/use-cases/influencer-marketing");

export default function UseCasesInfluencerMarketingPage() {
  return <ContentPage content={loadPageContent("use-cases-influencer-marketing")} />;
}
