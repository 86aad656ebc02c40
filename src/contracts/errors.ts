import { z } from "zod";

/** The one error shape of every API failure. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path → message, for validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Machine-readable facts of the failure, e.g. `{ shortfallCents }` for insufficient_funds. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
