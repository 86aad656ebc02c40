import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("ugc-creator", "/ugc-creator");

export default function UgcCreatorPage() {
  return <ContentPage content={loadPageContent("ugc-creator")} />;
}
