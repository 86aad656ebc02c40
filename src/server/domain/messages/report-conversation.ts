import type { Db } from "@/server/db/database";
import { auditLog } from "@/server/db/schema";
import { requireConversation } from "./require-conversation";

/**
 * A participant reports the other person (PRODUCT.md §8). It lands in the audit log, where admins
 * review it; the admin may read the conversation through the audit trail, nobody else.
 */
export async function reportConversation(db: Db, input: { userId: string; conversationId: string; reason: string }): Promise<void> {
  const convo = await requireConversation(db, input.userId, input.conversationId);
  await db.insert(auditLog).values({
    actorUserId: input.userId,
    action: "conversation.report",
    targetType: "user",
    targetId: convo.otherUser.id,
    metadata: { conversationId: convo.id, reason: input.reason },
  });
}
