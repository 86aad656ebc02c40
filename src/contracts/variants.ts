import { z } from "zod";
import { dataOf } from "./envelope";

/*
 * Extra hooks and assembled variants of an order video (decision 080). Paths are relative to
 * /api/v1; every route answers 404 to anyone who is not a side of the order, signed in or not.
 */

export const hookStatusSchema = z.enum(["submitted", "approved", "rejected"]);
export const variantStatusSchema = z.enum(["queued", "ready", "failed"]);

export const orderHookSchema = z.object({
  id: z.string(),
  /** "Hook 2": 1-based per order video. */
  number: z.number().int(),
  status: hookStatusSchema,
  originalName: z.string(),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  hasAudio: z.boolean(),
  /** Same-origin URL of the file (either side may play or download it). */
  fileUrl: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrderHook = z.infer<typeof orderHookSchema>;

export const videoVariantSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** The asset code of the variant, e.g. RB-1A2B3C4D-V2: the name to give the ad. */
  code: z.string(),
  status: variantStatusSchema,
  hookId: z.string(),
  hookNumber: z.number().int(),
  bodyStartMs: z.number().int(),
  bodyEndMs: z.number().int(),
  ctaStartMs: z.number().int(),
  ctaEndMs: z.number().int(),
  durationMs: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  /** Same-origin download (file name = the code), once ready. */
  downloadUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoVariant = z.infer<typeof videoVariantSchema>;

export const hookActionSchema = z.enum(["upload_hook", "decide_hooks", "create_variant"]);

export const hooksAndVariantsSchema = z.object({
  orderVideoId: z.string(),
  viewer: z.enum(["buyer", "creator"]),
  /** Extra hooks the order asks for on this video (the add-on bought, or the campaign's ask). */
  hooksAsked: z.number().int(),
  hooks: z.array(orderHookSchema),
  /** The approved video's licence code and length, once approved (variants are cut from it). */
  assetCode: z.string().nullable(),
  approvedDurationMs: z.number().int().nullable(),
  variants: z.array(videoVariantSchema),
  allowedActions: z.array(hookActionSchema),
});
export type HooksAndVariants = z.infer<typeof hooksAndVariantsSchema>;
export const hooksAndVariantsResponseSchema = dataOf(hooksAndVariantsSchema);

export const hookIdParamsSchema = z.object({ id: z.string().meta({ description: "Hook id" }) });
export const variantIdParamsSchema = z.object({ id: z.string().meta({ description: "Variant id" }) });

export const decideHookRequestSchema = z.object({
  decision: z.enum(["approved", "rejected"], { error: "Approve or reject the hook" }),
});

const ms = (label: string) =>
  z
    .number({ error: `${label}: a number of milliseconds` })
    .int(`${label}: a whole number of milliseconds`)
    .min(0, `${label}: 0 or more`)
    .max(24 * 60 * 60 * 1000, `${label}: too long`);

export const createVariantRequestSchema = z.object({
  hookId: z.string({ error: "Choose a hook" }).uuid("Choose a hook"),
  bodyStartMs: ms("Body start"),
  bodyEndMs: ms("Body end"),
  ctaStartMs: ms("Call to action start"),
  ctaEndMs: ms("Call to action end"),
});
export type CreateVariantRequest = z.infer<typeof createVariantRequestSchema>;

export const hookResponseSchema = dataOf(orderHookSchema);
export const variantResponseSchema = dataOf(videoVariantSchema);

/** A hook is a separate opening of 2 to 5 seconds, checked on the uploaded file. */
export const HOOK_MIN_MS = 2000;
export const HOOK_MAX_MS = 5000;
/** A hook file is short: 200 MB is far above what five seconds of 4K need. */
export const HOOK_MAX_BYTES = 200 * 1024 * 1024;
