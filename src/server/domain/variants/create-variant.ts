import { and, eq, sql } from "drizzle-orm";
import type { CreateVariantRequest, VideoVariant } from "@/contracts/variants";
import type { Db } from "@/server/db/database";
import { orderHook, videoAsset, videoLicence, videoVariant } from "@/server/db/schema";
import { lockVideoForParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { cutErrors } from "@/lib/variant-cuts";
import { variantView } from "./hook-view";

/** A brand makes at most this many variants of one video: enough for any ad test, a cap on render work. */
export const MAX_VARIANTS_PER_VIDEO = 30;

/**
 * The brand orders a variant of an approved video (decision 080): one approved hook, then the body
 * and the call to action cut from the approved file. The variant is numbered under the video's
 * licence (locked, so two requests get V1 and V2, never two V1s) and queued for the workers; it is
 * used under the same licence as the video it was cut from.
 */
export async function createVariant(
  db: Db,
  input: CreateVariantRequest & { orderVideoId: string; buyerAccountId: string; userId: string; now?: Date },
): Promise<VideoVariant> {
  return db.transaction(async (tx) => {
    const { video } = await lockVideoForParty(tx, input.orderVideoId, { side: "buyer", buyerAccountId: input.buyerAccountId });
    if (video.status !== "approved") throw new AppError("invalid_state", "Approve the video before assembling variants");
    const [licence] = await tx
      .select({ id: videoLicence.id, assetCode: videoLicence.assetCode, durationMs: videoAsset.durationMs })
      .from(videoLicence)
      .innerJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
      .where(eq(videoLicence.orderVideoId, video.id))
      .for("update", { of: videoLicence })
      .limit(1);
    if (!licence?.durationMs) throw new AppError("invalid_state", "This video has no licensed file to cut from");
    const [hook] = await tx
      .select()
      .from(orderHook)
      .where(and(eq(orderHook.id, input.hookId), eq(orderHook.orderVideoId, video.id)))
      .limit(1);
    if (!hook)
      throw new AppError("validation_error", "hookId: Choose one of this video's hooks", { hookId: "Choose one of this video's hooks" });
    if (hook.status !== "approved") {
      throw new AppError("validation_error", "hookId: Approve the hook first", { hookId: "Approve the hook before using it" });
    }
    const cuts = { bodyStartMs: input.bodyStartMs, bodyEndMs: input.bodyEndMs, ctaStartMs: input.ctaStartMs, ctaEndMs: input.ctaEndMs };
    const errors = cutErrors(cuts, licence.durationMs);
    const first = Object.entries(errors)[0];
    if (first) throw new AppError("validation_error", `${first[0]}: ${first[1]}`, errors);
    const [{ count, next }] = (await tx
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        next: sql<number>`coalesce(max(${videoVariant.number}), 0) + 1`.mapWith(Number),
      })
      .from(videoVariant)
      .where(eq(videoVariant.licenceId, licence.id))) as [{ count: number; next: number }];
    if (count >= MAX_VARIANTS_PER_VIDEO) throw new AppError("invalid_state", `A video has at most ${MAX_VARIANTS_PER_VIDEO} variants`);
    const [row] = await tx
      .insert(videoVariant)
      .values({
        licenceId: licence.id,
        orderVideoId: video.id,
        number: next,
        hookId: hook.id,
        ...cuts,
        createdByUserId: input.userId,
        createdAt: input.now ?? new Date(),
      })
      .returning();
    return variantView(row!, licence.assetCode, hook.number);
  });
}
