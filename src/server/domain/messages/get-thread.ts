import { sql, type SQL } from "drizzle-orm";
import { cursorPageOf, type CursorKey, type Pagination } from "@/contracts/envelope";
import { THREAD_PAGE_SIZE, type ConversationSummary, type Message, type MessageRef, type Thread } from "@/contracts/messages";
import type { Db } from "@/server/db/database";
import { conversationParticipant, message, type MessageAttachment } from "@/server/db/schema";
import { keysetAfter, keysetOrder } from "@/server/domain/api-keys/keyset";
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
  const rows = await readMessages(db, convo, cursor, sql`m.created_at desc, m.id desc`, limit + 1);
  const page = rows.slice(0, limit);
  const messages: Message[] = await withAttachmentViews(db, page.reverse().map(toMessage));
  return { conversation: convo, messages, nextCursor: rows.length > limit ? (messages[0]?.id ?? null) : null };
}

/**
 * GET /auth/conversation/{id}/messages (decision 074): the conversation's messages newest first,
 * `limit` after the cursor's message in the keyset order; messages sent meanwhile are newer than
 * the walk's first page, so they never shift it. Nobody but the two participants gets past 404.
 */
export async function listMessagesPage(
  db: Db,
  input: { userId: string; conversationId: string; after?: CursorKey; limit: number },
): Promise<{ data: Message[]; pagination: Pagination }> {
  const convo = await requireConversation(db, input.userId, input.conversationId);
  const createdAt = sql`m.created_at`;
  const id = sql`m.id`;
  const after = keysetAfter(createdAt, id, input.after);
  const rows = await readMessages(
    db,
    convo,
    after ? sql`and ${after}` : sql``,
    sql.join(keysetOrder(createdAt, id), sql`, `),
    input.limit + 1,
  );
  const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${message} where conversation_id = ${convo.id}`);
  const page = cursorPageOf(rows, input.limit, (r) => ({ at: new Date(r.created_at).toISOString(), id: r.id }), Number(counted?.n ?? 0));
  return { data: await withAttachmentViews(db, page.rows.map(toMessage)), pagination: page.pagination };
}

function readMessages(db: Db, convo: ConversationSummary, where: SQL, order: SQL, limit: number) {
  return rowsOf<MessageRow>(
    db,
    sql`select m.id, m.conversation_id, m.sender_id, m.body, m.ref_type, m.ref_id, m.attachments, m.created_at,
        (m.sender_id <> other.user_id and other.last_read_at is not null and m.created_at <= other.last_read_at) as read_by_recipient
      from ${message} m
      join ${conversationParticipant} other on other.conversation_id = m.conversation_id and other.user_id = ${convo.otherUser.id}
      where m.conversation_id = ${convo.id} ${where}
      order by ${order}
      limit ${limit}`,
  );
}

function toMessage(r: MessageRow) {
  return {
    id: r.id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    body: r.body,
    ref: r.ref_type && r.ref_id ? { type: r.ref_type as MessageRef["type"], id: r.ref_id } : null,
    attachments: r.attachments,
    createdAt: new Date(r.created_at).toISOString(),
    readByRecipient: r.read_by_recipient,
  };
}
