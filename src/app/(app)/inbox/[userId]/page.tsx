import { MessageSquare } from "lucide-react";
import type { Metadata } from "next";
import { AreaPage } from "@/components/shell/area-page";

export const metadata: Metadata = { title: "Conversation", description: "A conversation with one user." };

export default async function ConversationPage({ params }: { params: Promise<{ userId: string }> }) {
  await params;
  return (
    <AreaPage
      title="Conversation"
      description="A conversation with one user."
      icon={MessageSquare}
      emptyTitle="No messages in this conversation yet"
      emptyDescription="Messages you and this person send each other will appear here, oldest first, with any images, videos or PDFs attached."
      actions={[{ label: "All conversations", href: "/inbox", primary: true }]}
    />
  );
}
