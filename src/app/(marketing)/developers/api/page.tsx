import { AdminApiTabs } from "./admin-api-tabs";
import { ApiReference, type OpenApiDocument } from "@/features/developers/api-reference";
import { PageHero } from "@/features/marketing/components/page-hero";
import { pageMetadata } from "@/features/marketing/seo/page-metadata";
import { loadApiReference } from "@/server/pages/api-reference";

export const metadata = pageMetadata({
  title: "API reference",
  description: "Every route of the Reelbrief API: parameters, request bodies and answers, from the OpenAPI 3.1 document.",
  path: "/developers/api",
});

/**
 * Built from the routes' own declarations: no database or settings needed to render it, so it is
 * prerendered. Admins also get tabs to the administrative API's reference (decided in the browser).
 */
export default function ApiReferencePage() {
  const doc = loadApiReference() as unknown as OpenApiDocument;
  return (
    <main id="main" className="bg-background">
      <PageHero
        eyebrow="Developers"
        headline="API reference"
        subheadline={`${doc.info.title} ${doc.info.version} — OpenAPI ${doc.openapi}`}
        size="compact"
      />
      <AdminApiTabs />
      <ApiReference doc={doc} />
    </main>
  );
}
