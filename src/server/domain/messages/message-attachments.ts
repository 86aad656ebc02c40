import sharp from "sharp";
import { MAX_ATTACHMENT_BYTES, type AttachmentRef, type MessageAttachmentView } from "@/contracts/messages";
import type { Executor } from "@/server/db/database";
import type { MessageAttachment } from "@/server/db/schema";
import { MAX_IMAGE_PIXELS } from "@/server/domain/media/image-rules";
import { AppError } from "@/server/errors";
import { storageKey, uniqueName, type StorageAdapter, type StorageKey } from "@/server/integrations/storage";
import { findMessageFileUploads, notYourFile, recordMessageFileUpload } from "./message-file-uploads";
import { resolveVideoAttachment } from "./message-video-attachments";
import { requireConversation } from "./require-conversation";

const refuse = (message: string) => new AppError("validation_error", `file: ${message}`, { file: message });
const PDF_MAGIC = Buffer.from("%PDF-");

/** Where a participant's uploads for one conversation live: `message-files/<conversation>/<user>/`. */
const prefixOf = (conversationId: string, userId: string) => `${storageKey("message-files", conversationId, userId)}/`;

/**
 * Stores one attachment for a message the caller is about to send (decision 035). What the file is
 * comes from its bytes, never its name or declared type: a PDF must start with `%PDF-` and is kept
 * as sent (served as a download, never inline HTML); anything else must decode as an image and is
 * re-encoded by sharp (WebP, at most 2048 px, metadata dropped). Videos are not accepted here: they
 * take the resumable uploader (purpose `message`, decision 042).
 */
export async function uploadMessageAttachment(
  db: Executor,
  storage: StorageAdapter,
  input: { userId: string; conversationId: string; name: string; bytes: Uint8Array },
): Promise<MessageAttachmentView> {
  await requireConversation(db, input.userId, input.conversationId);
  if (input.bytes.byteLength === 0) throw refuse("Choose a file to attach");
  if (input.bytes.byteLength > MAX_ATTACHMENT_BYTES) throw refuse("The file is larger than 10 MB");
  const base = input.name.replace(/\.[^.]*$/, "").slice(0, 150) || "file";
  let data: Uint8Array;
  let contentType: string;
  let extension: string;
  if (Buffer.from(input.bytes.subarray(0, 5)).equals(PDF_MAGIC)) {
    data = input.bytes;
    contentType = "application/pdf";
    extension = "pdf";
  } else {
    try {
      data = await sharp(input.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: 2048, height: 2048, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw refuse("Attach an image (JPEG, PNG, WebP, GIF, AVIF) or a PDF");
    }
    contentType = "image/webp";
    extension = "webp";
  }
  const key = `${prefixOf(input.conversationId, input.userId)}${uniqueName(extension)}` as StorageKey;
  const info = await storage.put(key, data, { contentType });
  // The row is what lets a send name the file and the sweep remove it if it is never sent
  // (decision 044). A file without its row could never be either: remove it now.
  try {
    await recordMessageFileUpload(db, {
      key,
      userId: input.userId,
      conversationId: input.conversationId,
      contentType,
      sizeBytes: info.size,
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  return { kind: "file", key, name: `${base}.${extension}`, contentType, size: info.size };
}

/**
 * The attachments a send names, checked before anything is written: files must be the caller's
 * own unsent uploads to this conversation (their rows, read in one query; sendMessage claims them
 * in its transaction), videos the caller's own uploads for this conversation that finished
 * uploading (decision 042). One bad reference refuses the whole send.
 */
export async function resolveAttachments(
  db: Executor,
  input: { userId: string; conversationId: string; refs: readonly AttachmentRef[] },
): Promise<MessageAttachment[]> {
  const fileKeys = input.refs.filter((ref) => ref.kind !== "video").map((ref) => ref.key ?? "");
  const uploads = new Map(
    (await findMessageFileUploads(db, { userId: input.userId, conversationId: input.conversationId, keys: fileKeys })).map((u) => [
      u.key,
      u,
    ]),
  );
  const out: MessageAttachment[] = [];
  for (const ref of input.refs) {
    if (ref.kind === "video") {
      out.push(await resolveVideoAttachment(db, { userId: input.userId, conversationId: input.conversationId, ref }));
      continue;
    }
    const upload = uploads.get(ref.key ?? "");
    if (!upload) throw notYourFile();
    out.push({ kind: "file", key: upload.key, name: ref.name ?? "file", contentType: upload.contentType, size: upload.sizeBytes });
  }
  const videos = out.filter((a) => a.kind === "video").map((a) => a.assetId);
  if (new Set(videos).size !== videos.length)
    throw new AppError("validation_error", "attachments: name each video once", { attachments: "name each video once" });
  return out;
}

/**
 * A signed URL for one attachment, for a participant only: the conversation is read through the
 * caller's participant row (a stranger gets the same 404 as a missing file), and the key must lie
 * under this conversation's folder.
 */
export async function attachmentUrl(
  db: Executor,
  storage: StorageAdapter,
  input: { userId: string; conversationId: string; key: string },
): Promise<string> {
  await requireConversation(db, input.userId, input.conversationId);
  const folder = `${storageKey("message-files", input.conversationId)}/`;
  const notFound = new AppError("not_found", "Attachment not found");
  if (!input.key.startsWith(folder) || input.key.includes("..")) throw notFound;
  if (!(await storage.head(input.key as StorageKey))) throw notFound;
  return storage.presignGet(input.key as StorageKey, { expiresInSeconds: 300 });
}
