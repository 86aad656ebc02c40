import { randomUUID } from "node:crypto";
import { Server, type Upload } from "@tus/server";
import type { Context } from "hono";
import { z } from "zod";
import { uploadIdParamsSchema, VIDEO_UPLOAD_ENDPOINT, videoStreamParamsSchema, videoVariantSchema } from "@/contracts/videos";
import type { AppContext } from "@/server/context";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { completeVideoUpload, findOwnUpload } from "@/server/domain/videos/complete-video-upload";
import { startVideoUpload } from "@/server/domain/videos/start-video-upload";
import { authorizeVideoUpload, MAX_VIDEO_BYTES } from "@/server/domain/videos/upload-rules";
import { videoFileForViewer } from "@/server/domain/videos/video-access";
import { AppError } from "@/server/errors";
import { nodeRequestBody, untouchedNodeRequest } from "@/server/http/node-request-body";
import { storageKey, type StorageKey } from "@/server/integrations/storage";
import { cancelVideoUpload } from "@/server/domain/videos/abandon-video-upload";
import { createVideoUploadStore, type VideoUploadStore } from "@/server/integrations/video/tus-store";
import { createUploadLocker } from "@/server/integrations/video/upload-locker";
import { apiRouter, createRoute, documented, errors } from "../../openapi";
import type { ApiEnv } from "../../types";
import { isUuid } from "@/contracts/id";

/*
 * Video uploads and streams (decision 031).
 *
 * Uploads speak tus (resumable: POST creates, PATCH appends at an offset, HEAD tells the offset
 * after a dropped connection or a closed tab). @tus/server streams each PATCH body into the store
 * (file store on disk, multipart upload on S3), so a 2 GB file never sits in memory. The session
 * decides who may upload; the tus id is the asset's storage key, the URL carries only the asset id.
 *
 * Streams: GET /videos/{assetId}/{variant} checks that the caller is a side of the order (or the
 * uploader, or an admin) and redirects to a signed URL that lives a few minutes and answers range
 * requests (the disk adapter's signed route, or S3 itself). Everyone else gets 404.
 */

const SIGNED_URL_SECONDS = 10 * 60;

const originalKeyOf = (assetId: string) => storageKey("videos", assetId, "original");
/** `videos/<asset>/original` → `<asset>`. */
const assetIdOfKey = (key: string) => key.split("/")[1] ?? "";

/** The session's caller of each request in flight, for the tus hooks (they get the request only). */
const callers = new WeakMap<Request, Caller>();

class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}
const refusal = (error: AppError) =>
  new TusRefusal(error.status, JSON.stringify({ error: { code: error.code, message: error.message, fields: error.fields ?? {} } }));

