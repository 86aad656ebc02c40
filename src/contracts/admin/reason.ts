import { z } from "zod";
import { hasNoNul, NUL_MESSAGE } from "../text";

/** Why an admin did something: required for every destructive admin action, kept in the audit log. */
export const adminReason = z
  .string({ error: "Give a reason" })
  .trim()
  .min(3, "Give a reason of at least 3 characters")
  .max(1000, "Use at most 1000 characters")
  .refine(hasNoNul, NUL_MESSAGE);

export const adminReasonSchema = z.object({ reason: adminReason });
export type AdminReason = z.infer<typeof adminReasonSchema>;
