import { sql } from "drizzle-orm";
import { THREAD_PAGE_SIZE, type Message, type MessageRef, type Thread } from "@/contracts/messages";
import type { Db } from "@/server/db/database";
import { conversationParticipant, message, type MessageAttachment } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { withAttachmentViews } from "./message-video-attachments";
import { requireConversation } from "./require-conversation";
import { isUuid } from "@/contracts/id";

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  ref_type: string | null;
  ref_id: string | null;
  attachments: MessageAttachment[];
  created_at: Date | string;
  read_by_recipient: boolean;
}

/**
 * One page of a thread, newest page first, oldest-first inside the page. The cursor is the id of
 * the oldest message already shown; the next page is everything strictly before it in
 * (created_at, id) order, which is exact even when two messages share a timestamp. A cursor that is
 * not a message of this conversation gives an empty page rather than another conversation's rows.
 */
export async function getThread(
  db: Db,
  input: { userId: string; conversationId: string; before?: string; limit?: number },
): Promise<Thread> {
  const convo = await requireConversation(db, input.userId, input.conversationId);
  const limit = input.limit ?? THREAD_PAGE_SIZE;
  if (input.before !== undefined && !isUuid(input.before)) {
    return { conversation: convo, messages: [], nextCursor: null };
  }
  const cursor = input.before
    ? sql`and (m.created_at, m.id) < (select c.created_at, c.id from ${message} c where c.id = ${input.before} and c.conversation_id = ${convo.id})`
    : sql``;
  const rows = await rowsOf<MessageRow>(
    db,
    sql`select m.id, m.conversation_id, m.sender_id, m.body, m.ref_type, m.ref_id, m.attachments, m.created_at,
        (m.sender_id <> other.user_id and other.last_read_at is not null and m.created_at <= other.last_read_at) as read_by_recipient
      from ${message} m
      join ${conversationParticipant} other on other.conversation_id = m.conversation_id and other.user_id = ${convo.otherUser.id}
      where m.conversation_id = ${convo.id} ${cursor}
      order by m.created_at desc, m.id desc
      limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const rowsInOrder = page.reverse().map((r) => ({
    id: r.id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    body: r.body,
    ref: r.ref_type && r.ref_id ? { type: r.ref_type as MessageRef["type"], id: r.ref_id } : null,
    attachments: r.attachments,
    createdAt: new Date(r.created_at).toISOString(),
    readByRecipient: r.read_by_recipient,
  }));
  const messages: Message[] = await withAttachmentViews(db, rowsInOrder);
  return { conversation: convo, messages, nextCursor: rows.length > limit ? (messages[0]?.id ?? null) : null };
}
