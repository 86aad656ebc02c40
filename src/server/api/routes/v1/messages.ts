import { z } from "zod";
import {
  blockResultSchema,
  blockSchema,
  conversationListSchema,
  conversationParamsSchema,
  listConversationsQuerySchema,
  messageListQuerySchema,
  messageListSchema,
  markConversationReadResultSchema,
  openConversationSchema,
  openedConversationSchema,
  reportResultSchema,
  reportSchema,
  sendMessageSchema,
  MAX_ATTACHMENT_BYTES,
  uploadedAttachmentSchema,
  sentMessageSchema,
  threadQuerySchema,
  threadSchema,
} from "@/contracts/messages";
import { getThread, listMessagesPage } from "@/server/domain/messages/get-thread";
import { listConversations, listConversationsPage } from "@/server/domain/messages/list-conversations";
import { DEFAULT_CURSOR_LIMIT, isCursorMode } from "@/contracts/envelope";
import { markConversationRead } from "@/server/domain/messages/mark-conversation-read";
import { openConversation } from "@/server/domain/messages/open-conversation";
import { reportConversation } from "@/server/domain/messages/report-conversation";
import { sendMessage } from "@/server/domain/messages/send-message";
import { setBlock } from "@/server/domain/messages/set-block";
import { attachmentUrl, resolveAttachments, uploadMessageAttachment } from "@/server/domain/messages/message-attachments";
import { AppError, notFound } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import { readBoundedForm } from "@/server/http/bounded-form";
import { apiRouter, createRoute, CURSOR_NOTE, documented, errors, json, jsonBody, signedIn } from "../../openapi";

/*
 * Conversations (docs/product/api-conventions.md /auth/conversations, /auth/conversation/{id}; docs/product/messages-and-notifications.md). Any
 * signed-in user may talk to any other; every route below finds the conversation through the
 * caller's own participation (requireConversation), so a third person gets 404, never 403.
 * An organization's API key reads (`messages:read`) and writes (`messages:write`) as the person who
 * stands in for the organization, its owner (decision 074); sessions are not concerned.
 */
const TAG = ["Messages"];
const params = conversationParamsSchema;

