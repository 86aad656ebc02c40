import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { captionBurn, captionTrack, orderVideoVersion, videoAsset, videoLicence } from "@/server/db/schema";
import { findVideoForParty } from "@/server/domain/reviews/review-access";
import type { OrderParty } from "@/server/domain/orders/order-access";
import {
  CAPTION_STYLE_IDS,
  CAPTION_STYLE_NAMES,
  type CaptionBurn,
  type CaptionStyleId,
  type CaptionTrack,
  type VideoCaptions,
} from "@/contracts/captions";
import { burnFileName, captionFileBase, captionsWritable, type CaptionBurnRow, type CaptionTrackRow } from "./caption-access";

export function toCaptionBurn(burn: CaptionBurnRow, track: Pick<CaptionTrackRow, "revision">, fileBase: string): CaptionBurn {
  return {
    id: burn.id,
    style: burn.style as CaptionStyleId,
    status: burn.status,
    trackRevision: burn.trackRevision,
    isOutdated: burn.trackRevision < track.revision,
    failureReason: burn.failureReason,
    fileName: burnFileName(fileBase, burn.style),
    sizeBytes: burn.sizeBytes,
    finishedAt: burn.finishedAt?.toISOString() ?? null,
  };
}

export function toCaptionTrack(track: CaptionTrackRow, burns: CaptionBurnRow[], fileBase: string): CaptionTrack {
  return {
    id: track.id,
    versionId: track.versionId,
    provider: track.provider,
    source: track.source,
    language: track.language,
    status: track.status,
    failureReason: track.failureReason,
    script: track.script,
    fitToSpeech: track.fitToSpeech,
    cues: track.cues,
    revision: track.revision,
    updatedAt: track.updatedAt.toISOString(),
    burns: burns
      .filter((b) => b.trackId === track.id)
      .sort((a, b) => CAPTION_STYLE_IDS.indexOf(a.style as CaptionStyleId) - CAPTION_STYLE_IDS.indexOf(b.style as CaptionStyleId))
      .map((b) => toCaptionBurn(b, track, fileBase)),
  };
}

/** The captions of every version of an order video, for either side (404 to anyone else). */
export async function getVideoCaptions(db: Executor, input: { videoId: string; party: OrderParty }): Promise<VideoCaptions> {
  const { order, video } = await findVideoForParty(db, input.videoId, input.party);
  const versions = await db
    .select({
      id: orderVideoVersion.id,
      version: orderVideoVersion.version,
      assetId: orderVideoVersion.assetId,
      durationMs: videoAsset.durationMs,
    })
    .from(orderVideoVersion)
    .innerJoin(videoAsset, eq(videoAsset.id, orderVideoVersion.assetId))
    .where(eq(orderVideoVersion.orderVideoId, video.id))
    .orderBy(asc(orderVideoVersion.version));
  const tracks = await db.select().from(captionTrack).where(eq(captionTrack.orderVideoId, video.id));
  const burns = tracks.length
    ? await db
        .select()
        .from(captionBurn)
        .where(
          inArray(
            captionBurn.trackId,
            tracks.map((t) => t.id),
          ),
        )
    : [];
  const [licence] = await db
    .select({ assetCode: videoLicence.assetCode, assetId: videoLicence.assetId })
    .from(videoLicence)
    .where(eq(videoLicence.orderVideoId, video.id))
    .limit(1);
  const brief = (order.brief ?? {}) as { whatToFilm?: string };
  return {
    orderVideoId: video.id,
    briefText: brief.whatToFilm ?? "",
    assetCode: licence?.assetCode ?? null,
    canEdit: captionsWritable(order),
    styles: CAPTION_STYLE_IDS.map((id) => ({ id, name: CAPTION_STYLE_NAMES[id] })),
    versions: versions.map((v) => {
      const track = tracks.find((t) => t.versionId === v.id);
      const base = captionFileBase({
        assetCode: licence && licence.assetId === v.assetId ? licence.assetCode : null,
        position: video.position,
        version: v.version,
      });
      return { versionId: v.id, version: v.version, durationMs: v.durationMs, track: track ? toCaptionTrack(track, burns, base) : null };
    }),
  };
}
