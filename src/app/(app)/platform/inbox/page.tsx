import { MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";

const title = "Messages";
const description = "Your conversations with creators.";

export const metadata: Metadata = { title, description };

function BrandInboxPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={MessageSquare}
      emptyTitle="No conversations yet"
      emptyDescription="Message a creator from their profile, or reply when a creator writes to you. Conversations will be listed here, newest first."
      actions={[{ label: "Find creators", href: "/creators", primary: true }]}
    />
  );
}

export default areaPage("brand", BrandInboxPage);
