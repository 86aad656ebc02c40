import { z } from "zod";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-27")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "Not a real date");

/** The audit log's filters, the same for the page, the JSON list and the CSV export. */
export const auditFiltersSchema = z.object({
  /** A user id or an e-mail address. */
  actor: z.string().trim().max(320, "At most 320 characters").optional(),
  targetType: z.string().trim().max(50, "At most 50 characters").optional(),
  targetId: z.string().trim().max(200, "At most 200 characters").optional(),
  /** An exact action, or a prefix ending in "." (e.g. "plan."). */
  action: z.string().trim().max(100, "At most 100 characters").optional(),
  /** Inclusive, UTC days. */
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(200, "At most 200").default(50),
});

export const auditRowSchema = z.object({
  id: z.uuid(),
  actor: z.object({ userId: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditRowSchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
