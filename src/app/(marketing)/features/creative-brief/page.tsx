import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("features-creative-brief", "/features/creative-brief");

export default function FeaturesCreativeBriefPage() {
  return <ContentPage content={loadPageContent("features-creative-brief")} />;
}
