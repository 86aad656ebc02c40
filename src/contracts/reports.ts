import { z } from "zod";
import { hasNoNul, identifier, NUL_MESSAGE } from "./text";

/*
 * Users' reports of content (docs/product/moderation-and-admin.md): a creator profile, a campaign, a package or a message.
 * A person is reported from their conversation (POST /auth/conversation/{id}/report). Every report
 * lands in the admins' moderation queue.
 */

export const REPORTABLE_TYPES = ["creator_profile", "campaign", "package", "message"] as const;
export const reportableTypeSchema = z.enum(REPORTABLE_TYPES, { error: "Choose what you report" });
export type ReportableType = z.infer<typeof reportableTypeSchema>;

/** Reports one person may file in a rolling hour, so the queue cannot be flooded. */
export const REPORTS_PER_HOUR = 20;

export const reportReason = z
  .string({ error: "Say what is wrong" })
  .trim()
  .min(3, "Say what is wrong in at least 3 characters")
  .max(1000, "Use at most 1000 characters")
  .refine(hasNoNul, NUL_MESSAGE);

/** POST /auth/reports */
export const createReportSchema = z
  .object({
    targetType: reportableTypeSchema,
    targetId: identifier(100, "Name what you report"),
    reason: reportReason,
  })
  .meta({ id: "CreateReport" });
export type CreateReport = z.infer<typeof createReportSchema>;

export const createdReportSchema = z
  .object({
    id: z.uuid(),
    duplicate: z
      .boolean()
      .meta({ description: "You had already reported this and the admins have not looked at it yet: nothing new was filed." }),
  })
  .meta({ id: "CreatedReport" });
export type CreatedReport = z.infer<typeof createdReportSchema>;
export const createdReportResponseSchema = z.object({ data: createdReportSchema });
