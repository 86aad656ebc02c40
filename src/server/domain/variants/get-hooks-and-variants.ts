import { asc, eq } from "drizzle-orm";
import type { HooksAndVariants } from "@/contracts/variants";
import type { Executor } from "@/server/db/database";
import { orderHook, videoAsset, videoLicence, videoVariant } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { findVideoForParty } from "@/server/domain/reviews/review-access";
import { hookDecisionClosedReason, hookUploadClosedReason, hooksAskedOf } from "./hook-rules";
import { hookView, variantView } from "./hook-view";

/** The extra hooks and variants of an order video, as its side sees them, with what that side may do now. */
export async function getHooksAndVariants(db: Executor, input: { videoId: string; party: OrderParty }): Promise<HooksAndVariants> {
  const { order, video } = await findVideoForParty(db, input.videoId, input.party);
  const hooks = await db.select().from(orderHook).where(eq(orderHook.orderVideoId, video.id)).orderBy(asc(orderHook.number));
  const [licence] = await db
    .select({ id: videoLicence.id, assetCode: videoLicence.assetCode, durationMs: videoAsset.durationMs })
    .from(videoLicence)
    .leftJoin(videoAsset, eq(videoAsset.id, videoLicence.assetId))
    .where(eq(videoLicence.orderVideoId, video.id))
    .limit(1);
  const variants = licence
    ? await db.select().from(videoVariant).where(eq(videoVariant.licenceId, licence.id)).orderBy(asc(videoVariant.number))
    : [];
  const hookNumber = new Map(hooks.map((h) => [h.id, h.number]));
  const viewer = input.party.side;
  const allowed: HooksAndVariants["allowedActions"] = [];
  if (viewer === "creator" && !hookUploadClosedReason(order, video)) allowed.push("upload_hook");
  if (viewer === "buyer" && hooks.length > 0 && !hookDecisionClosedReason(order)) allowed.push("decide_hooks");
  if (viewer === "buyer" && video.status === "approved" && licence?.durationMs && hooks.some((h) => h.status === "approved")) {
    allowed.push("create_variant");
  }
  return {
    orderVideoId: video.id,
    viewer,
    hooksAsked: hooksAskedOf(order),
    hooks: hooks.map(hookView),
    assetCode: licence?.assetCode ?? null,
    approvedDurationMs: licence?.durationMs ?? null,
    variants: licence ? variants.map((v) => variantView(v, licence.assetCode, hookNumber.get(v.hookId) ?? 0)) : [],
    allowedActions: allowed,
  };
}
