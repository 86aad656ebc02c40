import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { marketOrder, orderVideo, videoAsset } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import type { VideoVariant } from "./order-video-versions";

export interface VideoViewer {
  userId: string;
  /** The caller's current buyer account: a member of the order's buyer account sees its deliveries. */
  buyerAccountId: string;
  isAdmin: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError("not_found", "Video not found");

/**
 * The storage key of one file of a video, when this viewer may see it: a delivery only by the
 * order's two sides (the creator, a member of the buying account) and admins; any other video by
 * its uploader and admins. Everyone else, and a file that does not exist (yet), is a 404 — a
 * video's existence is nobody else's business (issue 14).
 */
export async function videoFileForViewer(db: Executor, viewer: VideoViewer, assetId: string, variant: VideoVariant): Promise<StorageKey> {
  if (!UUID.test(assetId)) throw notFound();
  const [row] = await db
    .select({ asset: videoAsset, buyerAccountId: marketOrder.buyerAccountId, creatorUserId: marketOrder.creatorUserId })
    .from(videoAsset)
    .leftJoin(orderVideo, eq(orderVideo.id, videoAsset.orderVideoId))
    .leftJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(eq(videoAsset.id, assetId))
    .limit(1);
  if (!row) throw notFound();
  const { asset } = row;
  const allowed =
    viewer.isAdmin ||
    asset.ownerUserId === viewer.userId ||
    (asset.purpose === "order_delivery" && (row.creatorUserId === viewer.userId || row.buyerAccountId === viewer.buyerAccountId));
  if (!allowed) throw notFound();
  // The original is served once it is whole and confirmed a video; the rest exist only then.
  if (asset.status !== "ready") throw notFound();
  const key = { original: asset.originalKey, preview: asset.previewKey, poster: asset.posterKey, strip: asset.thumbnailStripKey }[variant];
  if (!key) throw notFound();
  return key as StorageKey;
}
