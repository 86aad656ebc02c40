import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("use-cases-user-generated-content", "/use-cases/user-generated-content");

export default function UseCasesUserGeneratedContentPage() {
  return <ContentPage content={loadPageContent("use-cases-user-generated-content")} />;
}
