import { eq } from "drizzle-orm";
import { marketOrder, user } from "@/server/db/schema";
import { orderReference } from "@/server/domain/orders/order-read-model";
import { eventText, isRestatedEvent, notifySideOf } from "@/server/domain/orders/order-timeline";
import { notificationEmail } from "@/server/domain/notifications/notification-email";
import { mailTemplates } from "@/server/integrations/mail";
import type { EventConsumer } from "./types";

const SILENT = new Set(["order.awaiting_shipment"]);

/**
 * Every order change is e-mailed to the other side: a brand's move to the creator, a
 * creator's move to the brand, the system's clocks to whom they concern. Sent once the delivery's
 * transaction commits, so each event mails once.
 */
export const orderMailConsumer: EventConsumer = {
  name: "order-mail",
  accepts: (event) =>
    (event.type.startsWith("order.") || event.type.startsWith("order_video.") || event.type.startsWith("paid_usage.")) &&
    !SILENT.has(event.type) &&
    !isRestatedEvent(event.type),
  async handle(tx, ctx, event, mail) {
    const payload = (event.payload ?? {}) as Record<string, unknown>;
    const orderId = event.entity === "order" ? event.entityId : typeof payload.orderId === "string" ? payload.orderId : null;
    if (!orderId) return;
    const [order] = await tx.select().from(marketOrder).where(eq(marketOrder.id, orderId)).limit(1);
    if (!order) return;
    const side = event.type === "order.created" ? "creator" : notifySideOf(event.type, event.actor);
    if (!side) return;
    const recipients: { userId: string | null; path: string }[] = [];
    if (side === "brand" || side === "both") recipients.push({ userId: order.buyerUserId, path: `/platform/orders/${order.id}` });
    if (side === "creator" || side === "both") recipients.push({ userId: order.creatorUserId, path: `/dashboard/orders/${order.id}` });
    const { orderUpdateEmail } = await mailTemplates();
    const sentence = event.type === "order.created" ? "You have a new order" : eventText(event.type, payload);
    for (const r of recipients) {
      if (!r.userId) continue;
      const [to] = await tx.select({ email: user.email }).from(user).where(eq(user.id, r.userId)).limit(1);
      if (!to) continue;
      const message = await notificationEmail(tx, ctx.settings, {
        userId: r.userId,
        kind: "orders",
        message: await orderUpdateEmail({
          to: to.email,
          reference: orderReference(order.id),
          packageTitle: String((order.packageSnapshot as { title?: string }).title ?? "Package"),
          sentence,
          url: new URL(r.path, ctx.settings.BETTER_AUTH_URL).toString(),
        }),
      });
      // null: the recipient turned order e-mails off (the in-app notification still comes).
      if (message) mail.add(message);
    }
  },
};
