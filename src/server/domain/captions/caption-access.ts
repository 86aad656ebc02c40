import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import {
  type captionBurn,
  type captionTrack,
  marketOrder,
  orderVideo,
  orderVideoVersion,
  videoAsset,
  videoLicence,
} from "@/server/db/schema";
import { isPartyOf, type OrderParty, type OrderRow, type OrderVideoRow } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";

export type CaptionTrackRow = typeof captionTrack.$inferSelect;
export type CaptionBurnRow = typeof captionBurn.$inferSelect;
type VersionRow = typeof orderVideoVersion.$inferSelect;
type AssetRow = typeof videoAsset.$inferSelect;

export const notFoundVersion = () => new AppError("not_found", "Version not found");

export interface VersionForParty {
  order: OrderRow;
  video: OrderVideoRow;
  version: VersionRow;
  asset: AssetRow;
  /** The licence's asset code when this very version is the licensed file, else null. */
  assetCode: string | null;
}

/**
 * A delivered version with its order, video, file and licence code, when the party is a side of
 * the order; otherwise `not_found` — the same answer for another brand, another creator and a
 * version that does not exist (decision 025's rule for every order route).
 */
export async function findVersionForParty(db: Executor, versionId: string, party: OrderParty): Promise<VersionForParty> {
  if (!isUuid(versionId)) throw notFoundVersion();
  const [row] = await db
    .select({ order: marketOrder, video: orderVideo, version: orderVideoVersion, asset: videoAsset, assetCode: videoLicence.assetCode })
    .from(orderVideoVersion)
    .innerJoin(orderVideo, eq(orderVideo.id, orderVideoVersion.orderVideoId))
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
    .leftJoin(videoLicence, and(eq(videoLicence.orderVideoId, orderVideo.id), eq(videoLicence.assetId, orderVideoVersion.assetId)))
    .where(eq(orderVideoVersion.id, versionId))
    .limit(1);
  if (!row || !isPartyOf(row.order, party)) throw notFoundVersion();
  return row;
}

const CLOSED = new Set(["cancelled", "refunded"]);

/**
 * Both sides edit captions, before approval (to agree on them) and after (the brand's ads need
 * them most then); a cancelled or refunded order's videos are nobody's to publish.
 */
export function captionsWritable(order: Pick<OrderRow, "status">): boolean {
  return !CLOSED.has(order.status);
}

export function assertCaptionsWritable(order: Pick<OrderRow, "status">): void {
  if (!captionsWritable(order)) throw new AppError("invalid_state", "This order is closed; its captions can no longer change");
}

/** How downloads are named: the asset code of a licensed file, else the order video and version. */
export function captionFileBase(target: { assetCode: string | null; position: number; version: number }): string {
  return target.assetCode ?? `order-video-${target.position}-v${target.version}`;
}

export function burnFileName(base: string, style: string): string {
  return `${base}-captions-${style.replace(/_/g, "-")}.mp4`;
}

/** Which side of the version's order a user is: the buyer side first (a user may hold both types). */
export async function sideOfVersion(db: Executor, versionId: string, parties: OrderParty[]): Promise<OrderParty> {
  for (const party of parties) {
    try {
      await findVersionForParty(db, versionId, party);
      return party;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    }
  }
  throw notFoundVersion();
}