function createTusServer(ctx: AppContext, store: VideoUploadStore): Server {
  return new Server({
    path: VIDEO_UPLOAD_ENDPOINT,
    datastore: store.datastore,
    // A lease in PostgreSQL: one request per upload across every web process (decision 043).
    locker: createUploadLocker(ctx.db),
    maxSize: MAX_VIDEO_BYTES,
    respectForwardedHeaders: true,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => originalKeyOf(randomUUID()),
    generateUrl: (_req, { proto, host, path, id }) => `${proto}://${host}${path}/${assetIdOfKey(id)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && isUuid(lastPath) ? originalKeyOf(lastPath.toLowerCase()) : undefined),
    onUploadCreate: async (req, upload: Upload) => {
      const caller = callers.get(req);
      if (!caller) throw new TusRefusal(401, JSON.stringify({ error: { code: "unauthenticated", message: "Sign in to upload" } }));
      const meta = upload.metadata ?? {};
      try {
        const authorized = await authorizeVideoUpload(
          ctx.db,
          { userId: caller.userId, isCreator: caller.types.includes("creator") },
          {
            purpose: meta.purpose ?? undefined,
            orderVideoId: meta.orderVideoId ?? null,
            conversationId: meta.conversationId ?? null,
            filename: meta.filename ?? meta.name ?? undefined,
            filetype: meta.filetype ?? meta.type ?? null,
            sizeBytes: upload.sizeIsDeferred ? undefined : upload.size,
          },
        );
        await startVideoUpload(ctx.db, {
          assetId: assetIdOfKey(upload.id),
          ownerUserId: caller.userId,
          originalKey: upload.id,
          upload: authorized,
        });
        return { metadata: { ...meta, contentType: authorized.contentType } };
      } catch (error) {
        if (error instanceof AppError) throw refusal(error);
        throw error;
      }
    },
    onIncomingRequest: async (req, id) => {
      // HEAD (where to resume), PATCH (more bytes) and DELETE (cancel): only the uploader, and only their own upload.
      // A POST is checked by onUploadCreate (its asset does not exist yet).
      if (req.method === "POST") return;
      const caller = callers.get(req);
      if (!caller) throw new TusRefusal(404, "Upload not found\n");
      try {
        await findOwnUpload(ctx.db, assetIdOfKey(id), caller.userId);
      } catch (error) {
        if (error instanceof AppError) throw new TusRefusal(404, "Upload not found\n");
        throw error;
      }
    },
    onUploadFinish: async (req, upload: Upload) => {
      const caller = callers.get(req);
      const assetId = assetIdOfKey(upload.id);
      const asset = await findOwnUpload(ctx.db, assetId, caller?.userId ?? "");
      await store.adopt(upload.id as StorageKey, asset.contentType ?? "application/octet-stream");
      await completeVideoUpload(ctx.db, { assetId, userId: asset.ownerUserId, sizeBytes: upload.offset });
      return {};
    },
  });
}

const servers = new WeakMap<AppContext, Promise<Server>>();
function tusServerOf(ctx: AppContext): Promise<Server> {
  let server = servers.get(ctx);
  if (!server) {
    server = createVideoUploadStore(ctx.settings).then(
      (store) => createTusServer(ctx, store),
      (error: unknown) => {
        servers.delete(ctx); // the next request tries again
        throw error;
      },
    );
    servers.set(ctx, server);
  }
  return server;
}

async function handleTus(c: Context<ApiEnv>): Promise<Response> {
  const caller = c.var.caller;
  // Creating an upload needs a session; HEAD and PATCH of someone else's upload answer 404 in the hook.
  if (c.req.method === "POST" && !caller) throw new AppError("unauthenticated", "Sign in to upload");
  // On @hono/node-server a PATCH's bytes go to tus straight from Node's request, without Node 20's
  // copy of every chunk (src/server/http/node-request-body.ts, decision 047).
  const incoming = c.req.method === "PATCH" ? untouchedNodeRequest(c.env) : null;
  const body = incoming ? nodeRequestBody(incoming) : null;
  const request = body
    ? new Request(c.req.url, { method: "PATCH", headers: c.req.raw.headers, body: body.stream, duplex: "half" } as RequestInit)
    : c.req.raw;
  if (caller) callers.set(request, caller);
  let response: Response;
  try {
    response = await (await tusServerOf(c.var.ctx)).handleWeb(request);
  } finally {
    body?.release();
  }
  // The bytes are gone (tus's termination extension): the asset says the upload was cancelled.
  if (c.req.method === "DELETE" && response.status === 204 && caller) {
    await cancelVideoUpload(c.var.ctx.db, { assetId: c.req.param("id") ?? "", userId: caller.userId });
  }
  return response;
}

export const videoRoutes = apiRouter();
videoRoutes.on(["POST", "OPTIONS"], "/uploads/videos", handleTus);
videoRoutes.on(["PATCH", "DELETE", "OPTIONS"], "/uploads/videos/:id", handleTus);
// Hono routes a HEAD as a GET (and drops the body): this middleware takes the tus HEAD (where to
// resume) without declaring a GET, which would serve the upload's bytes to its uploader.
videoRoutes.use("/uploads/videos/:id", async (c: Context<ApiEnv>, next) => (c.req.method === "HEAD" ? handleTus(c) : next()));

const tusHeaders = z.object({
  "tus-resumable": z.literal("1.0.0").meta({ description: "The tus protocol version" }),
});
const tusText = (description: string) => ({ description });
const TAG = ["Videos"];

documented(
  videoRoutes,
  createRoute({
    method: "post",
    path: "/uploads/videos",
    tags: TAG,
    summary: "Start a resumable video upload (tus)",
    description: [
      "The tus 1.0.0 creation extension (https://tus.io/protocols/resumable-upload): send `Upload-Length` (at most 2 GB) and",
      "`Upload-Metadata` with base64 values `filename`, `filetype`, `purpose` (`order_delivery`, `portfolio`, `proposal`, `message`),",
      "for a delivery `orderVideoId`, for a message `conversationId`. Answers 201 with the upload's `Location`; then PATCH bytes to",
      "it, and HEAD it to learn where to resume. A delivery only by the order's creator while that video awaits one (else 404 or",
      "409); a portfolio video only by a creator with fewer than 6 (else 403); a message video by a participant of the",
      "conversation who is not blocked (else 404 or 403), brand or creator; other purposes only creators.",
      "Not JSON: a client library (tus-js-client, Uppy) speaks it.",
    ].join(" "),
    security: [{ sessionCookie: [] }, { bearer: [] }],
    request: { headers: tusHeaders.extend({ "upload-length": z.string(), "upload-metadata": z.string() }) },
    responses: {
      201: tusText("Created: the `Location` header is the upload's URL"),
      ...errors(400, 401, 403, 404, 409, 413),
      412: tusText("The Tus-Resumable header is missing"),
    },
  }),
);
documented(
  videoRoutes,
  createRoute({
    method: "patch",
    path: "/uploads/videos/{id}",
    tags: TAG,
    summary: "Send the next bytes of a video upload (tus)",
    description:
      "Body: `application/offset+octet-stream` bytes from `Upload-Offset`. Answers 204 with the new `Upload-Offset`. After the last byte the video is processed (probe, poster, thumbnail strip, preview) and, for a delivery, becomes the order video's next version. `HEAD` on the same URL answers the current `Upload-Offset`. Only the uploader; anyone else gets 404.",
    security: [{ sessionCookie: [] }, { bearer: [] }],
    request: {
      params: uploadIdParamsSchema,
      headers: tusHeaders.extend({ "upload-offset": z.string() }),
      body: { required: true, content: { "application/offset+octet-stream": { schema: z.string().meta({ format: "binary" }) } } },
    },
    responses: {
      204: tusText("Stored: `Upload-Offset` says how many bytes the server has"),
      ...errors(400, 404),
      409: tusText("The Upload-Offset does not match the server's"),
      412: tusText("The Tus-Resumable header is missing"),
    },
  }),
);
documented(
  videoRoutes,
  createRoute({
    method: "delete",
    path: "/uploads/videos/{id}",
    tags: TAG,
    summary: "Cancel an unfinished video upload (tus)",
    description:
      'The tus termination extension: removes the bytes received so far and marks the video failed ("The upload was cancelled."). A finished upload cannot be cancelled (400). Only the uploader; anyone else gets 404. An upload left unfinished expires 24 hours after it started (the `Upload-Expires` header says when): PATCH and HEAD then answer 410, and its bytes are removed within the next hour.',
    security: [{ sessionCookie: [] }, { bearer: [] }],
    request: { params: uploadIdParamsSchema, headers: tusHeaders },
    responses: {
      204: tusText("Cancelled: the bytes are gone"),
      400: tusText("The upload is finished: it is a video now"),
      ...errors(404),
      412: tusText("The Tus-Resumable header is missing"),
    },
  }),
);
documented(
  videoRoutes,
  createRoute({
    method: "get",
    path: "/videos/{assetId}/{variant}",
    tags: TAG,
    summary: "Stream a video, its preview, poster or thumbnail strip",
    description:
      "Redirects (302) to a signed URL that lives 10 minutes and answers HTTP range requests (206, `Content-Range`, `Accept-Ranges: bytes`, 416). The uploader and admins; a delivery to the order's two sides; a portfolio video to anyone, signed in or not, while the creator's profile is public; a message video to the conversation's two participants once sent. Everyone else gets 404.",
    security: [{}, { sessionCookie: [] }, { bearer: [] }],
    request: { params: videoStreamParamsSchema },
    responses: { 302: { description: "To the signed URL of the file" }, ...errors(404) },
  }),
  async (c) => {
    const caller = c.var.caller;
    const variant = videoVariantSchema.safeParse(c.req.param("variant"));
    if (!variant.success) throw new AppError("not_found", "Video not found");
    // Anonymous visitors may stream public portfolio videos (decision 042); the use-case decides.
    const key = await videoFileForViewer(
      c.var.ctx.db,
      caller
        ? { userId: caller.userId, buyerAccountId: caller.buyer.id, isAdmin: caller.role === "admin" && !caller.impersonatedBy }
        : null,
      c.req.param("assetId") ?? "",
      variant.data,
    );
    const url = await c.var.ctx.storage.presignGet(key, { expiresInSeconds: SIGNED_URL_SECONDS });
    // The redirect itself is personal: never cached by a shared cache, briefly by the browser.
    return c.redirect(url, 302);
  },
);
