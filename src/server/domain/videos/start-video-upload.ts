import type { Db } from "@/server/db/database";
import { videoAsset } from "@/server/db/schema";
import { attachPortfolioVideo } from "@/server/domain/creators/portfolio-videos";
import { recordCreated } from "@/server/domain/events/transition";
import { videoAssetMachine } from "./video-transitions";
import type { AuthorizedVideoUpload } from "./upload-rules";

/**
 * Records a new upload (status uploading) under the id the resumable upload will carry, so the
 * upload, its storage key and the asset are one name. The caller authorized it first. A portfolio
 * upload joins the creator's portfolio in the same transaction (refused there too when another
 * upload filled it meanwhile, decision 042).
 */
export async function startVideoUpload(
  db: Db,
  input: { assetId: string; ownerUserId: string; originalKey: string; upload: AuthorizedVideoUpload },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(videoAsset).values({
      id: input.assetId,
      ownerUserId: input.ownerUserId,
      purpose: input.upload.purpose,
      orderVideoId: input.upload.orderVideoId,
      conversationId: input.upload.conversationId ?? null,
      originalKey: input.originalKey,
      originalName: input.upload.originalName,
      sizeBytes: input.upload.sizeBytes,
      contentType: input.upload.contentType,
    });
    if (input.upload.purpose === "portfolio") await attachPortfolioVideo(tx, { userId: input.ownerUserId, assetId: input.assetId });
    await recordCreated(tx, videoAssetMachine, {
      id: input.assetId,
      actor: { kind: "creator", id: input.ownerUserId },
      payload: { purpose: input.upload.purpose, orderVideoId: input.upload.orderVideoId, sizeBytes: input.upload.sizeBytes },
    });
  });
}
