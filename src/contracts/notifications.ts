import { z } from "zod";
import { notificationTypeSchema } from "./me";
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
