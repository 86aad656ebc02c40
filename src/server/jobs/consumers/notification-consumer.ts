import { and, eq, isNull, sql } from "drizzle-orm";
import { notification, user } from "@/server/db/schema";
import { notify } from "@/server/domain/notifications/notify";
import { MESSAGE_SENT, type MessageSentPayload } from "@/server/domain/messages/send-message";
import type { EventConsumer } from "./types";

/**
 * In-app notifications (docs/product/messages-and-notifications.md) for the events that concern a user. `message.sent` gives the
 * recipient a `NewMessage` with `fromUser.id` (the bell's click target is derived from it). While
 * an earlier NewMessage from the same sender is still unread, no second one is added: the bell
 * says "X wrote to you" once, the inbox badge counts the messages.
 */
export const notificationConsumer: EventConsumer = {
  name: "notifications",
  accepts: (event) => event.type === MESSAGE_SENT,
  async handle(tx, _ctx, event) {
    const payload = event.payload as MessageSentPayload;
    const [pending] = await tx
      .select({ id: notification.id })
      .from(notification)
      .where(
        and(
          eq(notification.userId, payload.recipientId),
          eq(notification.type, "NewMessage"),
          isNull(notification.readAt),
          sql`${notification.data} -> 'fromUser' ->> 'id' = ${payload.senderId}`,
        ),
      )
      .limit(1);
    if (pending) return;
    const [sender] = await tx.select({ name: user.name }).from(user).where(eq(user.id, payload.senderId)).limit(1);
    // notify() also records `notification.created`, so the recipient's open pages learn of it live.
    await notify(tx, {
      userId: payload.recipientId,
      type: "NewMessage",
      data: { fromUser: { id: payload.senderId } },
      formattedMessage: `New message from ${sender?.name ?? "someone"}`,
    });
  },
};
