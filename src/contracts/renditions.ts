import { z } from "zod";
import { RENDITION_SHAPES, RENDITION_STATUSES } from "@/lib/rendition-shapes";
import { CAPTION_STYLE_IDS } from "./captions";

/*
 * Ad formats of a licensed video (decision 078): the focus point and the four renditions. Paths are
 * relative to /api/v1. The licence's parties (the brand's buyer account, the creator) and admins
 * read them and download the files; only the brand moves the focus and asks for renditions.
 * Anyone else, signed in or not, gets 404.
 */

export const renditionShapeSchema = z.enum(RENDITION_SHAPES, { error: "Choose 9x16, 1x1, 4x5 or 16x9" });
export const renditionStatusSchema = z.enum(RENDITION_STATUSES);

const fraction = (axis: string) =>
  z
    .number({ error: `Give the focus ${axis} as a number from 0 to 1` })
    .min(0, `The focus ${axis} is a fraction of the frame, from 0 to 1`)
    .max(1, `The focus ${axis} is a fraction of the frame, from 0 to 1`);

export const focusPointSchema = z.object({ x: fraction("x"), y: fraction("y") }).strict();

export const renditionSchema = z.object({
  shape: renditionShapeSchema,
  /** "9:16", "1:1", … */
  label: z.string(),
  usedFor: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** null: not asked for yet. */
  status: renditionStatusSchema.nullable(),
  /** Why the last try failed, in words; null otherwise. */
  failureReason: z.string().nullable(),
  /** The focus the rendition is (being) made with; differs from the video's focus only while a new one is queued. */
  focus: focusPointSchema.nullable(),
  /** The download's file name: the asset code and the shape (RB-1A2B3C4D-1x1.mp4). */
  fileName: z.string(),
  sizeBytes: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** Redirects to a short-lived signed URL; null until ready. */
  downloadUrl: z.string().nullable(),
});
export type Rendition = z.infer<typeof renditionSchema>;

export const adFormatsSchema = z.object({
  licenceId: z.string(),
  /** The licence's asset code (RB-1A2B3C4D). */
  assetCode: z.string(),
  /** The caller may move the focus and ask for renditions (the brand's side). */
  canEdit: z.boolean(),
  focus: focusPointSchema,
  /** The licensed file as displayed; null when the licence has no stored file (nothing to render). */
  source: z
    .object({
      width: z.number().int(),
      height: z.number().int(),
      durationMs: z.number().int(),
      /** The poster frame the focus is dragged on (a product URL that checks the viewer). */
      posterUrl: z.string().nullable(),
    })
    .nullable(),
  renditions: z.array(renditionSchema),
  /** Formats with the captions burned in, from the licensed version's caption track (decisions 078, 079). */
  captions: z.object({
    /** The licensed version has finished captions to burn in. */
    trackReady: z.boolean(),
    styles: z.array(z.object({ id: z.enum(CAPTION_STYLE_IDS), name: z.string() })),
    renditions: z.array(
      z.object({
        shape: renditionShapeSchema,
        label: z.string(),
        style: z.enum(CAPTION_STYLE_IDS),
        styleName: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        status: renditionStatusSchema,
        failureReason: z.string().nullable(),
        /** The asset code, the shape and a caption mark (RB-1A2B3C4D-1x1-CC.mp4). */
        fileName: z.string(),
        sizeBytes: z.number().int().nullable(),
        downloadUrl: z.string().nullable(),
      }),
    ),
  }),
});
export type AdFormats = z.infer<typeof adFormatsSchema>;

export const adFormatsResponseSchema = z.object({ data: adFormatsSchema });

/** POST /auth/licences/{id}/renditions: make the four formats, at a new focus when one is given. */
export const requestRenditionsSchema = z.object({ focus: focusPointSchema.optional() }).strict();
export type RequestRenditions = z.infer<typeof requestRenditionsSchema>;

export const renditionDownloadParamsSchema = z.object({ id: z.string().max(100), shape: renditionShapeSchema });

/** POST /auth/licences/{id}/renditions/captioned: one format with the captions burned in, in a style. */
export const requestCaptionedRenditionSchema = z
  .object({
    shape: renditionShapeSchema,
    style: z.enum(CAPTION_STYLE_IDS, { error: "Choose bold_white, boxed or yellow_pop" }),
  })
  .strict();
export type RequestCaptionedRendition = z.infer<typeof requestCaptionedRenditionSchema>;

export const captionedRenditionDownloadParamsSchema = z.object({
  id: z.string().max(100),
  shape: renditionShapeSchema,
  style: z.string().max(40),
});
