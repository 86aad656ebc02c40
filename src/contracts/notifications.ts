import { z } from "zod";
import { queryNumber } from "./query-number";
import { notificationSchema, notificationTypeSchema } from "./me";
import { requiredName } from "./text";

/** POST /api/v1/auth/notifications/read: the caller's notifications to mark read. */
export const markReadSchema = z.object({
  ids: z.array(z.uuid("must be notification ids")).min(1, "must name at least one notification").max(100),
});
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const markReadResultSchema = z.object({
  data: z.object({ updated: z.number().int().meta({ description: "How many changed from unread to read" }) }),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** POST /api/v1/dev/notifications (test hook, not in production). */
export const devNotificationSchema = z.object({
  notification_type: notificationTypeSchema,
  data: z.record(z.string().max(100), z.unknown()),
  formatted_message: requiredName(500, "Enter the message"),
});

/** Notifications per page of the bell panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/v1/auth/notifications: newest first; `before` pages to older ones. */
export const notificationsPageQuerySchema = z.object({
  before: z.uuid("must be a notification id").optional().meta({ description: "The `nextCursor` of the previous page" }),
  limit: queryNumber(z.number().int("must be a whole number").min(1, "must be at least 1").max(50, "must be at most 50").optional()),
});
export type NotificationsPageQuery = z.infer<typeof notificationsPageQuerySchema>;

export const notificationsPageSchema = z.object({
  data: z.array(notificationSchema),
  nextCursor: z.string().nullable().meta({ description: "Pass as `before` for older notifications; null when none are left" }),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** Kinds of notification e-mail a user can turn off (docs/product/messages-and-notifications.md); account e-mails are not optional. */
export const EMAIL_KINDS = ["messages", "orders", "proposals"] as const;
export const emailKindSchema = z.enum(EMAIL_KINDS);
export type EmailKind = z.infer<typeof emailKindSchema>;
export const EMAIL_KIND_LABELS: Record<EmailKind, { label: string; description: string }> = {
  messages: { label: "Unread messages", description: "One e-mail per conversation when messages stay unread for 15 minutes" },
  orders: { label: "Order updates", description: "Shipping, deliveries, revisions, approvals and other changes to your orders" },
  proposals: { label: "Proposal decisions", description: "When a brand shortlists, accepts or declines your proposal" },
};

/** GET/PUT /api/v1/auth/email-preferences: on or off per kind. */
export const emailPreferencesSchema = z.object({ messages: z.boolean(), orders: z.boolean(), proposals: z.boolean() });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesUpdateSchema = z
  .strictObject({
    messages: z.boolean({ error: "must be true or false" }).optional(),
    orders: z.boolean({ error: "must be true or false" }).optional(),
    proposals: z.boolean({ error: "must be true or false" }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "must name at least one kind");
export const emailPreferencesResponseSchema = z.object({ data: emailPreferencesSchema });

/** POST /api/v1/email/unsubscribe?token=: the signed link of every notification e-mail. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1, "must be an unsubscribe token").max(500) });
export const unsubscribeResultSchema = z.object({ data: z.object({ kind: emailKindSchema, enabled: z.literal(false) }) });

/** GET /api/v1/auth/activity: a dashboard's activity list, every type of the area's role, newest first. */
export const activityQuerySchema = z.object({ area: z.enum(["brand", "creator"]) });
export const activityResponseSchema = z.object({ data: z.array(notificationSchema) });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
