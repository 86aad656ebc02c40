import type { Context } from "hono";
import { licenceIdParamsSchema } from "@/contracts/licences";
import { orderIdParamsSchema } from "@/contracts/orders";
import {
  adFormatsResponseSchema,
  captionedRenditionDownloadParamsSchema,
  renditionDownloadParamsSchema,
  requestCaptionedRenditionSchema,
  requestRenditionsSchema,
} from "@/contracts/renditions";
import type { LicenceViewer } from "@/server/domain/licences/licence-read-model";
import { findLicenceForViewer, getAdFormats } from "@/server/domain/renditions/ad-formats";
import { captionedRenditionDownload, requestCaptionedRendition } from "@/server/domain/renditions/captioned-renditions";
import { renditionDownload } from "@/server/domain/renditions/rendition-download";
import { requestRenditions } from "@/server/domain/renditions/request-renditions";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import { renditionShapeSchema } from "@/contracts/renditions";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, documented, errors, json, jsonBody, partiesOnlyRoute } from "../../openapi";

/*
 * Ad formats of a licensed video (decision 078): the focus point and the 9:16, 1:1, 4:5 and 16:9
 * renditions. Reading and downloading follow the licence (its two parties and admins; 404 for
 * everyone else, signed in or not); moving the focus and asking for renditions is the brand's.
 */

const TAG = ["Licences"];
const ID_NOTE = "Answers 404 to anyone who is not a party of the licence (or an admin), signed in or not.";
/** As the original's download: long enough to start the transfer, too short to share around. */
const DOWNLOAD_URL_SECONDS = 300;

function viewerOf(c: Context<SignedInEnv>): LicenceViewer {
  const caller = c.var.caller;
  return { buyerAccountId: caller.buyer.id, userId: caller.userId, isAdmin: caller.role === "admin" };
}

export const renditionRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/licences/{id}/renditions",
      tags: TAG,
      summary: "A licensed video's ad formats",
      description: `The focus point and the four renditions (9:16, 1:1, 4:5, 16:9) with their status and download. ${ID_NOTE}`,
      ...partiesOnlyRoute("Licence", { scope: "content:read" }),
      request: { params: licenceIdParamsSchema },
      responses: { 200: json(adFormatsResponseSchema, "The ad formats"), ...errors(404) },
    }),
    async (c) => {
      const data = await getAdFormats(c.var.ctx.db, { by: { licenceId: c.req.valid("param").id }, viewer: viewerOf(c) });
      c.header("cache-control", "private, no-store");
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_videos/{id}/renditions",
      tags: TAG,
      summary: "The ad formats of an approved order video",
      description: `The same as the licence's ad formats, found by the order video (the review panel). 404 while the video has no licence. ${ID_NOTE}`,
      ...partiesOnlyRoute("Licence", { scope: "content:read" }),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(adFormatsResponseSchema, "The ad formats"), ...errors(404) },
    }),
    async (c) => {
      const data = await getAdFormats(c.var.ctx.db, { by: { orderVideoId: c.req.valid("param").id }, viewer: viewerOf(c) });
      c.header("cache-control", "private, no-store");
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/licences/{id}/renditions",
      tags: TAG,
      summary: "Make the ad formats (at a new focus point)",
      description: `The brand's side. Stores the focus when given (fractions of the frame, default the centre), queues every rendition not made at that focus (their old files are deleted) and retries failed ones; the workers render them. Asking again changes nothing. 403 for the creator. ${ID_NOTE}`,
      ...partiesOnlyRoute("Licence", { scope: "content:write" }),
      request: { params: licenceIdParamsSchema, body: jsonBody(requestRenditionsSchema) },
      responses: { 200: json(adFormatsResponseSchema, "The ad formats, queued"), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const { focus } = c.req.valid("json");
      const data = await requestRenditions(
        { db: c.var.ctx.db, storage: c.var.ctx.storage },
        { licenceId: c.req.valid("param").id, viewer: viewerOf(c), ...(focus && { focus }) },
      );
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/licences/{id}/renditions/captioned",
      tags: TAG,
      summary: "Make one format with burned-in captions",
      description: `The brand's side. Queues the shape with the licensed version's captions burned in, in the chosen style, at the video's focus (the captions are laid out for the format's own size). 409 while the licensed version has no finished captions. Asking again changes nothing unless the captions were edited since or it failed. 403 for the creator. ${ID_NOTE}`,
      ...partiesOnlyRoute("Licence", { scope: "content:write" }),
      request: { params: licenceIdParamsSchema, body: jsonBody(requestCaptionedRenditionSchema) },
      responses: { 200: json(adFormatsResponseSchema, "The ad formats, the captioned one queued"), ...errors(400, 403, 404, 409) },
    }),
    async (c) => {
      const { shape, style } = c.req.valid("json");
      const data = await requestCaptionedRendition(
        { db: c.var.ctx.db, storage: c.var.ctx.storage },
        { licenceId: c.req.valid("param").id, viewer: viewerOf(c), shape, style },
      );
      return c.json({ data }, 200);
    },
  );

