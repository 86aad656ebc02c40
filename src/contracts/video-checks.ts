import { z } from "zod";
import { videoViewSchema } from "./videos";

/*
 * The checks a delivery gets before the creator submits it (decision 076): what the workers
 * measured, as findings in plain language with the moments they concern, and the note a creator
 * wrote to submit despite warnings. The creator's upload step and the brand's quality panel read
 * the same report.
 */

export const CHECK_CODES = [
  "black",
  "freeze",
  "silent_start",
  "no_sound",
  "loudness",
  "letterbox",
  "pillarbox",
  "resolution",
  "aspect_ratio",
  "length",
  "frame_rate",
] as const;
export const checkCodeSchema = z.enum(CHECK_CODES);
export type CheckCode = z.infer<typeof checkCodeSchema>;

export const checkFindingSchema = z
  .object({
    code: checkCodeSchema,
    level: z.enum(["warning", "pass"]),
    /** One plain sentence: what was found, and for a warning why it matters. */
    message: z.string(),
    /** Where it starts and ends in the video (ms), for the findings that happen at a moment. */
    atMs: z.number().int().nullable(),
    endMs: z.number().int().nullable(),
  })
  .meta({ id: "CheckFinding" });
export type CheckFinding = z.infer<typeof checkFindingSchema>;

export const checkReportSchema = z
  .object({
    assetId: z.uuid(),
    status: z.enum(["pending", "done", "failed"]).meta({
      description: "`pending` while the workers measure, `done` with findings, `failed` when the file could not be measured",
    }),
    thresholdsVersion: z.number().int().nullable(),
    findings: z.array(checkFindingSchema),
    warningCount: z.number().int(),
    /** The creator's reason for submitting despite warnings; shown to the brand. */
    overrideNote: z.string().nullable(),
    submittedAt: z.string().nullable(),
    measuredAt: z.string().nullable(),
  })
  .meta({ id: "CheckReport" });
export type CheckReport = z.infer<typeof checkReportSchema>;

export const OVERRIDE_NOTE_MAX = 1000;

export const submitDeliveryRequestSchema = z.object({
  assetId: z.uuid({ error: "Choose the upload to submit" }),
  note: z
    .string()
    .trim()
    .max(OVERRIDE_NOTE_MAX, { error: `Keep the note under ${OVERRIDE_NOTE_MAX} characters` })
    .optional()
    .meta({ description: "Required when the report has warnings: why the video is fine as it is. Shown to the brand." }),
});
export type SubmitDeliveryRequest = z.infer<typeof submitDeliveryRequestSchema>;

export const orderVideoChecksSchema = z
  .object({
    pending: z
      .object({ report: checkReportSchema, video: videoViewSchema })
      .nullable()
      .meta({ description: "The creator's processed upload waiting for the submit, with its report (creator only)" }),
    versions: z.array(z.object({ version: z.number().int(), report: checkReportSchema })),
  })
  .meta({ id: "OrderVideoChecks" });
export type OrderVideoChecks = z.infer<typeof orderVideoChecksSchema>;
export const orderVideoChecksResponseSchema = z.object({ data: orderVideoChecksSchema });
export const submitDeliveryResponseSchema = z.object({ data: z.object({ version: z.number().int(), orderId: z.uuid() }) });
