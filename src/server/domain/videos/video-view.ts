import type { VideoView } from "@/contracts/videos";
import type { videoAsset } from "@/server/db/schema";
/** The product's video routes; each checks the caller before redirecting to a signed URL. */
export const VIDEO_ROUTE = "/api/v1/videos";
export type VideoVariant = "original" | "preview" | "poster" | "strip";
export const videoUrl = (assetId: string, variant: VideoVariant) => `${VIDEO_ROUTE}/${assetId}/${variant}`;

type AssetRow = typeof videoAsset.$inferSelect;

/**
 * An asset as a page shows it (portfolio, message attachment): its state and, once ready, the
 * product URLs of its poster and of what a <video> plays. Those URLs check the viewer and redirect
 * to a signed URL, so they may sit in a page for hours (decision 031).
 */
export function videoViewOf(asset: AssetRow): VideoView {
  const ready = asset.status === "ready";
  return {
    assetId: asset.id,
    status: asset.status,
    failureReason: asset.failureReason,
    durationMs: asset.durationMs,
    width: asset.width,
    height: asset.height,
    posterUrl: ready && asset.posterKey ? videoUrl(asset.id, "poster") : null,
    playbackUrl: ready ? videoUrl(asset.id, asset.previewKey ? "preview" : "original") : null,
  };
}
