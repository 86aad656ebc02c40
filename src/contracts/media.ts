import { z } from "zod";

/*
 * Picture uploads (issue 11 §3), shared by the API and the upload fields so both state the same limit.
 */

/** Largest picture we accept (phone photos are 3–8 MB); the API answers 413 above it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_LABEL = "10 MB";

export const uploadedImageSchema = z.object({ data: z.object({ url: z.string() }) });

export const brandProfileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
});
export type BrandProfileSummary = z.infer<typeof brandProfileSummarySchema>;
