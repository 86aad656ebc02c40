import { and, count, eq, gt, sql } from "drizzle-orm";
import { MESSAGES_PER_MINUTE, type Message, type MessageRef } from "@/contracts/messages";
import type { Db } from "@/server/db/database";
import { conversation, conversationParticipant, message, type MessageAttachment } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { AppError } from "@/server/errors";
import { claimMessageFileUploads } from "./message-file-uploads";
import { requireReadableRef, type RefReader } from "./require-readable-ref";
import { withAttachmentViews } from "./message-video-attachments";
import { requireConversation } from "./require-conversation";

/** The domain event consumers (notifications, live push, e-mail while away) react to. */
export const MESSAGE_SENT = "message.sent";

export interface MessageSentPayload {
  messageId: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
}

/**
 * Sends one message. Refused when either participant blocked the other (docs/product/messages-and-notifications.md: no further
 * messages either way), when it refers to something the sender cannot read (404), and when the
 * sender already sent MESSAGES_PER_MINUTE in the last minute over all conversations (exact under
 * concurrency: a per-sender advisory lock). The message, the
 * conversation's order, the sender's own read mark, the claim of its uploaded files and the
 * `message.sent` event commit together; notifications and pushes follow from the event.
 */
export async function sendMessage(
  db: Db,
  input: {
    userId: string;
    /** The sender as the route resolved it: decides which orders, proposals and campaigns `ref` may name. */
    caller?: RefReader["caller"];
    conversationId: string;
    body: string;
    ref?: MessageRef;
    attachments?: MessageAttachment[];
    now?: Date;
  },
): Promise<Message> {
  return db.transaction(async (tx) => {
    const convo = await requireConversation(tx, input.userId, input.conversationId);
    if (convo.blockedByMe) throw new AppError("forbidden", "You blocked this person. Unblock them to send a message.");
    if (convo.blockedByOther) throw new AppError("forbidden", "This person does not accept your messages.");
    if (input.ref) await requireReadableRef(tx, { userId: input.userId, caller: input.caller }, input.ref);

    // One sender's sends queue here, so the count below always sees the messages of every earlier
    // send that got the lock: the limit is exact under concurrency, not check-then-insert racy.
    // Transaction-scoped: released at commit or rollback. Other senders are not held up.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-rate:${input.userId}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(message)
      .where(and(eq(message.senderId, input.userId), gt(message.createdAt, sql`now() - interval '1 minute'`)));
    if ((recent?.n ?? 0) >= MESSAGES_PER_MINUTE) {
      throw new AppError("rate_limited", `You can send ${MESSAGES_PER_MINUTE} messages a minute. Wait a moment and try again.`);
    }

    // The files become this message's: their unsent-upload rows go in this transaction, so a
    // file goes into one message only and the sweep never removes a sent one (decision 044).
    const files = (input.attachments ?? []).filter((a) => a.kind !== "video").map((a) => a.key);
    await claimMessageFileUploads(tx, { userId: input.userId, conversationId: convo.id, keys: files });

    const [row] = await tx
      .insert(message)
      .values({
        conversationId: convo.id,
        senderId: input.userId,
        body: input.body,
        refType: input.ref?.type ?? null,
        refId: input.ref?.id ?? null,
        attachments: input.attachments ?? [],
        ...(input.now ? { createdAt: input.now } : {}),
      })
      .returning();
    if (!row) throw new Error("message insert returned no row");
    await tx.update(conversation).set({ lastMessageAt: row.createdAt }).where(eq(conversation.id, convo.id));
    await tx
      .update(conversationParticipant)
      .set({ lastReadAt: row.createdAt })
      .where(and(eq(conversationParticipant.conversationId, convo.id), eq(conversationParticipant.userId, input.userId)));

    const payload: MessageSentPayload = {
      messageId: row.id,
      conversationId: convo.id,
      senderId: input.userId,
      recipientId: convo.otherUser.id,
    };
    await recordEvent(tx, {
      entity: "conversation",
      entityId: convo.id,
      type: MESSAGE_SENT,
      actor: { kind: "user", id: input.userId },
      payload: { ...payload },
    });

    const [sent] = await withAttachmentViews(tx, [
      {
        id: row.id,
        conversationId: row.conversationId,
        senderId: row.senderId,
        body: row.body,
        ref: row.refType && row.refId ? { type: row.refType as MessageRef["type"], id: row.refId } : null,
        attachments: row.attachments,
        createdAt: row.createdAt.toISOString(),
        readByRecipient: false,
      },
    ]);
    return sent!;
  });
}
