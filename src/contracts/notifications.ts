import { z } from "zod";
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
  limit: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(50, "must be at most 50").optional(),
});
export type NotificationsPageQuery = z.infer<typeof notificationsPageQuerySchema>;

export const notificationsPageSchema = z.object({
  data: z.array(notificationSchema),
  nextCursor: z.string().nullable().meta({ description: "Pass as `before` for older notifications; null when none are left" }),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
