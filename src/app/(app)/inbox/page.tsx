import type { Metadata } from "next";
import { areaPage } from "@/components/shell/area-guard";
import { Inbox } from "@/features/messages/inbox";
import { getServerMe } from "@/server/auth/server-session";
import { loadInbox } from "@/server/pages/messages";

export const metadata: Metadata = { title: "Messages", description: "List of conversations" };

/** /inbox (docs/product/screens-and-navigation.md): a creator's conversations; a brand following the drawer's link sees the same list. */
async function InboxPage() {
  const me = await getServerMe();
  if (!me) return null;
  const conversations = await loadInbox(me.user.id);
  return (
    <div className="mx-auto w-full max-w-5xl p-4">
      <h1 className="mb-3 text-2xl font-semibold">Messages</h1>
      <Inbox meId={me.user.id} isBrand={me.is_brand} initialConversations={conversations} />
    </div>
  );
}

export default areaPage("shared", InboxPage);
