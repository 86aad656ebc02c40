import { z } from "zod";
import { cursorQuery, paginationSchema } from "./envelope";
import { hasNoNul, identifier, NUL_MESSAGE, plainText } from "./text";
import { videoViewSchema } from "./videos";

/*
 * Conversations between two users (docs/product/messages-and-notifications.md, docs/product/api-conventions.md /auth/conversations and
 * /auth/conversation/{id}). Shared by the API, the inbox screens and the seed.
 */

/** Longest message body (docs/product/messages-and-notifications.md). */
export const MAX_MESSAGE_LENGTH = 5000;
/** Messages one sender may send in one rolling minute, over all their conversations. */
export const MESSAGES_PER_MINUTE = 30;
/** Messages per page of a thread. */
export const THREAD_PAGE_SIZE = 30;

export const messageRefTypeSchema = z.enum(["order", "proposal", "campaign"]);
export type MessageRefType = z.infer<typeof messageRefTypeSchema>;

export const messageRefSchema = z
  .object({ type: messageRefTypeSchema, id: identifier(100, "must name what the message is about") })
  .meta({ id: "MessageReference", description: "The order, proposal or campaign a message is about." });
export type MessageRef = z.infer<typeof messageRefSchema>;

export const messageAttachmentKindSchema = z.enum(["file", "video"]);
export type MessageAttachmentKind = z.infer<typeof messageAttachmentKindSchema>;

/**
 * A file of a message: an image or PDF (`kind: "file"`, opened through its participant path by
 * `key`), or a video sent through the resumable uploader (`kind: "video"`, decision 042: `assetId`
 * and its current `video` state — processing until its poster and player are ready).
 */
