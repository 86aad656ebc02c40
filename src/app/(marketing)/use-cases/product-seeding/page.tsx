import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("use-cases-product-seeding", "/use-cases/product-seeding");

export default function UseCasesProductSeedingPage() {
  return <ContentPage content={loadPageContent("use-cases-product-seeding")} />;
}
