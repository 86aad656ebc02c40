import { eq } from "drizzle-orm";
import type { ConversationSummary } from "@/contracts/messages";
import type { Db } from "@/server/db/database";
import { conversation, conversationParticipant, user } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { requireConversation } from "./require-conversation";

export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(":");

/**
 * Start or open the conversation between the caller and another user (/inbox/{userId}). The pair
 * key is unique, so two people opening it at once end up in the same conversation: the insert
 * that loses does nothing and both read the winner's row.
 */
export async function openConversation(db: Db, input: { userId: string; otherUserId: string }): Promise<ConversationSummary> {
  if (input.userId === input.otherUserId) throw new AppError("validation_error", "You cannot message yourself", { userId: "is you" });
  const [other] = await db.select({ id: user.id, banned: user.banned }).from(user).where(eq(user.id, input.otherUserId)).limit(1);
  if (!other || other.banned) throw notFound("User");
  const pairKey = pairKeyOf(input.userId, input.otherUserId);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(conversation).values({ pairKey }).onConflictDoNothing().returning({ id: conversation.id });
    if (created) {
      await tx.insert(conversationParticipant).values([
        { conversationId: created.id, userId: input.userId },
        { conversationId: created.id, userId: input.otherUserId },
      ]);
      return created.id;
    }
    const [existing] = await tx.select({ id: conversation.id }).from(conversation).where(eq(conversation.pairKey, pairKey)).limit(1);
    return existing!.id;
  });
  return requireConversation(db, input.userId, id);
}
