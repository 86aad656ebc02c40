import type { ConversationSummary } from "@/contracts/messages";
import type { Executor } from "@/server/db/database";
import { notFound } from "@/server/errors";
import { listConversations } from "./list-conversations";

/**
 * The conversation as the caller sees it, or 404. Authorization lives here: only its two
 * participants find it; anyone else gets the same 404 as for an id that does not exist, so the
 * answer never tells whether a conversation exists.
 */
export async function requireConversation(db: Executor, userId: string, conversationId: string): Promise<ConversationSummary> {
  const [found] = await listConversations(db, { userId, conversationId, limit: 1 });
  if (!found) throw notFound("Conversation");
  return found;
}