export const messageRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/conversations",
      tags: TAG,
      summary: "List my conversations",
      description:
        "Newest activity first (up to 200), with the other person, the last message and the unread count; `q` searches names and messages. " +
        "In cursor mode the order is by when the conversation began, newest first, since activity moves conversations. " +
        CURSOR_NOTE,
      ...signedIn("user", { scope: "messages:read" }),
      request: { query: listConversationsQuerySchema },
      responses: { 200: json(conversationListSchema, "The caller's conversations"), ...errors(400, 401) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const list = { userId: c.var.caller.userId, q: query.q || undefined };
      if (!isCursorMode(query)) return c.json({ data: await listConversations(c.var.ctx.db, list) }, 200);
      const limit = query.limit ?? DEFAULT_CURSOR_LIMIT;
      return c.json(await listConversationsPage(c.var.ctx.db, { ...list, after: query.cursor, limit }), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/conversations",
      tags: TAG,
      summary: "Start or open the conversation with a user",
      ...signedIn("user", { scope: "messages:write" }),
      request: { body: jsonBody(openConversationSchema) },
      responses: { 200: json(openedConversationSchema, "The conversation (created if there was none)"), ...errors(400, 401, 404, 415) },
    }),
    async (c) => {
      const { userId } = c.req.valid("json");
      return c.json({ data: await openConversation(c.var.ctx.db, { userId: c.var.caller.userId, otherUserId: userId }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/conversation/{id}",
      tags: TAG,
      summary: "Read a page of a conversation",
      description: "The newest messages first; pass `nextCursor` as `before` for older ones. Does not mark read.",
      ...signedIn("user", { scope: "messages:read" }),
      request: { params, query: threadQuerySchema },
      responses: { 200: json(threadSchema, "One page of the thread"), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { before } = c.req.valid("query");
      return c.json({ data: await getThread(c.var.ctx.db, { userId: c.var.caller.userId, conversationId: id, before }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/conversation/{id}/messages",
      tags: TAG,
      summary: "List a conversation's messages by cursor",
      description:
        "Newest first, `limit` at a time (20 without one); messages sent during the walk do not shift it. Does not mark read. " +
        CURSOR_NOTE,
      ...signedIn("user", { scope: "messages:read" }),
      request: { params, query: messageListQuerySchema },
      responses: { 200: json(messageListSchema, "One page of messages, newest first"), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const query = c.req.valid("query");
      const page = await listMessagesPage(c.var.ctx.db, {
        userId: c.var.caller.userId,
        conversationId: id,
        after: query.cursor,
        limit: query.limit ?? DEFAULT_CURSOR_LIMIT,
      });
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/conversation/{id}/messages",
      tags: TAG,
      summary: "Send a message",
      description:
        "Plain text up to 5,000 characters, optionally about an order, proposal or campaign, with up to 5 attachments: files by `key` " +
        "(the caller's own upload to /attachments of this conversation, not yet sent in a message and not yet deleted a day after " +
        'upload; 400 otherwise, nothing sent) and videos by `kind: "video"` and `assetId` (the caller\'s own upload for this conversation ' +
        "through the resumable uploader, purpose `message`; 400 for anyone else's or another conversation's, nothing sent). " +
        "`ref` must name an order, proposal or campaign the caller can read (404 otherwise, nothing sent). " +
        "403 when either person blocked the other, 429 over the rate limit.",
      ...signedIn("user", { scope: "messages:write" }),
      request: { params, body: jsonBody(sendMessageSchema) },
      responses: { 201: json(sentMessageSchema, "The message"), ...errors(400, 401, 403, 404, 415, 429) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const { attachments: refs, ...rest } = input;
      const attachments = refs?.length
        ? await resolveAttachments(c.var.ctx.db, { userId: c.var.caller.userId, conversationId: id, refs })
        : [];
      return c.json(
        {
          data: await sendMessage(c.var.ctx.db, {
            userId: c.var.caller.userId,
            caller: c.var.caller,
            conversationId: id,
            ...rest,
            attachments,
          }),
        },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/conversation/{id}/read",
      tags: TAG,
      summary: "Mark a conversation read",
      ...signedIn("user", { scope: "messages:write" }),
      request: { params },
      responses: { 200: json(markConversationReadResultSchema, "The caller's new read mark"), ...errors(400, 401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ data: await markConversationRead(c.var.ctx.db, { userId: c.var.caller.userId, conversationId: id }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/conversation/{id}/block",
      tags: TAG,
      summary: "Block or unblock the other person",
      ...signedIn("user", { scope: "messages:write" }),
      request: { params, body: jsonBody(blockSchema) },
      responses: { 200: json(blockResultSchema, "The conversation with its block state"), ...errors(400, 401, 404, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { blocked } = c.req.valid("json");
      return c.json({ data: await setBlock(c.var.ctx.db, { userId: c.var.caller.userId, conversationId: id, blocked }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/conversation/{id}/report",
      tags: TAG,
      summary: "Report the other person to the admins",
      ...signedIn("user", { scope: "messages:write" }),
      request: { params, body: jsonBody(reportSchema) },
      responses: { 202: json(reportResultSchema, "Recorded for the admins"), ...errors(400, 401, 404, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      await reportConversation(c.var.ctx.db, { userId: c.var.caller.userId, conversationId: id, reason });
      return c.json({ data: { reported: true as const } }, 202);
    },
  );

/*
 * Attachments (decision 035): multipart uploads read under a byte limit and file redirects are
 * plain handlers, declared with `documented(router, route, handler)`.
 */
documented(
  messageRoutes,
  createRoute({
    method: "post",
    path: "/auth/conversation/{id}/attachments",
    tags: ["Messages"],
    summary: "Upload an attachment for a message",
    description:
      "A participant uploads one image or PDF (field `file`, at most 10 MB), then names it in one message's `attachments`; " +
      "a file not sent within a day is deleted. " +
      "The type is read from the bytes: images are re-encoded to WebP, PDFs kept. Videos are not accepted here: they go " +
      "through the resumable uploader (POST /uploads/videos, purpose `message`, `conversationId`).",
    ...signedIn("user", { scope: "messages:write" }),
    request: {
      params: conversationParamsSchema,
      body: { required: true, content: { "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }) }) } } },
    },
    responses: { 201: json(uploadedAttachmentSchema, "The stored file"), ...errors(400, 401, 404, 413) },
  }),
  async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound("Conversation");
    const missing = () => new AppError("validation_error", "file: Choose a file to attach", { file: "Choose a file to attach" });
    const form = await readBoundedForm(c.req.raw, {
      maxFileBytes: MAX_ATTACHMENT_BYTES,
      tooLarge: () => new AppError("payload_too_large", "file: The file is larger than 10 MB", { file: "The file is larger than 10 MB" }),
      invalid: missing,
    });
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) throw missing();
    const data = await uploadMessageAttachment(c.var.ctx.db, c.var.ctx.storage, {
      userId: c.var.caller.userId,
      conversationId: id,
      name: file.name || "file",
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ data }, 201);
  },
);
documented(
  messageRoutes,
  createRoute({
    method: "get",
    path: "/auth/conversation/{id}/attachments/{key}",
    tags: ["Messages"],
    summary: "Open an attachment",
    description: "Only the two participants: a redirect to a signed URL valid for 5 minutes. Anyone else gets 404.",
    ...signedIn("user", { scope: "messages:read" }),
    request: { params: z.object({ id: z.uuid(), key: z.string() }) },
    responses: { 302: { description: "To the signed URL of the file" }, ...errors(401, 404) },
  }),
  async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound("Attachment");
    const url = await attachmentUrl(c.var.ctx.db, c.var.ctx.storage, {
      userId: c.var.caller.userId,
      conversationId: id,
      key: c.req.param("key"),
    });
    c.header("cache-control", "private, no-store");
    return c.redirect(url, 302);
  },
  "/auth/conversation/:id/attachments/:key{.+}",
);
