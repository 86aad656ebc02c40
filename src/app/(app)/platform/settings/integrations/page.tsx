import { Plug } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Integrations";
const description = "Connect Reelbrief to your tools: API keys, webhooks and your online store.";

export const metadata: Metadata = { title, description };

function IntegrationsPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={Plug}
      emptyTitle="No integrations yet"
      emptyDescription="Create API keys for the public REST API, register webhooks for the events you care about, and connect your store to import products into campaigns."
      actions={[{ label: "Back to settings", href: "/platform/settings" }]}
    />
  );
}

export default areaPage("brand", IntegrationsPage);
