import type { Metadata } from "next";
import { ApiReference, type OpenApiDocument } from "@/features/developers/api-reference";
import { ApiTabs } from "@/features/developers/api-tabs";
import { PageHero } from "@/features/marketing/components/page-hero";
import { requireAdminPage } from "@/server/auth/require-admin-page";
import { loadAdminApiReference } from "@/server/pages/api-reference";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Administrative API reference", robots: { index: false } };

/**
 * The administrative API (v2) for admins, rendered per request so nobody else ever receives it:
 * anyone else gets the 404 of every admin page. The public reference stays prerendered.
 */
export default async function AdminApiReferencePage() {
  await requireAdminPage("/developers/api/admin");
  const doc = loadAdminApiReference() as unknown as OpenApiDocument;
  return (
    <main id="main" className="bg-background">
      <PageHero
        eyebrow="Developers · Admins only"
        headline="Administrative API reference"
        subheadline={`${doc.info.title} ${doc.info.version} — OpenAPI ${doc.openapi}`}
        size="compact"
      />
      <ApiTabs current="/developers/api/admin" />
      <ApiReference doc={doc} documentUrl="/api/v2/openapi.json" />
    </main>
  );
}
