import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import type { DisputeMessages } from "@/contracts/admin/disputes";
import type { Db } from "@/server/db/database";
import { conversationParticipant, marketOrder, message, user } from "@/server/db/schema";
import { buyerUsersOf } from "@/server/domain/accounts/buyer-account-users";
import { writeAuditLog } from "@/server/domain/identity/write-audit-log";
import { notFoundOrder } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";

/** Enough for any real dispute; the screen says when older ones were left out. */
const LIMIT = 300;

/**
 * The two parties' messages about a disputed order, for the admin deciding it (docs/product/moderation-and-admin.md):
 * every message sent with this order as its reference, and the rest of the creator's conversations
 * with the brand's users since the order was placed. Private correspondence, so reading it writes
 * `dispute.messages_read` to the audit log in the same transaction as the read.
 */
export async function readDisputeMessages(db: Db, input: { orderId: string; adminUserId: string }): Promise<DisputeMessages> {
  if (!isUuid(input.orderId)) throw notFoundOrder();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(marketOrder).where(eq(marketOrder.id, input.orderId)).limit(1);
    if (!order) throw notFoundOrder();
    if (!order.disputeOpenedAt) throw new AppError("not_found", "This order was never disputed");
    const brandUsers = new Set(await buyerUsersOf(tx, order.buyerAccountId));
    if (order.buyerUserId) brandUsers.add(order.buyerUserId);
    // Conversations of the creator whose other participant acts for the brand.
    const theirs = await tx
      .select({ conversationId: conversationParticipant.conversationId, userId: conversationParticipant.userId })
      .from(conversationParticipant)
      .where(
        inArray(
          conversationParticipant.conversationId,
          tx
            .select({ id: conversationParticipant.conversationId })
            .from(conversationParticipant)
            .where(eq(conversationParticipant.userId, order.creatorUserId)),
        ),
      );
    const shared = [...new Set(theirs.filter((p) => brandUsers.has(p.userId)).map((p) => p.conversationId))];
    const rows = shared.length
      ? await tx
          .select({ message, senderName: user.name })
          .from(message)
          .innerJoin(user, eq(user.id, message.senderId))
          .where(
            and(
              inArray(message.conversationId, shared),
              or(and(eq(message.refType, "order"), eq(message.refId, order.id)), gte(message.createdAt, order.createdAt)),
            ),
          )
          .orderBy(asc(message.createdAt), asc(message.id))
          .limit(LIMIT + 1)
      : [];
    const truncated = rows.length > LIMIT;
    const messages = rows.slice(0, LIMIT).map(({ message: m, senderName }) => ({
      id: m.id,
      sender: { id: m.senderId, name: senderName, side: m.senderId === order.creatorUserId ? ("creator" as const) : ("brand" as const) },
      body: m.body,
      aboutThisOrder: m.refType === "order" && m.refId === order.id,
      attachmentNames: (m.attachments ?? []).map((a) => a.name),
      createdAt: m.createdAt.toISOString(),
    }));
    await writeAuditLog(tx, {
      actorUserId: input.adminUserId,
      action: "dispute.messages_read",
      target: { type: "order", id: order.id },
      metadata: { conversations: shared, messages: messages.length },
    });
    return { messages, truncated };
  });
}
