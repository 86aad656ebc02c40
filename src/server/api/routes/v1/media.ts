import { dataOf } from "@/contracts/envelope";
import { requireSecret } from "@/config/deployment";
import type { Context } from "hono";
import {
  brandProfileParamsSchema,
  brandProfileSummarySchema,
  creatorImageSlotParamsSchema,
  imageFormSchema,
  signedUrlQuerySchema,
  storageKeyParamsSchema,
  storedObjectSchema,
  uploadedImageSchema,
} from "@/contracts/media";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "@/server/domain/media/image-rules";
import { listBrandProfiles } from "@/server/domain/media/list-brand-profiles";
import { uploadBrandLogo } from "@/server/domain/media/upload-brand-logo";
import { uploadCreatorImage } from "@/server/domain/media/upload-creator-image";
import { uploadProductImage } from "@/server/domain/media/upload-product-image";
import { uploadUserAvatar } from "@/server/domain/media/upload-user-avatar";
import { AppError, notFound } from "@/server/errors";
import {
  isPublicPurpose,
  ObjectTooLargeError,
  parseRangeHeader,
  parseStorageKey,
  RangeNotSatisfiableError,
  signingSecret,
  verifySignedUrl,
  type StorageKey,
} from "@/server/integrations/storage";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, documented, errors, json, signedIn } from "../../openapi";
import type { ApiEnv } from "../../types";
import { parseWith } from "../../validation";
import { isUuid } from "@/contracts/id";
import { readBoundedForm } from "@/server/http/bounded-form";

/**
 * Files (decision 018): public pictures at stable URLs, the disk adapter's presigned
 * GET/PUT URLs, and the owner-only picture uploads of profiles and brand profiles. Streams, regex
 * paths and multipart bodies read under a byte limit are served by plain handlers, declared with
 * `documented(router, route, handler)` below.
 */
export const mediaRoutes = apiRouter().openapi(
  createRoute({
    method: "get",
    path: "/brand-profiles",
    tags: ["Brands"],
    summary: "The buyer account's brand profiles",
    ...signedIn("brand"),
    responses: { 200: json(dataOf(z.array(brandProfileSummarySchema)), "The brand profiles"), ...errors(401, 403) },
  }),
  async (c) => c.json({ data: await listBrandProfiles(c.var.ctx.db, c.var.caller.buyer.id) }, 200),
);

const fileAnswer = (description: string) => ({
  description,
  content: { "*/*": { schema: z.string().meta({ format: "binary" }) } },
  headers: {
    "Accept-Ranges": { schema: { type: "string" as const }, description: "`bytes`: single ranges are served (206)" },
  },
});
const rangeNotSatisfiable = { description: "The Range lies outside the file" };
const keyPath = { params: storageKeyParamsSchema };
const signedPath = { params: storageKeyParamsSchema, query: signedUrlQuerySchema };
const rangeHeader = z.object({ range: z.string().optional().meta({ description: "One byte range, e.g. `bytes=0-1023`" }) });
const imageUpload = (field: string) => ({
  required: true,
  content: { "multipart/form-data": { schema: imageFormSchema(field) } },
});

