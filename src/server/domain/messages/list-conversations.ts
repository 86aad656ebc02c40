import { sql, type SQL } from "drizzle-orm";
import { cursorPageOf, type CursorKey, type Pagination } from "@/contracts/envelope";
import type { ConversationSummary } from "@/contracts/messages";
import type { Executor } from "@/server/db/database";
import { conversation, conversationParticipant as participant, creatorProfile, message, user } from "@/server/db/schema";
import { keysetAfter, keysetOrder } from "@/server/domain/api-keys/keyset";
import { rowsOf } from "@/server/domain/ledger/rows-of";

interface SummaryRow {
  id: string;
  created_at: Date | string;
  last_message_at: Date | string;
  my_block: Date | string | null;
  other_block: Date | string | null;
  other_id: string;
  other_name: string;
  other_image: string | null;
  lm_body: string | null;
  lm_sender: string | null;
  lm_at: Date | string | null;
  unread: number;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The caller's conversations, newest activity first, each with the other person, the last message
 * and how many of the other person's messages came after the caller's read mark. One statement:
 * the other participant, the user and the last message are joins; the unread count a subquery.
 * Only rows where the caller is a participant are ever read, so nobody sees someone else's.
 */
export async function listConversations(
  db: Executor,
  input: { userId: string; q?: string; conversationId?: string; limit?: number },
): Promise<ConversationSummary[]> {
  return (await readConversations(db, input)).map(toSummary);
}

/**
 * GET /auth/conversations in cursor mode (decision 074): the caller's conversations newest
 * started first (not by activity, which moves), `limit` after the cursor's, with the same search.
 */
export async function listConversationsPage(
  db: Executor,
  input: { userId: string; q?: string; after?: CursorKey; limit: number },
): Promise<{ data: ConversationSummary[]; pagination: Pagination }> {
  const rows = await readConversations(db, { userId: input.userId, q: input.q, cursor: { after: input.after, limit: input.limit + 1 } });
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n
      from ${participant} me
      join ${conversation} c on c.id = me.conversation_id
      join ${participant} other on other.conversation_id = c.id and other.user_id <> me.user_id
      join ${user} u on u.id = other.user_id
      where ${whereOf(input)}`,
  );
  const page = cursorPageOf(rows, input.limit, (r) => ({ at: iso(r.created_at), id: r.id }), Number(counted?.n ?? 0));
  return { data: page.rows.map(toSummary), pagination: page.pagination };
}

function whereOf(input: { userId: string; q?: string; conversationId?: string }): SQL {
  const filters: SQL[] = [sql`me.${sql.identifier("user_id")} = ${input.userId}`];
  if (input.conversationId) filters.push(sql`c.id = ${input.conversationId}`);
  if (input.q) {
    const pattern = likePattern(input.q);
    filters.push(
      sql`(u.name ilike ${pattern} or exists (select 1 from ${message} m2 where m2.conversation_id = c.id and m2.body ilike ${pattern}))`,
    );
  }
  return sql.join(filters, sql` and `);
}

async function readConversations(
  db: Executor,
  input: { userId: string; q?: string; conversationId?: string; limit?: number; cursor?: { after?: CursorKey; limit: number } },
): Promise<SummaryRow[]> {
  const cursor = input.cursor;
  const createdAt = sql`c.created_at`;
  const id = sql`c.id`;
  const after = cursor && keysetAfter(createdAt, id, cursor.after);
  const order = cursor ? sql.join(keysetOrder(createdAt, id), sql`, `) : sql`c.last_message_at desc, c.id desc`;
  return rowsOf<SummaryRow>(
    db,
    sql`select c.id, c.created_at, c.last_message_at, me.blocked_at as my_block, other.blocked_at as other_block,
        u.id as other_id, u.name as other_name, coalesce(cp.avatar, u.image) as other_image,
        lm.body as lm_body, lm.sender_id as lm_sender, lm.created_at as lm_at,
        (select count(*)::int from ${message} m
          where m.conversation_id = c.id and m.sender_id <> me.user_id
            and (me.last_read_at is null or m.created_at > me.last_read_at)) as unread
      from ${participant} me
      join ${conversation} c on c.id = me.conversation_id
      join ${participant} other on other.conversation_id = c.id and other.user_id <> me.user_id
      join ${user} u on u.id = other.user_id
      left join ${creatorProfile} cp on cp.user_id = u.id
      left join lateral (
        select m.body, m.sender_id, m.created_at from ${message} m
        where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
      ) lm on true
      where ${whereOf(input)}${after ? sql` and ${after}` : sql``}
      order by ${order}
      limit ${cursor?.limit ?? input.limit ?? 200}`,
  );
}

function toSummary(r: SummaryRow): ConversationSummary {
  return {
    id: r.id,
    otherUser: { id: r.other_id, name: r.other_name, image: r.other_image },
    lastMessage: r.lm_body !== null && r.lm_sender && r.lm_at ? { body: r.lm_body, senderId: r.lm_sender, createdAt: iso(r.lm_at) } : null,
    unreadCount: r.unread,
    lastMessageAt: iso(r.last_message_at),
    blockedByMe: r.my_block !== null,
    blockedByOther: r.other_block !== null,
  };
}
