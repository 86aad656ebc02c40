import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { marketOrder, orderVideo, type videoAsset } from "@/server/db/schema";
import { assertPortfolioHasRoom } from "@/server/domain/creators/portfolio-videos";
import { requireConversation } from "@/server/domain/messages/require-conversation";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";

export type VideoPurpose = (typeof videoAsset.purpose.enumValues)[number];

/** docs/product/videos-and-licences.md: one delivered file is at most 2 GB. */
export const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;

/** MP4, MOV and WebM by name and declared type; the processing job then checks the content itself. */
const EXTENSIONS: Record<string, string> = { mp4: "video/mp4", m4v: "video/mp4", mov: "video/quicktime", webm: "video/webm" };
const TYPES = new Set(Object.values(EXTENSIONS));

/** Order videos that take a delivery now (docs/product/orders.md): the order is being made or revised, the video is not delivered. */
export const ORDER_AWAITS_DELIVERY = ["in_production", "revision_requested"] as const;
export const VIDEO_AWAITS_DELIVERY = ["pending", "revision_requested"] as const;

export interface VideoUploadRequest {
  purpose: string | undefined;
  orderVideoId?: string | null;
  /** A message video: the conversation it is for (tus metadata `conversationId`). */
  conversationId?: string | null;
  filename: string | undefined;
  filetype?: string | null;
  sizeBytes: number | undefined;
}

export interface AuthorizedVideoUpload {
  purpose: VideoPurpose;
  orderVideoId: string | null;
  conversationId?: string | null;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

const invalid = (field: string, message: string) => new AppError("validation_error", `${field}: ${message}`, { [field]: message });

/** The content type a file name and declared type stand for, or null when it is not MP4, MOV or WebM. */
export function videoContentType(filename: string, declared?: string | null): string | null {
  const extension = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  // A name with another extension is refused whatever type the client declares; a bare name relies on the type.
  if (extension !== undefined) return EXTENSIONS[extension] ?? null;
  return declared && TYPES.has(declared) ? declared : null;
}

/**
 * Who may start an upload, checked when it is created (the tus POST) and again when it completes:
 * an order delivery only by the order's creator, only while that order video awaits a delivery;
 * a portfolio or proposal video by a creator for themselves (a portfolio only while it has room,
 * decision 042); a message video by any participant of the conversation named in the metadata who
 * may write in it now (not blocked either way). Anyone else's order video or conversation is a
 * 404, like every order and conversation route: its existence is nobody else's business.
 */
export async function authorizeVideoUpload(
  db: Executor,
  uploader: { userId: string; isCreator: boolean },
  request: VideoUploadRequest,
): Promise<AuthorizedVideoUpload> {
  const purpose = request.purpose;
  if (purpose !== "order_delivery" && purpose !== "portfolio" && purpose !== "proposal" && purpose !== "message") {
    throw invalid("purpose", "Say what the video is for: order_delivery, portfolio, proposal or message");
  }
  const originalName = (request.filename ?? "").trim();
  if (!originalName || originalName.length > 255 || originalName.includes("\u0000"))
    throw invalid("filename", "Name the file (at most 255 characters)");
  const contentType = videoContentType(originalName, request.filetype);
  if (!contentType) throw invalid("filename", "Upload an MP4, MOV or WebM video");
  const size = request.sizeBytes;
  if (size === undefined || !Number.isSafeInteger(size) || size <= 0) throw invalid("size", "Send the file's size (Upload-Length)");
  if (size > MAX_VIDEO_BYTES)
    throw new AppError("payload_too_large", "size: A video may be at most 2 GB", { size: "A video may be at most 2 GB" });
  if (purpose === "message") {
    // Brands and creators both send videos in messages: the conversation decides, not the account type.
    const conversationId = request.conversationId ?? "";
    if (!isUuid(conversationId)) throw new AppError("not_found", "Conversation not found");
    const convo = await requireConversation(db, uploader.userId, conversationId);
    if (convo.blockedByMe) throw new AppError("forbidden", "You blocked this person. Unblock them to send a video.");
    if (convo.blockedByOther) throw new AppError("forbidden", "This person does not accept your messages.");
    return { purpose, orderVideoId: null, conversationId: convo.id, originalName, contentType, sizeBytes: size };
  }
  if (!uploader.isCreator) throw new AppError("forbidden", "Only creators upload videos");

  if (purpose === "portfolio") await assertPortfolioHasRoom(db, uploader.userId);
  if (purpose !== "order_delivery") return { purpose, orderVideoId: null, originalName, contentType, sizeBytes: size };

  const orderVideoId = request.orderVideoId ?? "";
  if (!isUuid(orderVideoId)) throw new AppError("not_found", "Order video not found");
  await assertAwaitsDelivery(db, orderVideoId, uploader.userId);
  return { purpose, orderVideoId, originalName, contentType, sizeBytes: size };
}

/** The order video exists, belongs to this creator's order, and takes a delivery now. */
export async function assertAwaitsDelivery(db: Executor, orderVideoId: string, creatorUserId: string): Promise<void> {
  const [row] = await db
    .select({ videoStatus: orderVideo.status, orderStatus: marketOrder.status, creatorUserId: marketOrder.creatorUserId })
    .from(orderVideo)
    .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
    .where(and(eq(orderVideo.id, orderVideoId)))
    .limit(1);
  if (!row || row.creatorUserId !== creatorUserId) throw new AppError("not_found", "Order video not found");
  const orderWaits = (ORDER_AWAITS_DELIVERY as readonly string[]).includes(row.orderStatus);
  const videoWaits = (VIDEO_AWAITS_DELIVERY as readonly string[]).includes(row.videoStatus);
  if (!orderWaits || !videoWaits) throw new AppError("invalid_state", "This video is not waiting for a delivery");
}
