import type { Metadata } from "next";
import Link from "next/link";
import { areaPage } from "@/components/shell/area-guard";
import { Inbox } from "@/features/messages/inbox";
import { getServerMe } from "@/server/auth/server-session";
import { loadInbox, openInboxThread } from "@/server/pages/messages";

export const metadata: Metadata = { title: "Conversation", description: "A conversation with one user." };

/** /inbox/{userId} (docs/product/screens-and-navigation.md): opens the conversation with that user, starting it if needed. */
async function ConversationPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  const me = await getServerMe();
  if (!me) return null;
  const thread = await openInboxThread(me.user.id, decodeURIComponent(userId));
  const conversations = await loadInbox(me.user.id);
  return (
    <div className="mx-auto w-full max-w-5xl p-4">
      <h1 className="sr-only md:not-sr-only md:mb-3 md:text-2xl md:font-semibold">Messages</h1>
      {thread ? (
        <Inbox meId={me.user.id} isBrand={me.is_brand} initialConversations={conversations} initialThread={thread} />
      ) : (
        <div className="rounded-xl border p-6 text-center">
          <p className="font-medium">There is nobody to write to at this address.</p>
          <Link href="/inbox" className="text-primary underline">
            All conversations
          </Link>
        </div>
      )}
    </div>
  );
}

export default areaPage("shared", ConversationPage);