documented(
  mediaRoutes,
  createRoute({
    method: "get",
    path: "/media/{key}",
    tags: ["Files"],
    summary: "A public picture",
    description: "Avatars, logos and profile photos at stable, immutable URLs (every upload gets a new key).",
    request: { ...keyPath, headers: rangeHeader },
    responses: { 200: fileAnswer("The file"), 206: fileAnswer("The requested range"), 416: rangeNotSatisfiable, ...errors(404) },
  }),
  async (c) => {
    const parsed = parseStorageKey(c.req.param("key"));
    if (!parsed || !isPublicPurpose(parsed.purpose)) throw notFound("File");
    return serveObject(c, parsed.key, "public, max-age=31536000, immutable");
  },
  "/media/:key{.+}",
);
documented(
  mediaRoutes,
  createRoute({
    method: "get",
    path: "/storage/signed/{key}",
    tags: ["Files"],
    summary: "Download through a presigned URL",
    description: "Only with the disk storage adapter; S3 hands out its own presigned URLs. The signature is the capability.",
    request: { ...signedPath, headers: rangeHeader },
    responses: { 200: fileAnswer("The file"), 206: fileAnswer("The requested range"), 416: rangeNotSatisfiable, ...errors(403, 404) },
  }),
  async (c) => serveObject(c, checkSignature(c, "GET"), "private, no-store"),
  "/storage/signed/:key{.+}",
);
documented(
  mediaRoutes,
  createRoute({
    method: "put",
    path: "/storage/signed/{key}",
    tags: ["Files"],
    summary: "Upload through a presigned URL",
    description: "Only with the disk storage adapter. The body is the file's bytes, streamed to disk, with the Content-Type the URL names.",
    request: {
      ...signedPath,
      body: { required: true, content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } } },
    },
    responses: { 201: json(storedObjectSchema, "Stored"), ...errors(400, 403, 413) },
  }),
  /* A presigned PUT on disk: the body is streamed to a file, never held whole in memory. */
  async (c) => {
    const key = checkSignature(c, "PUT");
    const query = new URL(c.req.url).searchParams;
    const contentType = query.get("contentType") ?? "application/octet-stream";
    if ((c.req.header("content-type") ?? "") !== contentType) {
      throw new AppError("validation_error", `Send the file with Content-Type: ${contentType}`, { "content-type": `Use ${contentType}` });
    }
    const body = c.req.raw.body;
    if (!body) throw new AppError("validation_error", "The request has no body", { body: "Send the file's bytes" });
    const maxBytes = query.has("maxBytes") ? Number(query.get("maxBytes")) : undefined;
    if (maxBytes !== undefined && Number(c.req.header("content-length")) > maxBytes) throw tooLarge("body", maxBytes);
    try {
      const info = await c.var.ctx.storage.put(key, Readable.fromWeb(body as NodeReadableStream), { contentType, maxBytes });
      return c.json({ data: { key: info.key, size: info.size } }, 201);
    } catch (error) {
      if (error instanceof ObjectTooLargeError) throw tooLarge("body", error.maxBytes);
      throw error;
    }
  },
  "/storage/signed/:key{.+}",
);
documented(
  mediaRoutes,
  createRoute({
    method: "post",
    path: "/me/avatar",
    tags: ["Account"],
    summary: "Upload the caller's avatar",
    ...signedIn("user"),
    request: { body: imageUpload("image") },
    responses: { 200: json(uploadedImageSchema, "The new picture's URL"), ...errors(400, 401, 413) },
  }),
  async (c) => {
    const bytes = await readImageField(c, "image");
    const url = await uploadUserAvatar(c.var.ctx.db, mediaDeps(c), { userId: c.var.caller.userId, bytes });
    return c.json({ data: { url } });
  },
);
documented(
  mediaRoutes,
  createRoute({
    method: "post",
    path: "/creators/me/images/{slot}",
    tags: ["Account"],
    summary: "Upload a picture of the caller's creator profile",
    description: "The form field is named like the slot.",
    ...signedIn("creator"),
    request: { params: creatorImageSlotParamsSchema, body: imageUpload("profile_photo_one") },
    responses: { 200: json(uploadedImageSchema, "The new picture's URL"), ...errors(400, 401, 403, 413) },
  }),
  async (c) => {
    const { slot } = parseWith(creatorImageSlotParamsSchema, c.req.param());
    const bytes = await readImageField(c, slot);
    const url = await uploadCreatorImage(c.var.ctx.db, mediaDeps(c), { userId: c.var.caller.userId, slot, bytes });
    return c.json({ data: { url } });
  },
);
documented(
  mediaRoutes,
  createRoute({
    method: "post",
    path: "/brand-profiles/{id}/logo",
    tags: ["Brands"],
    summary: "Upload a brand profile's logo",
    ...signedIn("brand"),
    request: { params: brandProfileParamsSchema, body: imageUpload("logo") },
    responses: { 200: json(uploadedImageSchema, "The new logo's URL"), ...errors(400, 401, 403, 404, 413) },
  }),
  async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound("Brand profile");
    const bytes = await readImageField(c, "logo");
    const url = await uploadBrandLogo(c.var.ctx.db, mediaDeps(c), { buyerAccountId: c.var.caller.buyer.id, brandProfileId: id, bytes });
    return c.json({ data: { url } });
  },
);

