import { createReadStream } from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { OrderHook } from "@/contracts/variants";
import { HOOK_MAX_MS, HOOK_MIN_MS } from "@/contracts/variants";
import type { Db } from "@/server/db/database";
import { orderHook } from "@/server/db/schema";
import { lockVideoForParty } from "@/server/domain/orders/order-access";
import { videoContentType } from "@/server/domain/videos/upload-rules";
import { AppError } from "@/server/errors";
import { storageKey, type StorageAdapter } from "@/server/integrations/storage";
import { isAcceptedContainer, probeVideo } from "@/server/integrations/video/ffmpeg";
import { hookUploadClosedReason, hooksAskedOf } from "./hook-rules";
import { hookView } from "./hook-view";

const invalid = (message: string) => new AppError("validation_error", `file: ${message}`, { file: message });

/**
 * The creator delivers one extra hook of an order video (decision 080): a separate upload of 2–5 s,
 * read with ffprobe before anything is written. The file was streamed to `localFile` by the route;
 * it is stored, then the row is numbered and written under the order's lock (so two uploads
 * racing for the last asked hook cannot both count). A rejected hook does not count against the
 * hooks asked: the creator uploads a replacement.
 */
export async function submitHook(
  deps: { db: Db; storage: StorageAdapter },
  input: { orderVideoId: string; creatorUserId: string; localFile: string; originalName: string; sizeBytes: number; now?: Date },
): Promise<OrderHook> {
  const { db, storage } = deps;
  // Cheap checks first: a stranger's video is a 404 before the file is even probed.
  await db.transaction(async (tx) => {
    const { order, video } = await lockVideoForParty(tx, input.orderVideoId, { side: "creator", userId: input.creatorUserId });
    const closed = hookUploadClosedReason(order, video);
    if (closed) throw new AppError("invalid_state", closed);
  });
  const name = input.originalName.trim();
  const contentType = videoContentType(name);
  if (!name || name.length > 255 || !contentType) throw invalid("Upload an MP4, MOV or WebM video");
  const probe = await probeVideo(input.localFile);
  if (!probe || !isAcceptedContainer(probe.formatName)) throw invalid("This file is not a video we can read");
  // ffprobe's container length may exceed the last frame by a few milliseconds: a 50 ms allowance.
  if (probe.durationMs < HOOK_MIN_MS - 50 || probe.durationMs > HOOK_MAX_MS + 50) {
    throw invalid(`A hook lasts 2 to 5 seconds; this one lasts ${(probe.durationMs / 1000).toFixed(1)} s`);
  }
  const id = crypto.randomUUID();
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "mp4";
  const key = storageKey("videos", "hooks", id, `hook.${extension}`);
  await storage.put(key, createReadStream(input.localFile), { contentType });
  try {
    return await db.transaction(async (tx) => {
      const { order, video } = await lockVideoForParty(tx, input.orderVideoId, { side: "creator", userId: input.creatorUserId });
      const closed = hookUploadClosedReason(order, video);
      if (closed) throw new AppError("invalid_state", closed);
      const asked = hooksAskedOf(order);
      const [{ counted, next }] = (await tx
        .select({
          counted: sql<number>`count(*) filter (where ${orderHook.status} <> 'rejected')`.mapWith(Number),
          next: sql<number>`coalesce(max(${orderHook.number}), 0) + 1`.mapWith(Number),
        })
        .from(orderHook)
        .where(eq(orderHook.orderVideoId, video.id))) as [{ counted: number; next: number }];
      if (counted >= asked) {
        throw new AppError("invalid_state", `All ${asked} extra hook${asked === 1 ? "" : "s"} asked for are delivered`);
      }
      const [row] = await tx
        .insert(orderHook)
        .values({
          id,
          orderVideoId: video.id,
          creatorUserId: input.creatorUserId,
          number: next,
          fileKey: key,
          originalName: name,
          sizeBytes: input.sizeBytes,
          durationMs: probe.durationMs,
          width: probe.width,
          height: probe.height,
          hasAudio: probe.audioCodec !== null,
          createdAt: input.now ?? new Date(),
        })
        .returning();
      return hookView(row!);
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
