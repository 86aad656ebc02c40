import { eq, inArray } from "drizzle-orm";
import type { AttachmentRef, Message, MessageAttachmentView } from "@/contracts/messages";
import type { Executor } from "@/server/db/database";
import { videoAsset, type MessageAttachment } from "@/server/db/schema";
import { videoViewOf } from "@/server/domain/videos/video-view";
import { AppError } from "@/server/errors";

/*
 * Videos in messages (decision 042). The sender uploads the video with the
 * resumable uploader (purpose `message`, the conversation in the upload's metadata, checked then);
 * the message names the asset. The stored attachment keeps only the asset's id and name; its state
 * (processing, then poster and player) is read from the asset whenever the thread is read, so a
 * message sent while the video processes shows it ready later without being rewritten.
 */

const notYours = () =>
  new AppError("validation_error", "attachments: a video is not one you uploaded to this conversation", {
    attachments: "must be videos you uploaded to this conversation",
  });

/** A video a send names: the sender's own upload for this very conversation, whole (processing or ready). */
export async function resolveVideoAttachment(
  db: Executor,
  input: { userId: string; conversationId: string; ref: AttachmentRef },
): Promise<MessageAttachment> {
  const [asset] = input.ref.assetId ? await db.select().from(videoAsset).where(eq(videoAsset.id, input.ref.assetId)).limit(1) : [];
  // Someone else's asset, another conversation's, or another purpose's: the same answer, naming nothing.
  if (!asset || asset.ownerUserId !== input.userId || asset.purpose !== "message" || asset.conversationId !== input.conversationId)
    throw notYours();
  if (asset.status === "uploading")
    throw new AppError("validation_error", "attachments: wait until the video has finished uploading", {
      attachments: "wait until the video has finished uploading",
    });
  if (asset.status === "failed")
    throw new AppError("validation_error", `attachments: ${asset.failureReason ?? "this video could not be processed"}`, {
      attachments: asset.failureReason ?? "this video could not be processed",
    });
  return {
    kind: "video",
    assetId: asset.id,
    key: asset.originalKey ?? `videos/${asset.id}/original`,
    name: input.ref.name ?? asset.originalName,
    contentType: asset.contentType ?? "video/mp4",
    size: asset.sizeBytes,
  };
}

/** Messages with their attachments as the thread shows them: every video with its asset's state now (one query per page). */
export async function withAttachmentViews<M extends Omit<Message, "attachments"> & { attachments: MessageAttachment[] }>(
  db: Executor,
  messages: M[],
): Promise<(Omit<M, "attachments"> & { attachments: MessageAttachmentView[] })[]> {
  const ids = [...new Set(messages.flatMap((m) => m.attachments.filter((a) => a.kind === "video" && a.assetId).map((a) => a.assetId!)))];
  const assets = ids.length ? await db.select().from(videoAsset).where(inArray(videoAsset.id, ids)) : [];
  const byId = new Map(assets.map((a) => [a.id, a]));
  return messages.map((m) => ({
    ...m,
    attachments: m.attachments.map((a): MessageAttachmentView => {
      if (a.kind !== "video" || !a.assetId) return { kind: "file", key: a.key, name: a.name, contentType: a.contentType, size: a.size };
      const asset = byId.get(a.assetId);
      return {
        kind: "video",
        key: a.key,
        name: a.name,
        contentType: a.contentType,
        size: a.size,
        assetId: a.assetId,
        ...(asset ? { video: videoViewOf(asset) } : {}),
      };
    }),
  }));
}
