import { z } from "zod";

/*
 * Video uploads and streams (docs/product/videos-and-licences.md, decision 031). The upload itself speaks the tus
 * resumable-upload protocol (not JSON); these are the names it and the stream routes share.
 */

/** Where Uppy's tus plugin sends uploads. */
export const VIDEO_UPLOAD_ENDPOINT = "/api/v1/uploads/videos";
/** docs/product/videos-and-licences.md: at most 2 GB per video. */
export const MAX_VIDEO_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024;
/** What the file picker offers; the server checks the name, then the content. */
export const VIDEO_UPLOAD_ACCEPT = ["video/mp4", "video/quicktime", "video/webm", ".mp4", ".mov", ".m4v", ".webm"];

/** The tus `Upload-Metadata` this endpoint reads (each value base64 in the header, as tus says). */
export const videoUploadMetadataSchema = z.object({
  filename: z.string().min(1).max(255),
  filetype: z.string().optional(),
  purpose: z.enum(["order_delivery", "portfolio", "proposal", "message"]),
  /** Required for an order delivery: the order video this file delivers. */
  orderVideoId: z.string().uuid().optional(),
  /** Required for a message video: the conversation it will be sent in (the uploader must be a participant). */
  conversationId: z.string().uuid().optional(),
});
export type VideoUploadMetadata = z.infer<typeof videoUploadMetadataSchema>;

export const videoVariantSchema = z.enum(["original", "preview", "poster", "strip"]);
export type VideoVariant = z.infer<typeof videoVariantSchema>;

export const videoStreamParamsSchema = z.object({
  assetId: z.string().meta({ description: "The video asset's id (an order video version's `assetId`)" }),
  variant: videoVariantSchema.meta({
    description: "`original` (full quality), `preview` (web-playable H.264, when one was made), `poster` (JPEG), `strip` (JPEG sprite)",
  }),
});

export const uploadIdParamsSchema = z.object({
  id: z.string().meta({ description: "The upload's id (the last segment of its Location)" }),
});

export const videoAssetStatusSchema = z.enum(["uploading", "processing", "ready", "failed"]);
export type VideoAssetStatus = z.infer<typeof videoAssetStatusSchema>;

/**
 * One uploaded video as a page shows it (portfolio, message attachment): its state, and once
 * ready the product URLs of its poster and of the file to play (each checks the viewer and
 * redirects to a short-lived signed URL, decision 031).
 */
export const videoViewSchema = z
  .object({
    assetId: z.uuid(),
    status: videoAssetStatusSchema,
    failureReason: z.string().nullable().meta({ description: "Why processing refused the file, when status is failed" }),
    durationMs: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    posterUrl: z.string().nullable().meta({ description: "JPEG poster, once ready" }),
    playbackUrl: z
      .string()
      .nullable()
      .meta({ description: "What a <video> plays (the web preview if one was made, else the original), once ready" }),
  })
  .meta({ id: "VideoView" });
export type VideoView = z.infer<typeof videoViewSchema>;
