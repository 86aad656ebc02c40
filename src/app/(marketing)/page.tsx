import { ContentPage, contentPageMetadata } from "@/features/marketing/components/content-page";
import { HomePreview } from "@/features/marketing/components/home-preview";
import { OrganizationJsonLd } from "@/features/marketing/seo/json-ld";
import { loadPageContent } from "@/features/marketing/content/page-content";

export const metadata = contentPageMetadata("home", "/");

export default function HomePage() {
  return (
    <>
      <ContentPage content={loadPageContent("home")} heroSize="large" heroExtra={<HomePreview />} />
      <OrganizationJsonLd />
    </>
  );
}