documented(
  renditionRoutes,
  createRoute({
    method: "get",
    path: "/auth/licences/{id}/renditions/{shape}/captions/{style}/download",
    tags: TAG,
    summary: "Download a rendition with burned-in captions",
    description: `Redirects (302) to a signed URL of the captioned rendition, valid for ${DOWNLOAD_URL_SECONDS / 60} minutes; the file is named with the asset code, the shape and a caption mark (RB-1A2B3C4D-1x1-CC.mp4). 404 while it is not ready. ${ID_NOTE}`,
    ...partiesOnlyRoute("Licence", { scope: "content:read" }),
    request: { params: captionedRenditionDownloadParamsSchema },
    responses: {
      302: { description: "To the signed URL of the file", headers: { Location: { schema: { type: "string" as const } } } },
      ...errors(404),
    },
  }),
  async (c) => {
    const shape = renditionShapeSchema.safeParse(c.req.param("shape"));
    if (!shape.success) throw new AppError("not_found", "No such format");
    const licence = await findLicenceForViewer(c.var.ctx.db, { licenceId: c.req.param("id") }, viewerOf(c));
    const file = await captionedRenditionDownload(c.var.ctx.db, { licence, shape: shape.data, style: c.req.param("style") });
    const url = await c.var.ctx.storage.presignGet(file.key as StorageKey, { expiresInSeconds: DOWNLOAD_URL_SECONDS });
    c.header("cache-control", "private, no-store");
    return c.redirect(url, 302);
  },
);

documented(
  renditionRoutes,
  createRoute({
    method: "get",
    path: "/auth/licences/{id}/renditions/{shape}/download",
    tags: TAG,
    summary: "Download a rendition",
    description: `Redirects (302) to a signed URL of the rendition, valid for ${DOWNLOAD_URL_SECONDS / 60} minutes; the file is named with the asset code and the shape (RB-1A2B3C4D-1x1.mp4). 404 while it is not ready. ${ID_NOTE}`,
    ...partiesOnlyRoute("Licence", { scope: "content:read" }),
    request: { params: renditionDownloadParamsSchema },
    responses: {
      302: { description: "To the signed URL of the file", headers: { Location: { schema: { type: "string" as const } } } },
      ...errors(404),
    },
  }),
  async (c) => {
    const shape = renditionShapeSchema.safeParse(c.req.param("shape"));
    if (!shape.success) throw new AppError("not_found", "No such format");
    const file = await renditionDownload(c.var.ctx.db, { licenceId: c.req.param("id"), shape: shape.data, viewer: viewerOf(c) });
    const url = await c.var.ctx.storage.presignGet(file.key as StorageKey, { expiresInSeconds: DOWNLOAD_URL_SECONDS });
    c.header("cache-control", "private, no-store");
    return c.redirect(url, 302);
  },
);
