import { eq, sql } from "drizzle-orm";
import { videoAsset } from "@/server/db/schema";
import type { StateMachine } from "@/server/domain/events/types";

export type VideoAssetStatus = (typeof videoAsset.status.enumValues)[number];
export type VideoAssetPatch = Partial<Omit<typeof videoAsset.$inferInsert, "id" | "status" | "ownerUserId" | "purpose">>;

/**
 * Video asset states (docs/product/videos-and-licences.md, decision 031). The uploader creates the asset when the
 * resumable upload starts; the last byte moves it to processing (the uploader's request, so the
 * actor is the creator); the processing job decides ready or failed. Nothing leaves ready or
 * failed: a new attempt is a new asset, so every delivered version keeps its own file.
 */
export const videoAssetMachine: StateMachine<VideoAssetStatus, VideoAssetPatch> = {
  entity: "video_asset",
  initial: { status: "uploading", by: ["creator", "system"] },
  rules: [
    { from: "uploading", to: "processing", event: "upload_completed", by: ["creator", "system"] },
    { from: "uploading", to: "failed", event: "failed", by: ["creator", "system"] },
    { from: "processing", to: "ready", event: "ready", by: ["system"] },
    { from: "processing", to: "failed", event: "failed", by: ["system"] },
  ],
  async lock(tx, id) {
    const [row] = await tx.select({ status: videoAsset.status }).from(videoAsset).where(eq(videoAsset.id, id)).for("update").limit(1);
    return row?.status ?? null;
  },
  async write(tx, id, to, patch) {
    await tx
      .update(videoAsset)
      .set({ ...patch, status: to, updatedAt: sql`now()` })
      .where(eq(videoAsset.id, id));
  },
};
