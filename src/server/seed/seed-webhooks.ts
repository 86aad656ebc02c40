import { desc, eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { marketOrder, orderVideo, user, webhookDelivery, webhookEndpoint } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { webhookPayload } from "@/server/domain/webhooks/fan-out";
import { generateWebhookSecret } from "@/server/domain/webhooks/signing";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** Where the demo endpoint points: a local port, so a receiver started there gets the demo's events. */
export const DEMO_WEBHOOK_URL = "http://localhost:4000/reelbrief-webhooks";

const MINUTE = 60_000;

/**
 * The demo brand's webhook endpoint and a delivery log to read (decision 072): deliveries that
 * succeeded at once, one that succeeded on its third attempt, one that failed every attempt and one
 * waiting for its next retry.
 */
export async function seedWebhooks({ db }: AppContext): Promise<void> {
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  if (!brand) return;
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const [endpoint] = await db
    .insert(webhookEndpoint)
    .values({
      buyerAccountId: buyer.id,
      url: DEMO_WEBHOOK_URL,
      description: "Local receiver for our order dashboard",
      events: ["order.created", "order.shipped", "video.delivered", "video.approved", "revision.requested"],
      secret: generateWebhookSecret(),
    })
    .returning();
  const [order] = await db
    .select({
      id: marketOrder.id,
      status: marketOrder.status,
      priceCents: marketOrder.priceCents,
      creatorUserId: marketOrder.creatorUserId,
    })
    .from(marketOrder)
    .where(eq(marketOrder.buyerAccountId, buyer.id))
    .orderBy(desc(marketOrder.createdAt))
    .limit(1);
  const orderId = order?.id ?? "00000000-0000-4000-8000-000000000000";
  const [video] = order ? await db.select({ id: orderVideo.id }).from(orderVideo).where(eq(orderVideo.orderId, order.id)).limit(1) : [];
  const videoData = { orderId, orderStatus: order?.status ?? "delivered", videoId: video?.id ?? null, position: 1 };
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
  const log: Omit<typeof webhookDelivery.$inferInsert, "endpointId">[] = [
    {
      eventType: "order.created",
      payload: webhookPayload("order.created", at(2880), {
        orderId,
        orderStatus: "funded",
        creatorId: order?.creatorUserId ?? null,
        priceCents: order?.priceCents ?? 0,
      }),
      attempts: 1,
      status: "succeeded",
      lastResponseStatus: 200,
      responseBody: "ok",
      durationMs: 38,
      createdAt: at(2880),
      deliveredAt: at(2880),
    },
    {
      eventType: "video.delivered",
      payload: webhookPayload("video.delivered", at(1500), videoData),
      attempts: 3,
      status: "succeeded",
      lastResponseStatus: 200,
      responseBody: "ok",
      durationMs: 51,
      error: null,
      createdAt: at(1500),
      deliveredAt: at(1465),
    },
    {
      eventType: "revision.requested",
      payload: webhookPayload("revision.requested", at(1440), videoData),
      attempts: 8,
      status: "failed",
      lastResponseStatus: 500,
      responseBody: "Internal Server Error",
      durationMs: 112,
      error: "HTTP 500",
      createdAt: at(3000),
    },
    {
      eventType: "video.approved",
      payload: webhookPayload("video.approved", at(45), { ...videoData, automatic: false }),
      attempts: 2,
      status: "pending",
      nextAttemptAt: new Date(now + 25 * MINUTE),
      lastResponseStatus: null,
      durationMs: 3,
      error: "connect ECONNREFUSED 127.0.0.1:4000",
      createdAt: at(45),
    },
    {
      eventType: "webhook.test",
      payload: webhookPayload("webhook.test", at(10), { endpointId: endpoint!.id, message: "A test event from Reelbrief" }),
      attempts: 1,
      status: "succeeded",
      lastResponseStatus: 204,
      responseBody: "",
      durationMs: 17,
      createdAt: at(10),
      deliveredAt: at(10),
    },
  ];
  await db.insert(webhookDelivery).values(log.map((d) => ({ ...d, endpointId: endpoint!.id })));
}
