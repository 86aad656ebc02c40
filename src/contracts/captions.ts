import { z } from "zod";
import { hasNoNul, NUL_MESSAGE } from "./text";

/*
 * Contracts of captions (decision 079): one caption track per delivered version, timed by a
 * provider, edited by both sides of the order, exported as SRT or WebVTT, and burned into the
 * video in a named style. Paths are relative to /api/v1; every route answers 404 to anyone who is
 * not a side of the order.
 */

export const CAPTION_STYLE_IDS = ["bold_white", "boxed", "yellow_pop"] as const;
export type CaptionStyleId = (typeof CAPTION_STYLE_IDS)[number];
export const CAPTION_STYLE_NAMES: Record<CaptionStyleId, string> = { bold_white: "Bold white", boxed: "Boxed", yellow_pop: "Yellow pop" };

export const CAPTION_SOURCES = ["brief", "script", "srt", "vtt"] as const;
export const MAX_SCRIPT_LENGTH = 10_000;
/** An SRT/WebVTT file pasted or read in the browser: captions of a few minutes are far below this. */
export const MAX_CAPTION_FILE_LENGTH = 200_000;

export const cueSchema = z
  .object({
    startMs: z.number({ error: "Enter a start time" }).int("Use whole milliseconds").min(0, "Must not be negative").max(36_000_000),
    endMs: z.number({ error: "Enter an end time" }).int("Use whole milliseconds").min(0, "Must not be negative").max(36_000_000),
    text: z.string({ error: "Enter the caption's text" }).max(200, "Use at most 200 characters").refine(hasNoNul, NUL_MESSAGE),
  })
  .meta({ id: "CaptionCue" });

export const captionBurnSchema = z
  .object({
    id: z.string(),
    style: z.enum(CAPTION_STYLE_IDS),
    status: z.enum(["rendering", "ready", "failed"]),
    /** The cue revision it drew; older than the track's: the captions changed since. */
    trackRevision: z.number().int(),
    isOutdated: z.boolean(),
    failureReason: z.string().nullable(),
    /** The download's file name (carries the asset code once the video is licensed). */
    fileName: z.string(),
    sizeBytes: z.number().int().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "CaptionBurn" });
export type CaptionBurn = z.infer<typeof captionBurnSchema>;

export const captionTrackSchema = z
  .object({
    id: z.string(),
    versionId: z.string(),
    provider: z.string(),
    source: z.enum(CAPTION_SOURCES),
    language: z.string(),
    status: z.enum(["timing", "ready", "failed"]),
    failureReason: z.string().nullable(),
    script: z.string(),
    fitToSpeech: z.boolean(),
    cues: z.array(cueSchema),
    /** Send it back with an edit: an edit made meanwhile by the other side is not overwritten. */
    revision: z.number().int(),
    updatedAt: z.string(),
    burns: z.array(captionBurnSchema),
  })
  .meta({ id: "CaptionTrack" });
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const versionCaptionsSchema = z
  .object({
    versionId: z.string(),
    version: z.number().int(),
    durationMs: z.number().int().nullable(),
    track: captionTrackSchema.nullable(),
  })
  .meta({ id: "VersionCaptions" });

export const videoCaptionsSchema = z
  .object({
    orderVideoId: z.string(),
    /** The brief's "what to film", offered as a starting script. */
    briefText: z.string(),
    /** The licence's asset code once the video is approved, else null. */
    assetCode: z.string().nullable(),
    /** Whether the viewer may change captions (both sides, until the order is cancelled or refunded). */
    canEdit: z.boolean(),
    styles: z.array(z.object({ id: z.enum(CAPTION_STYLE_IDS), name: z.string() })),
    versions: z.array(versionCaptionsSchema),
  })
  .meta({ id: "VideoCaptions" });
export type VideoCaptions = z.infer<typeof videoCaptionsSchema>;
export const videoCaptionsResponseSchema = z.object({ data: videoCaptionsSchema });

export const versionParamsSchema = z.object({ id: z.string().max(100) });

export const createCaptionTrackRequestSchema = z
  .object({
    source: z.enum(CAPTION_SOURCES, { error: "Choose brief, script, srt or vtt" }),
    /** The script (source script) or the file's text (srt, vtt); ignored for the brief. */
    text: z
      .string({ error: "Must be text" })
      .max(MAX_CAPTION_FILE_LENGTH, `Use at most ${MAX_CAPTION_FILE_LENGTH} characters`)
      .refine(hasNoNul, NUL_MESSAGE)
      .default(""),
    /** For an import: keep the file's times (false) or fit its cues to the speech (true). Scripts are always timed. */
    fitToSpeech: z.boolean().default(false),
  })
  .meta({ id: "CreateCaptionTrackRequest" });

export const saveCaptionCuesRequestSchema = z
  .object({
    revision: z.number({ error: "Send the revision you edited" }).int(),
    cues: z.array(cueSchema).max(2000, "At most 2000 captions"),
  })
  .meta({ id: "SaveCaptionCuesRequest" });

export const requestCaptionBurnRequestSchema = z
  .object({ style: z.enum(CAPTION_STYLE_IDS, { error: "Choose bold_white, boxed or yellow_pop" }) })
  .meta({ id: "RequestCaptionBurnRequest" });

export const captionTrackResponseSchema = z.object({ data: captionTrackSchema });
export const captionBurnResponseSchema = z.object({ data: captionBurnSchema });

export const captionExportQuerySchema = z.object({ format: z.enum(["srt", "vtt"], { error: "Choose srt or vtt" }) });
export const captionBurnParamsSchema = z.object({ id: z.string().max(100), style: z.string().max(40) });
