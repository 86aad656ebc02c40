import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { WebhooksSection } from "@/features/integrations/webhooks/webhooks-section";

const title = "Integrations";
const description = "Connect Reelbrief to your tools: API keys, webhooks and your online store.";

export const metadata: Metadata = { title, description };

/** API keys, webhooks and the store connection, one section each (docs/product/integrations.md). */
function IntegrationsPage() {
  return (
    <PageBody>
      <PageHeader title={title} description={description} />
      <div className="grid gap-6">
        <WebhooksSection />
      </div>
    </PageBody>
  );
}

export default areaPage("brand", IntegrationsPage);
