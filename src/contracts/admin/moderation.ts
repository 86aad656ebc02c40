import { z } from "zod";
import { queryNumber } from "../query-number";
import { adminReason } from "./reason";

/*
 * The moderation queue of the administrative API (docs/product/moderation-and-admin.md): users' reports, the
 * reported content in context, and hiding or restoring a campaign, a package or a creator profile.
 */

export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES, { error: "Choose open, dismissed or actioned" });
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const REPORT_TARGET_TYPES = ["user", "creator_profile", "message", "campaign", "package"] as const;
export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;

/** What an admin can hide: a person is banned instead (Users). */
export const HIDEABLE_TYPES = ["campaign", "package", "creator_profile"] as const;
export const hideableTypeSchema = z.enum(HIDEABLE_TYPES, { error: "Choose campaign, package or creator_profile" });
export type HideableType = z.infer<typeof hideableTypeSchema>;

export const REPORTS_PAGE_SIZE = 20;

/** GET /reports */
export const listReportsQuerySchema = z.object({
  status: reportStatusSchema.default("open"),
  page: queryNumber(z.number().int().min(1, "Pages start at 1").max(100_000).default(1)),
});
export type ListReportsQuery = z.infer<typeof listReportsQuerySchema>;

export const reportIdParamsSchema = z.object({ id: z.uuid({ error: "Not a report id" }) });
export const moderationTargetParamsSchema = z.object({
  type: hideableTypeSchema,
  id: z.string().trim().min(1).max(100),
});

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).meta({ id: "AdminReportPerson" });

export const adminReportSchema = z
  .object({
    id: z.uuid(),
    targetType: reportTargetTypeSchema,
    targetId: z.string(),
    targetLabel: z.string().meta({ description: "The reported thing's title or name, or a message's first words" }),
    targetUser: personSchema.nullable().meta({ description: "Whose content it is" }),
    reporter: personSchema.nullable(),
    conversationId: z.uuid().nullable(),
    reason: z.string(),
    status: reportStatusSchema,
    createdAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolvedBy: personSchema.nullable(),
    resolutionNote: z.string().nullable(),
  })
  .meta({ id: "AdminReport" });
export type AdminReport = z.infer<typeof adminReportSchema>;

export const reportPageSchema = z
  .object({ items: z.array(adminReportSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "AdminReportPage" });
export type ReportPage = z.infer<typeof reportPageSchema>;

export const contextMessageSchema = z
  .object({
    id: z.uuid(),
    senderId: z.string(),
    senderName: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    isReported: z.boolean(),
  })
  .meta({ id: "AdminContextMessage" });
export type ContextMessage = z.infer<typeof contextMessageSchema>;

export const reportedContentSchema = z
  .object({
    exists: z.boolean().meta({ description: "False when the content was deleted since the report" }),
    title: z.string(),
    body: z.string().nullable(),
    status: z.string().nullable().meta({ description: "A campaign's state, a package's active/paused/archived" }),
    publicPath: z.string().nullable().meta({ description: "Where others see it, while it is visible" }),
    hideable: z.object({ type: hideableTypeSchema, id: z.string() }).nullable(),
    hiddenAt: z.iso.datetime().nullable(),
    hiddenReason: z.string().nullable(),
    messages: z
      .array(contextMessageSchema)
      .nullable()
      .meta({ description: "For a message or a person reported from a conversation: the messages around it, oldest first" }),
  })
  .meta({ id: "AdminReportedContent" });
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const reportDetailSchema = adminReportSchema.extend({ content: reportedContentSchema }).meta({ id: "AdminReportDetail" });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** POST /reports/{id}/dismiss, /moderation/{type}/{id}/hide and …/restore */
export const moderationReasonSchema = z.object({ reason: adminReason });

export const moderationResultSchema = z
  .object({
    type: hideableTypeSchema,
    id: z.string(),
    hiddenAt: z.iso.datetime().nullable(),
    hiddenReason: z.string().nullable(),
    reportsActioned: z.number().int().meta({ description: "Open reports about it now marked actioned (hiding only)" }),
  })
  .meta({ id: "ModerationResult" });
export type ModerationResult = z.infer<typeof moderationResultSchema>;
