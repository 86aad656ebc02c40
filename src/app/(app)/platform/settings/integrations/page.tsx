import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { StoreSection } from "@/features/integrations/store/store-section";

const title = "Integrations";
const description = "Connect Reelbrief to your tools: API keys, webhooks and your online store.";

export const metadata: Metadata = { title, description };

/** Three sections, one per integration: API keys, webhooks, and the store connection. */
function IntegrationsPage() {
  return (
    <PageBody className="max-w-5xl">
      <PageHeader title={title} description={description} />
      <StoreSection />
    </PageBody>
  );
}

export default areaPage("brand", IntegrationsPage);