documented(
  mediaRoutes,
  createRoute({
    method: "post",
    path: "/auth/products/images",
    tags: ["Orders"],
    summary: "Upload a product picture",
    description:
      "Multipart field `image`, at most 10 MB, judged by its bytes and re-encoded as WebP (≤ 1080 px). Answers the URL to set as a saved product's `imageUrl` or a campaign's `product_image_url`; only the uploading account may use it.",
    ...signedIn("brand"),
    request: { body: imageUpload("image") },
    responses: { 201: json(uploadedImageSchema, "The picture's URL"), ...errors(400, 401, 403, 413) },
  }),
  /* A product picture for a saved product or a campaign brief; answers its URL. */
  async (c) => {
    const bytes = await readImageField(c, "image");
    const url = await uploadProductImage(mediaDeps(c), { buyerAccountId: c.var.caller.buyer.id, bytes });
    return c.json({ data: { url } }, 201);
  },
);

const mediaDeps = (c: Context<SignedInEnv>) => ({ storage: c.var.ctx.storage, logger: c.var.log });

const tooLarge = (field: string, maxBytes: number) => {
  const message = `The file is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`;
  return new AppError("payload_too_large", `${field}: ${message}`, { [field]: message });
};

function checkSignature(c: Context<ApiEnv>, method: "GET" | "PUT"): StorageKey {
  const parsed = parseStorageKey(c.req.param("key") ?? "");
  if (!parsed) throw notFound("File");
  const secret = signingSecret(requireSecret(c.var.ctx.settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET"));
  const check = verifySignedUrl(secret, method, parsed.key, new URL(c.req.url).searchParams);
  if (!check.ok) {
    throw new AppError("forbidden", check.reason === "expired" ? "This link has expired" : "This link is not valid");
  }
  return parsed.key;
}

/** Streams an object with single-range support (video players seek with Range requests). */
async function serveObject(c: Context<ApiEnv>, key: StorageKey, cacheControl: string): Promise<Response> {
  const storage = c.var.ctx.storage;
  const info = await storage.head(key);
  if (!info) throw notFound("File");
  let object;
  try {
    object = await storage.get(key, parseRangeHeader(c.req.header("range"), info.size) ?? undefined);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return c.body(null, 416, { "Content-Range": `bytes */${error.size}` });
  }
  if (!object) throw notFound("File");
  const length = object.range ? object.range.end - object.range.start + 1 : object.size;
  const headers: Record<string, string> = {
    "Content-Type": object.contentType,
    "Content-Length": String(length),
    "Accept-Ranges": "bytes",
    "Last-Modified": object.lastModified.toUTCString(),
    "Cache-Control": cacheControl,
    // Stored bytes are never run as a page of ours, whatever they contain.
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ...(object.range && { "Content-Range": `bytes ${object.range.start}-${object.range.end}/${object.size}` }),
  };
  const status = object.range ? 206 : 200;
  if (c.req.method === "HEAD") {
    object.body.destroy();
    return c.body(null, status, headers);
  }
  return c.body(Readable.toWeb(object.body) as ReadableStream, status, headers);
}

/**
 * Reads one file field of a multipart body, refusing more than the image limit before and while
 * reading (a missing or lying Content-Length cannot make us hold more).
 */
async function readImageField(c: Context<SignedInEnv>, field: string): Promise<Uint8Array> {
  const form = await readBoundedForm(c.req.raw, {
    maxFileBytes: MAX_IMAGE_BYTES,
    tooLarge: () => tooLarge(field, MAX_IMAGE_BYTES),
    invalid: () => new AppError("validation_error", `${field}: Choose a picture to upload`, { [field]: "Choose a picture to upload" }),
  });
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) {
    throw new AppError("validation_error", `${field}: Choose a picture to upload`, { [field]: "Choose a picture to upload" });
  }
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge(field, MAX_IMAGE_BYTES);
  return new Uint8Array(await file.arrayBuffer());
}