export const messageAttachmentSchema = z
  .object({
    kind: messageAttachmentKindSchema,
    key: z.string(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    assetId: z.uuid().optional().meta({ description: "For a video: the video asset (stream it at /api/v1/videos/{assetId}/…)" }),
    video: videoViewSchema.optional().meta({ description: "For a video: its state now, with poster and playback URLs once ready" }),
  })
  .meta({ id: "MessageAttachment" });
export type MessageAttachmentView = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z
  .object({
    id: z.uuid(),
    conversationId: z.uuid(),
    senderId: z.string(),
    body: z.string().meta({ description: "Plain text: show it as text, links made clickable; never as HTML." }),
    ref: messageRefSchema.nullable(),
    attachments: z.array(messageAttachmentSchema),
    createdAt: z.iso.datetime(),
    readByRecipient: z.boolean().meta({ description: "The other participant has read up to this message." }),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof messageSchema>;

export const conversationPersonSchema = z
  .object({ id: z.string(), name: z.string(), image: z.string().nullable() })
  .meta({ id: "ConversationPerson" });
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

export const conversationSummarySchema = z
  .object({
    id: z.uuid(),
    otherUser: conversationPersonSchema,
    lastMessage: z.object({ body: z.string(), senderId: z.string(), createdAt: z.iso.datetime() }).nullable(),
    unreadCount: z.number().int(),
    lastMessageAt: z.iso.datetime(),
    blockedByMe: z.boolean(),
    blockedByOther: z.boolean(),
  })
  .meta({ id: "ConversationSummary" });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /auth/conversations */
export const listConversationsQuerySchema = z.object({
  q: plainText(100).optional().meta({ description: "Search in the other person's name and the messages" }),
  /** Cursor mode (decision 074): newest started first instead of newest activity. */
  ...cursorQuery,
});
export const conversationListSchema = z.object({
  data: z.array(conversationSummarySchema),
  /** Cursor mode only (`?limit=` or `?cursor=`, decision 074). */
  pagination: paginationSchema.optional(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** POST /auth/conversations: start or open the conversation with one user. */
export const openConversationSchema = z.object({ userId: identifier(100, "must name a user") });
export const openedConversationSchema = z.object({ data: conversationSummarySchema });

export const conversationParamsSchema = z.object({ id: z.uuid("must be a conversation id") });

/** GET /auth/conversation/{id}: newest page first; `before` pages backwards. */
export const threadQuerySchema = z.object({
  before: z
    .string()
    .max(200)
    .refine(hasNoNul, NUL_MESSAGE)
    .optional()
    .meta({ description: "The `nextCursor` of the previous page: messages older than it" }),
});
export const threadSchema = z.object({
  data: z.object({
    conversation: conversationSummarySchema,
    /** Oldest first within the page. */
    messages: z.array(messageSchema),
    nextCursor: z.string().nullable().meta({ description: "Pass as `before` for older messages; null when none are left" }),
  }),
});
export type Thread = z.infer<typeof threadSchema>["data"];

/** GET /auth/conversation/{id}/messages: pages by cursor only, newest first (decision 074). */
export const messageListQuerySchema = z.object(cursorQuery);
export const messageListSchema = z.object({ data: z.array(messageSchema), pagination: paginationSchema });

/** Attachments per message and the largest file (images are re-encoded, PDFs kept as sent). */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * What a message names: a file uploaded with POST /auth/conversation/{id}/attachments (`key` and
 * `name`; `kind` may be left out, as before videos existed), or a video the sender uploaded with
 * the resumable uploader for this conversation (`kind: "video"` and `assetId`; `name` optional).
 */
export const attachmentRefSchema = z
  .object({
    kind: messageAttachmentKindSchema.optional().meta({ description: "`file` (the default) or `video`" }),
    key: z.string().min(1).max(300).refine(hasNoNul, NUL_MESSAGE).optional(),
    assetId: z.uuid("must be a video id").optional(),
    name: z.string().trim().min(1, "Name the file").max(200, "Use at most 200 characters").refine(hasNoNul, NUL_MESSAGE).optional(),
  })
  .superRefine((ref, ctx) => {
    if (ref.kind === "video") {
      if (!ref.assetId) ctx.addIssue({ code: "custom", path: ["assetId"], message: "Name the video you uploaded (its id)" });
      return;
    }
    if (!ref.key) ctx.addIssue({ code: "custom", path: ["key"], message: "Name the file you uploaded" });
    if (!ref.name) ctx.addIssue({ code: "custom", path: ["name"], message: "Name the file" });
  });
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;
export const uploadedAttachmentSchema = z.object({ data: messageAttachmentSchema });

/** The participant-only path of one attachment (answers a redirect to a short-lived signed URL). */
export const attachmentPath = (conversationId: string, key: string) =>
  `/api/v1/auth/conversation/${encodeURIComponent(conversationId)}/attachments/${key.split("/").map(encodeURIComponent).join("/")}`;

/** POST /auth/conversation/{id}/messages */
export const sendMessageSchema = z.object({
  body: z
    .string({ error: "Write a message" })
    .trim()
    .min(1, "Write a message")
    .max(MAX_MESSAGE_LENGTH, `Use at most ${MAX_MESSAGE_LENGTH} characters`)
    .refine(hasNoNul, NUL_MESSAGE),
  ref: messageRefSchema.optional(),
  attachments: z.array(attachmentRefSchema).max(MAX_ATTACHMENTS, `Attach at most ${MAX_ATTACHMENTS} files`).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;
export const sentMessageSchema = z.object({ data: messageSchema });

export const markConversationReadResultSchema = z.object({ data: z.object({ lastReadAt: z.iso.datetime() }) });

/** POST /auth/conversation/{id}/block */
export const blockSchema = z.object({ blocked: z.boolean({ error: "must be true or false" }) });
export const blockResultSchema = z.object({ data: conversationSummarySchema });

/** POST /auth/conversation/{id}/report */
export const reportSchema = z.object({
  reason: z
    .string({ error: "Say what is wrong" })
    .trim()
    .min(1, "Say what is wrong")
    .max(1000, "Use at most 1000 characters")
    .refine(hasNoNul, NUL_MESSAGE),
});
export const reportResultSchema = z.object({ data: z.object({ reported: z.literal(true) }) });
