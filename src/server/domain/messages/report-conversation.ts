import type { Db } from "@/server/db/database";
import { fileReport } from "../moderation/file-report";
import { requireConversation } from "./require-conversation";

/**
 * A participant reports the other person (docs/product/messages-and-notifications.md). It goes to the admins' moderation queue
 * with the conversation, so the admin can read the messages around it (an audited read); nobody
 * else can.
 */
export async function reportConversation(db: Db, input: { userId: string; conversationId: string; reason: string }): Promise<void> {
  const convo = await requireConversation(db, input.userId, input.conversationId);
  await db.transaction((tx) =>
    fileReport(tx, {
      reporterUserId: input.userId,
      targetType: "user",
      targetId: convo.otherUser.id,
      targetUserId: convo.otherUser.id,
      conversationId: convo.id,
      reason: input.reason,
      auditAction: "conversation.report",
      auditMetadata: { conversationId: convo.id },
    }),
  );
}
