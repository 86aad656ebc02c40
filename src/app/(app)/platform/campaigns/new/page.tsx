import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { BriefBuilder } from "@/features/campaigns/brief-builder";
import { getServerCaller } from "@/server/auth/server-session";
import { loadBriefBuilder } from "@/server/pages/campaigns";

export const metadata: Metadata = { title: "New campaign", description: "Build a creative brief creators can apply to." };

async function NewCampaignPage() {
  const caller = await getServerCaller();
  if (!caller) return null;
  const { brands } = await loadBriefBuilder(caller, null);
  return (
    <PageBody>
      <PageHeader
        title="New campaign"
        description="Build the brief step by step; the preview shows what creators will see. Drafts save as you type."
      />
      <BriefBuilder initial={null} brands={brands} />
    </PageBody>
  );
}

export default areaPage("brand", NewCampaignPage);
