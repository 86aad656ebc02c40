import { and, eq } from "drizzle-orm";
import type { ConversationSummary } from "@/contracts/messages";
import type { Db } from "@/server/db/database";
import { auditLog, conversationParticipant } from "@/server/db/schema";
import { requireConversation } from "./require-conversation";

/**
 * Blocks (or unblocks) the other person of a conversation. Existing messages stay; while either
 * side's block is set nobody can send (see sendMessage). Audited, so an admin reviewing a report
 * sees who blocked whom.
 */
export async function setBlock(db: Db, input: { userId: string; conversationId: string; blocked: boolean }): Promise<ConversationSummary> {
  await db.transaction(async (tx) => {
    const convo = await requireConversation(tx, input.userId, input.conversationId);
    if (convo.blockedByMe === input.blocked) return;
    await tx
      .update(conversationParticipant)
      .set({ blockedAt: input.blocked ? new Date() : null })
      .where(and(eq(conversationParticipant.conversationId, convo.id), eq(conversationParticipant.userId, input.userId)));
    await tx.insert(auditLog).values({
      actorUserId: input.userId,
      action: input.blocked ? "conversation.block" : "conversation.unblock",
      targetType: "user",
      targetId: convo.otherUser.id,
      metadata: { conversationId: convo.id },
    });
  });
  return requireConversation(db, input.userId, input.conversationId);
}
