import "server-only";
import type { ConversationSummary, Thread } from "@/contracts/messages";
import { getThread } from "@/server/domain/messages/get-thread";
import { listConversations } from "@/server/domain/messages/list-conversations";
import { openConversation } from "@/server/domain/messages/open-conversation";
import { AppError } from "@/server/errors";
import { getAppContext } from "@/server/runtime";

/** The inbox list of /inbox and /platform/inbox. */
export async function loadInbox(userId: string): Promise<ConversationSummary[]> {
  return listConversations((await getAppContext()).db, { userId });
}

/**
 * /inbox/{userId}: opens (or starts) the conversation with that user and reads its newest page,
 * or null when there is no such user to talk to (or it is the caller).
 */
export async function openInboxThread(userId: string, otherUserId: string): Promise<Thread | null> {
  const { db } = await getAppContext();
  try {
    const convo = await openConversation(db, { userId, otherUserId });
    return await getThread(db, { userId, conversationId: convo.id });
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "validation_error")) return null;
    throw error;
  }
}
