import { MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";

const title = "Messages";
const description = "Your conversations with brands and creators.";

export const metadata: Metadata = { title, description };

export default function InboxPage() {
  return (
    <AreaPage
      title={title}
      description={description}
      icon={MessageSquare}
      emptyTitle="No conversations yet"
      emptyDescription="Conversations start when a brand and a creator message each other about a campaign, a package or an order. They will be listed here, newest first."
      actions={[]}
    />
  );
}
