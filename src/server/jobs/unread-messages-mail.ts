import { sql } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { conversationParticipant, message, user } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import { notificationEmail } from "@/server/domain/notifications/notification-email";
import { mailAfterCommit, mailTemplates } from "@/server/integrations/mail";

export const UNREAD_MAIL_QUEUE = "unread-messages-mail";
export const UNREAD_MAIL_CRON = "* * * * *";
/** How long a message stays unread before its recipient gets an e-mail. */
export const UNREAD_MAIL_AFTER_MINUTES = 15;

/**
 * E-mail while away: every participant with messages from the other person unread for 15 minutes
 * and newer than their last such e-mail gets ONE e-mail for that conversation. Each row is claimed
 * with FOR UPDATE SKIP LOCKED and its `emailed_at` set in a transaction whose e-mails are sent once
 * it commits, so two workers or a retried run never send the same batch twice; a later message
 * starts a new batch once it, too, is 15 minutes unread.
 */
export async function sendUnreadMessageEmails(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  const cutoff = new Date(now.getTime() - UNREAD_MAIL_AFTER_MINUTES * 60_000);
  for (let batch = 0; batch < 10; batch += 1) {
    const done = await mailAfterCommit(ctx.mail, (mail) =>
      ctx.db.transaction(async (tx) => {
        const rows = await rowsOf<{
          conversation_id: string;
          user_id: string;
          email: string;
          from_id: string;
          from_name: string;
          unread: number;
        }>(
          tx,
          sql`select p.conversation_id, p.user_id, u.email, o.user_id as from_id, ou.name as from_name,
            (select count(*)::int from ${message} m where m.conversation_id = p.conversation_id and m.sender_id <> p.user_id
              and (p.last_read_at is null or m.created_at > p.last_read_at)) as unread
          from ${conversationParticipant} p
          join ${user} u on u.id = p.user_id
          join ${conversationParticipant} o on o.conversation_id = p.conversation_id and o.user_id <> p.user_id
          join ${user} ou on ou.id = o.user_id
          where p.blocked_at is null and exists (
            select 1 from ${message} m where m.conversation_id = p.conversation_id and m.sender_id <> p.user_id
              and m.created_at <= ${cutoff}
              and (p.last_read_at is null or m.created_at > p.last_read_at)
              and (p.emailed_at is null or m.created_at > p.emailed_at))
          order by p.conversation_id, p.user_id
          limit 50
          for update of p skip locked`,
        );
        const { unreadMessagesEmail } = await mailTemplates();
        for (const row of rows) {
          const conversationUrl = new URL(`/inbox/${encodeURIComponent(row.from_id)}`, ctx.settings.BETTER_AUTH_URL).toString();
          const email = await notificationEmail(tx, ctx.settings, {
            userId: row.user_id,
            kind: "messages",
            message: await unreadMessagesEmail({
              to: row.email,
              fromName: row.from_name,
              unreadCount: row.unread,
              conversationUrl,
            }),
          });
          // Turned off: nothing is sent, but the batch still counts as handled (emailed_at below).
          if (email) mail.add(email);
          await tx.execute(
            sql`update ${conversationParticipant} set emailed_at = ${now} where conversation_id = ${row.conversation_id} and user_id = ${row.user_id}`,
          );
        }
        sent += rows.length;
        return rows.length < 50;
      }),
    );
    if (done) break;
  }
  return sent;
}
