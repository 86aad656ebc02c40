import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Context } from "hono";
import { z } from "zod";
import { orderIdParamsSchema } from "@/contracts/orders";
import {
  createVariantRequestSchema,
  decideHookRequestSchema,
  HOOK_MAX_BYTES,
  hookIdParamsSchema,
  hookResponseSchema,
  hooksAndVariantsResponseSchema,
  variantIdParamsSchema,
  variantResponseSchema,
} from "@/contracts/variants";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { sideOfVideo } from "@/server/domain/reviews/review-access";
import { createVariant } from "@/server/domain/variants/create-variant";
import { decideHook } from "@/server/domain/variants/decide-hook";
import { getHooksAndVariants } from "@/server/domain/variants/get-hooks-and-variants";
import { submitHook } from "@/server/domain/variants/submit-hook";
import { hookFileForParty, variantFileForParty } from "@/server/domain/variants/variant-files";
import { AppError, notFound } from "@/server/errors";
import { parseRangeHeader, RangeNotSatisfiableError, type StorageKey } from "@/server/integrations/storage";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, documented, errors, json, jsonBody, partiesOnlyRoute, signedIn } from "../../openapi";

/*
 * Extra hooks and assembled variants of order videos (decision 080). Like every order route these
 * are `partiesOnlyRoute(...)` or answer 404 from the use-case: another brand, another creator and
 * an anonymous visitor learn nothing of the order.
 */

const TAG = ["Orders"];
const NOTE = "Answers 404 to anyone who is not a side of the order, signed in or not.";

function partiesOf(caller: Caller): OrderParty[] {
  return [
    { side: "buyer", buyerAccountId: caller.buyer.id },
    { side: "creator", userId: caller.userId },
  ];
}

const fileAnswer = (description: string) => ({ description, content: { "*/*": { schema: z.string().meta({ format: "binary" }) } } });

export const variantRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_videos/{id}/hooks-and-variants",
      tags: TAG,
      summary: "Extra hooks and assembled variants of an order video (either side)",
      description: `The hooks the order asks for and those delivered with their status; once the video is approved, its asset code and the variants with their status and download links. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(hooksAndVariantsResponseSchema, "Hooks and variants"), ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const party = await sideOfVideo(c.var.ctx.db, id, partiesOf(c.var.caller));
      return c.json({ data: await getHooksAndVariants(c.var.ctx.db, { videoId: id, party }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/hooks/{id}/decision",
      tags: TAG,
      summary: "Approve or reject an extra hook (the brand)",
      description: `A hook a variant uses stays approved. ${NOTE}`,
      ...partiesOnlyRoute("Hook"),
      request: { params: hookIdParamsSchema, body: jsonBody(decideHookRequestSchema) },
      responses: { 200: json(hookResponseSchema, "The hook"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = await decideHook(c.var.ctx.db, {
        hookId: id,
        buyerAccountId: c.var.caller.buyer.id,
        decision: c.req.valid("json").decision,
      });
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_videos/{id}/variants",
      tags: TAG,
      summary: "Assemble a variant of an approved video (the brand)",
      description: `An approved hook, then the body and the call to action cut from the approved video (milliseconds). Queued for the workers; named \`<asset code>-V<n>\` and used under the video's licence. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema, body: jsonBody(createVariantRequestSchema) },
      responses: { 201: json(variantResponseSchema, "The queued variant"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = await createVariant(c.var.ctx.db, {
        ...c.req.valid("json"),
        orderVideoId: id,
        buyerAccountId: c.var.caller.buyer.id,
        userId: c.var.caller.userId,
      });
      return c.json({ data }, 201);
    },
  );

documented(
  variantRoutes,
  createRoute({
    method: "post",
    path: "/auth/order_videos/{id}/hooks",
    tags: TAG,
    summary: "Deliver an extra hook (the creator)",
    description: `The body is the video file itself (MP4, MOV or WebM, at most ${HOOK_MAX_BYTES / 1024 / 1024} MB), its name in \`?filename=\`. A hook lasts 2 to 5 seconds (read from the file). ${NOTE}`,
    ...signedIn("creator"),
    request: {
      params: orderIdParamsSchema,
      query: z.object({ filename: z.string().max(255) }),
      body: { required: true, content: { "video/*": { schema: z.string().meta({ format: "binary" }) } } },
    },
    responses: { 201: json(hookResponseSchema, "The hook"), ...errors(400, 401, 403, 404, 409, 413) },
  }),
  async (c) => {
    const body = c.req.raw.body;
    const filename = c.req.query("filename") ?? "";
    if (!body) throw new AppError("validation_error", "file: Send the hook's video file", { file: "Send the hook's video file" });
    if (Number(c.req.header("content-length")) > HOOK_MAX_BYTES) throw tooLarge();
    const work = await mkdtemp(path.join(tmpdir(), "hook-"));
    try {
      const localFile = path.join(work, "hook");
      let bytes = 0;
      // Streamed to a scratch file under a byte cap: a lying or missing Content-Length cannot make us hold more.
      await pipeline(
        Readable.fromWeb(body as NodeReadableStream),
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            bytes += chunk.length;
            done(bytes > HOOK_MAX_BYTES ? tooLarge() : null, chunk);
          },
        }),
        createWriteStream(localFile),
      );
      if (bytes === 0) throw new AppError("validation_error", "file: Send the hook's video file", { file: "Send the hook's video file" });
      const data = await submitHook(
        { db: c.var.ctx.db, storage: c.var.ctx.storage },
        { orderVideoId: c.req.param("id"), creatorUserId: c.var.caller.userId, localFile, originalName: filename, sizeBytes: bytes },
      );
      return c.json({ data }, 201);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  },
);

