import { eq } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { Executor } from "@/server/db/database";
import { captionBurn, captionTrack } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import type { StorageAdapter, StorageKey } from "@/server/integrations/storage";
import { serializeCaptions, type CaptionFormat } from "@/lib/captions/cues";
import { burnFileName, captionFileBase, findVersionForParty } from "./caption-access";

const noCaptions = () => new AppError("not_found", "This version has no captions yet");

/** The track as an SRT or WebVTT file, named after the asset code (or the order video and version). */
export async function exportCaptionFile(
  db: Executor,
  input: { versionId: string; party: OrderParty; format: CaptionFormat },
): Promise<{ fileName: string; contentType: string; body: string }> {
  const target = await findVersionForParty(db, input.versionId, input.party);
  const [track] = await db.select().from(captionTrack).where(eq(captionTrack.versionId, target.version.id)).limit(1);
  if (!track || track.status !== "ready") throw noCaptions();
  const base = captionFileBase({ assetCode: target.assetCode, position: target.video.position, version: target.version.version });
  return {
    fileName: `${base}-captions.${input.format}`,
    contentType: input.format === "srt" ? "application/x-subrip; charset=utf-8" : "text/vtt; charset=utf-8",
    body: serializeCaptions(track.cues, input.format),
  };
}

/** The burned-in video of a style, streamed from storage, with its download name. */
export async function openCaptionBurn(
  db: Executor,
  storage: StorageAdapter,
  input: { versionId: string; party: OrderParty; style: string },
): Promise<{ fileName: string; size: number; body: Readable }> {
  const target = await findVersionForParty(db, input.versionId, input.party);
  const [row] = await db
    .select({ burn: captionBurn })
    .from(captionBurn)
    .innerJoin(captionTrack, eq(captionTrack.id, captionBurn.trackId))
    .where(eq(captionTrack.versionId, target.version.id))
    .then((rows) => rows.filter((r) => r.burn.style === input.style));
  if (!row || row.burn.status !== "ready" || !row.burn.outputKey)
    throw new AppError("not_found", "No video with these captions burned in yet");
  const object = await storage.get(row.burn.outputKey as StorageKey);
  if (!object) throw new AppError("not_found", "No video with these captions burned in yet");
  const base = captionFileBase({ assetCode: target.assetCode, position: target.video.position, version: target.version.version });
  return { fileName: burnFileName(base, input.style), size: object.size, body: object.body };
}
