import type { Metadata } from "next";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { areaPage } from "@/components/shell/area-guard";
import { ApiKeysSection } from "@/features/integrations/api-keys/api-keys-section";
import { StoreSection } from "@/features/integrations/store/store-section";
import { WebhooksSection } from "@/features/integrations/webhooks/webhooks-section";

const title = "Integrations";
const description = "Connect Reelbrief to your tools: API keys, webhooks and your online store.";

export const metadata: Metadata = { title, description };

/** Settings → Integrations (docs/product/integrations.md): one section per kind of connection. */
function IntegrationsPage() {
  return (
    <PageBody className="max-w-5xl">
      <PageHeader title={title} description={description} />
      <div className="grid gap-6">
        <ApiKeysSection />
        <WebhooksSection />
        <StoreSection />
      </div>
    </PageBody>
  );
}

export default areaPage("brand", IntegrationsPage);