documented(
  variantRoutes,
  createRoute({
    method: "get",
    path: "/auth/hooks/{id}/file",
    tags: TAG,
    summary: "An extra hook's file (either side)",
    description: `Streams the file (single byte ranges served, for players). ${NOTE}`,
    ...partiesOnlyRoute("Hook"),
    request: { params: hookIdParamsSchema },
    responses: { 200: fileAnswer("The file"), 206: fileAnswer("The requested range"), ...errors(404) },
  }),
  async (c) => {
    const file = await hookFileForParty(c.var.ctx.db, { hookId: c.req.param("id"), parties: partiesOf(c.var.caller) });
    return streamFile(c, file.key, `inline; filename="${asciiName(file.fileName)}"`);
  },
);

documented(
  variantRoutes,
  createRoute({
    method: "get",
    path: "/auth/variants/{id}/download",
    tags: TAG,
    summary: "Download an assembled variant (either side)",
    description: `The rendered MP4, saved under the variant's code (e.g. \`RB-1A2B3C4D-V2.mp4\`) so ad results can be matched to it. ${NOTE}`,
    ...partiesOnlyRoute("Variant"),
    request: { params: variantIdParamsSchema },
    responses: { 200: fileAnswer("The file"), 206: fileAnswer("The requested range"), ...errors(404, 409) },
  }),
  async (c) => {
    const file = await variantFileForParty(c.var.ctx.db, { variantId: c.req.param("id"), parties: partiesOf(c.var.caller) });
    const disposition = c.req.query("inline") === "1" ? "inline" : "attachment";
    return streamFile(c, file.key, `${disposition}; filename="${asciiName(file.fileName)}"`);
  },
);

function tooLarge() {
  const message = `A hook file may be at most ${HOOK_MAX_BYTES / 1024 / 1024} MB`;
  return new AppError("payload_too_large", `file: ${message}`, { file: message });
}

const asciiName = (name: string) => name.replace(/[^\w.-]+/g, "_").slice(0, 120);

/** Streams a private object to a party of its order, with single-range support for players. */
async function streamFile(c: Context<SignedInEnv>, key: string, disposition: string): Promise<Response> {
  const storage = c.var.ctx.storage;
  const info = await storage.head(key as StorageKey);
  if (!info) throw notFound("File");
  let object;
  try {
    object = await storage.get(key as StorageKey, parseRangeHeader(c.req.header("range"), info.size) ?? undefined);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return c.body(null, 416, { "Content-Range": `bytes */${error.size}` });
  }
  if (!object) throw notFound("File");
  const length = object.range ? object.range.end - object.range.start + 1 : object.size;
  const headers: Record<string, string> = {
    "Content-Type": object.contentType,
    "Content-Length": String(length),
    "Content-Disposition": disposition,
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ...(object.range && { "Content-Range": `bytes ${object.range.start}-${object.range.end}/${object.size}` }),
  };
  return c.body(Readable.toWeb(object.body) as ReadableStream, object.range ? 206 : 200, headers);
}
