import { Readable } from "node:stream";
import type { Context } from "hono";
import { z } from "zod";
import {
  captionBurnParamsSchema,
  captionBurnResponseSchema,
  captionExportQuerySchema,
  captionTrackResponseSchema,
  createCaptionTrackRequestSchema,
  requestCaptionBurnRequestSchema,
  saveCaptionCuesRequestSchema,
  versionParamsSchema,
  videoCaptionsResponseSchema,
} from "@/contracts/captions";
import { orderIdParamsSchema } from "@/contracts/orders";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { sideOfVideo } from "@/server/domain/reviews/review-access";
import { sideOfVersion } from "@/server/domain/captions/caption-access";
import { exportCaptionFile, openCaptionBurn } from "@/server/domain/captions/caption-files";
import { createCaptionTrack } from "@/server/domain/captions/create-caption-track";
import { getVideoCaptions } from "@/server/domain/captions/get-video-captions";
import { requestCaptionBurn } from "@/server/domain/captions/request-caption-burn";
import { saveCaptionCues } from "@/server/domain/captions/save-caption-cues";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, errors, json, jsonBody, partiesOnlyRoute } from "../../openapi";

/*
 * Captions of delivered videos (decision 079). Like every order route these are
 * `partiesOnlyRoute(...)`: an anonymous visitor, another brand and another creator all get the
 * same 404. Both sides may change captions until the order is cancelled or refunded.
 */

const TAG = ["Orders"];
const NOTE = "Answers 404 to anyone who is not a side of the order, signed in or not.";

function partiesOf(caller: Caller): OrderParty[] {
  return [
    { side: "buyer", buyerAccountId: caller.buyer.id },
    { side: "creator", userId: caller.userId },
  ];
}

async function editorOf(c: Context<SignedInEnv>, versionId: string) {
  const caller = c.var.caller;
  return { versionId, party: await sideOfVersion(c.var.ctx.db, versionId, partiesOf(caller)), userId: caller.userId };
}

/** `attachment; filename=…` that survives any file name (RFC 6266: an ASCII fallback and the UTF-8 form). */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const captionRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_videos/{id}/captions",
      tags: TAG,
      summary: "Captions of an order video's versions (either side)",
      description: `Each delivered version with its caption track (cues, status, revision) and burned-in videos, the brief's text to start a script from, the asset code once licensed and the burn-in styles. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(videoCaptionsResponseSchema, "The captions"), ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const party = await sideOfVideo(c.var.ctx.db, id, partiesOf(c.var.caller));
      return c.json({ data: await getVideoCaptions(c.var.ctx.db, { videoId: id, party }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_video_versions/{id}/captions",
      tags: TAG,
      summary: "Caption a version from a script, the brief or an SRT/WebVTT file (either side)",
      description: `\`source\`: \`script\` (the words in \`text\`), \`brief\` (the brief's text), \`srt\` or \`vtt\` (the file's text in \`text\`). A script or the brief is cut into cues and timed to the speech by the workers (answer: status \`timing\`; read the captions again until \`ready\`). A file keeps its times (ready at once) unless \`fitToSpeech\`. Starting over replaces the cues. 409 while the version is processing or the order is closed. ${NOTE}`,
      ...partiesOnlyRoute("Version"),
      request: { params: versionParamsSchema, body: jsonBody(createCaptionTrackRequestSchema) },
      responses: { 201: json(captionTrackResponseSchema, "The track"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const editor = await editorOf(c, c.req.valid("param").id);
      return c.json({ data: await createCaptionTrack(c.var.ctx.db, { ...editor, ...c.req.valid("json") }) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/auth/order_video_versions/{id}/captions/cues",
      tags: TAG,
      summary: "Save edited captions (either side)",
      description: `The whole list of cues, in order, with the \`revision\` they were edited from (409 when the other side saved meanwhile). Each cue lasts 0.2–10 s within the video, has 1–200 characters and starts no earlier than the previous one ends; the first that does not is named as \`cues.<index>\`. ${NOTE}`,
      ...partiesOnlyRoute("Version"),
      request: { params: versionParamsSchema, body: jsonBody(saveCaptionCuesRequestSchema) },
      responses: { 200: json(captionTrackResponseSchema, "The track"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const editor = await editorOf(c, c.req.valid("param").id);
      return c.json({ data: await saveCaptionCues(c.var.ctx.db, { ...editor, ...c.req.valid("json") }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_video_versions/{id}/captions/burns",
      tags: TAG,
      summary: "Burn the captions into the video in a style (either side)",
      description: `Styles: \`bold_white\` (Bold white), \`boxed\` (Boxed), \`yellow_pop\` (Yellow pop). The workers draw the current cues into the version's original (H.264/AAC MP4); read the captions until the burn is \`ready\`, then download it. Asking again after an edit re-renders it. ${NOTE}`,
      ...partiesOnlyRoute("Version"),
      request: { params: versionParamsSchema, body: jsonBody(requestCaptionBurnRequestSchema) },
      responses: { 202: json(captionBurnResponseSchema, "The burn, rendering or done"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const editor = await editorOf(c, c.req.valid("param").id);
      return c.json({ data: await requestCaptionBurn(c.var.ctx.db, { ...editor, ...c.req.valid("json") }) }, 202);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_video_versions/{id}/captions/export",
      tags: TAG,
      summary: "Download the captions as SRT or WebVTT (either side)",
      description: `\`format\`: \`srt\` or \`vtt\`. The file is named after the licence's asset code once the version is the licensed file (\`RB-1A2B3C4D-captions.srt\`). ${NOTE}`,
      ...partiesOnlyRoute("Version"),
      request: { params: versionParamsSchema, query: captionExportQuerySchema },
      responses: {
        200: {
          description: "The caption file",
          content: { "application/x-subrip": { schema: z.string() }, "text/vtt": { schema: z.string() } },
        },
        ...errors(400, 404),
      },
    }),
    async (c) => {
      const { versionId, party } = await editorOf(c, c.req.valid("param").id);
      const file = await exportCaptionFile(c.var.ctx.db, { versionId, party, format: c.req.valid("query").format });
      return c.body(file.body, 200, {
        "content-type": file.contentType,
        "content-disposition": attachment(file.fileName),
        "cache-control": "private, no-store",
      });
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_video_versions/{id}/captions/burns/{style}/download",
      tags: TAG,
      summary: "Download the video with burned-in captions (either side)",
      description: `The MP4, named after the licence's asset code once the version is the licensed file (\`RB-1A2B3C4D-captions-bold-white.mp4\`). 404 until the burn is ready. ${NOTE}`,
      ...partiesOnlyRoute("Version"),
      request: { params: captionBurnParamsSchema },
      responses: {
        200: { description: "The video", content: { "video/mp4": { schema: z.string().meta({ format: "binary" }) } } },
        ...errors(404),
      },
    }),
    async (c) => {
      const { id, style } = c.req.valid("param");
      const { versionId, party } = await editorOf(c, id);
      const file = await openCaptionBurn(c.var.ctx.db, c.var.ctx.storage, { versionId, party, style });
      return c.body(Readable.toWeb(file.body) as ReadableStream, 200, {
        "content-type": "video/mp4",
        "content-length": String(file.size),
        "content-disposition": attachment(file.fileName),
        "cache-control": "private, no-store",
      });
    },
  );
