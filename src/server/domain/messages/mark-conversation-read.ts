import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { conversationParticipant, message } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { requireConversation } from "./require-conversation";

export const CONVERSATION_READ = "conversation.read";

/**
 * Opening a thread reads it: the caller's read mark moves to the newest message (never backwards).
 * When it moved, a `conversation.read` event lets the other person's open thread show "Read" live.
 */
export async function markConversationRead(db: Db, input: { userId: string; conversationId: string }): Promise<{ lastReadAt: string }> {
  return db.transaction(async (tx) => {
    const convo = await requireConversation(tx, input.userId, input.conversationId);
    const [row] = await rowsOf<{ before: Date | string | null; after: Date | string }>(
      tx,
      sql`update ${conversationParticipant} p
        set last_read_at = greatest(p.last_read_at, coalesce((select max(m.created_at) from ${message} m where m.conversation_id = p.conversation_id), now()))
        from (select last_read_at as before from ${conversationParticipant} where conversation_id = ${convo.id} and user_id = ${input.userId}) old
        where p.conversation_id = ${convo.id} and p.user_id = ${input.userId}
        returning old.before, p.last_read_at as after`,
    );
    const before = row?.before ? new Date(row.before).getTime() : null;
    const after = new Date(row!.after);
    if (before !== after.getTime() && convo.unreadCount > 0) {
      await recordEvent(tx, {
        entity: "conversation",
        entityId: convo.id,
        type: CONVERSATION_READ,
        actor: { kind: "user", id: input.userId },
        payload: { conversationId: convo.id, readerId: input.userId, otherId: convo.otherUser.id, lastReadAt: after.toISOString() },
      });
    }
    return { lastReadAt: after.toISOString() };
  });
}
