import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { isUuid } from "@/contracts/id";
import type { AppContext } from "@/server/context";
import type { Db } from "@/server/db/database";
import { marketOrder, orderVideo, user, videoAsset } from "@/server/db/schema";
import { approveOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { orderIdOfVideoForParty } from "@/server/domain/orders/order-access";
import { measureVideoAsset } from "@/server/domain/video-checks/measure-video-asset";
import { submitDelivery } from "@/server/domain/video-checks/submit-delivery";
import { processVideoAsset } from "@/server/domain/videos/process-video-asset";
import { assertAwaitsDelivery } from "@/server/domain/videos/upload-rules";
import { AppError, notFound } from "@/server/errors";
import { uploadAsCreator } from "./seed-videos";

/*
 * What the browser tests need to reach a state without driving every screen before it: served
 * only by /api/v1/dev/* (src/server/api/routes/v1/dev.ts), which exists outside production or with
 * E2E_TEST_HOOKS=true. Each goes through the same use-cases as the product — a delivery is an
 * upload the processing job turns into the next version, an approval is the brand's — so what a
 * test sees afterwards is what a person would have left.
 */

/** The 3-second clip committed with the demo seed. */
const SAMPLE_CLIP_PATH = path.join(process.cwd(), "src/server/seed/media/demo-clip.mp4");

/** How long a delivery may wait for a worker that picked up its processing first. */
const PROCESSING_WAIT_MS = 30_000;

/** What the test hooks' creator writes to submit the sample clip despite its report's warnings. */
export const SAMPLE_NOTE = "Sample delivery: submitted as it is.";

type HookContext = Pick<AppContext, "db" | "storage">;

/**
 * The creator delivers the sample clip as the next version of one of their order videos: uploaded,
 * processed and delivered as a real upload is. 404 to anyone but the order's creator; 409 when the
 * video is not waiting for a delivery, before anything is stored.
 */
export async function deliverSampleVideo(
  ctx: HookContext,
  input: { videoId: string; creatorUserId: string },
): Promise<{ orderId: string; assetId: string }> {
  const orderId = await orderIdOfVideoForParty(ctx.db, input.videoId, { side: "creator", userId: input.creatorUserId });
  await assertAwaitsDelivery(ctx.db, input.videoId, input.creatorUserId);
  const assetId = await uploadSample(ctx, input.videoId, input.creatorUserId);
  return { orderId, assetId };
}

/**
 * Walks one of the brand's orders to "completed": the creator delivers the sample clip for every
 * video, then the brand approves each, which releases the escrow. Refusals of the use-cases pass
 * through.
 */
export async function completeOrderForTest(
  ctx: HookContext,
  input: { orderId: string; buyerAccountId: string },
): Promise<{ status: string }> {
  if (!isUuid(input.orderId)) throw notFound("Order");
  const [order] = await ctx.db
    .select({ id: marketOrder.id, creatorUserId: marketOrder.creatorUserId })
    .from(marketOrder)
    .where(and(eq(marketOrder.id, input.orderId), eq(marketOrder.buyerAccountId, input.buyerAccountId)))
    .limit(1);
  if (!order) throw notFound("Order");
  const videos = await ctx.db
    .select({ id: orderVideo.id })
    .from(orderVideo)
    .where(eq(orderVideo.orderId, order.id))
    .orderBy(asc(orderVideo.position));
  for (const v of videos) {
    await assertAwaitsDelivery(ctx.db, v.id, order.creatorUserId);
    await uploadSample(ctx, v.id, order.creatorUserId);
  }
  for (const v of videos)
    await approveOrderVideo(ctx.db, { videoId: v.id, party: { side: "buyer", buyerAccountId: input.buyerAccountId } });
  const [after] = await ctx.db.select({ status: marketOrder.status }).from(marketOrder).where(eq(marketOrder.id, order.id));
  return { status: after!.status };
}

/** Marks the user's address verified as opening the link would, so tests need not read the outbox. */
export async function verifyEmailForTest(db: Db, userId: string): Promise<{ email_verified: true }> {
  await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
  return { email_verified: true };
}

/**
 * The upload, its processing, its checks and the creator's submit. The workers, where they run,
 * queue the same processing job as soon as the upload completes: whichever run finishes second
 * finds the asset done, so the outcome is read from the asset rather than from this run.
 */
async function uploadSample(ctx: HookContext, orderVideoId: string, creatorUserId: string): Promise<string> {
  const assetId = await uploadAsCreator(ctx, {
    clip: SAMPLE_CLIP_PATH,
    creatorUserId,
    now: new Date(),
    name: "sample-delivery.mp4",
    purpose: "order_delivery",
    orderVideoId,
  });
  await processVideoAsset(ctx, assetId).catch(() => undefined);
  const deadline = Date.now() + PROCESSING_WAIT_MS;
  for (;;) {
    const [asset] = await ctx.db.select({ status: videoAsset.status }).from(videoAsset).where(eq(videoAsset.id, assetId));
    if (asset?.status === "ready") break;
    if (asset?.status !== "processing" || Date.now() > deadline) {
      throw new AppError("invalid_state", "This video is not waiting for a delivery");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The checks job's work, then the creator's submit (decision 076); the sample clip is silent, so its report warns.
  await measureVideoAsset(ctx, assetId, { finalAttempt: true });
  await submitDelivery(ctx.db, { videoId: orderVideoId, assetId, creatorUserId, note: SAMPLE_NOTE });
  return assetId;
}
