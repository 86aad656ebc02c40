import { z } from "zod";

/*
 * Picture uploads, shared by the API and the upload fields so both state the same limit.
 */

/** Largest picture we accept (phone photos are 3–8 MB); the API answers 413 above it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_LABEL = "10 MB";

export const uploadedImageSchema = z.object({ data: z.object({ url: z.string() }) });

/** The picture slots of a creator profile (POST /creators/me/images/{slot}). */
export const CREATOR_IMAGE_SLOT_NAMES = [
  "avatar",
  "profile_photo_one",
  "profile_photo_two",
  "profile_photo_three",
  "profile_photo_four",
] as const;
export type CreatorImageSlotName = (typeof CREATOR_IMAGE_SLOT_NAMES)[number];
export const creatorImageSlotParamsSchema = z.object({
  slot: z.enum(CREATOR_IMAGE_SLOT_NAMES, { error: "Use avatar or profile_photo_one … profile_photo_four" }),
});

/** A multipart form with one picture file in `field` (documentation of the upload routes). */
export const imageFormSchema = (field: string) =>
  z.object({ [field]: z.string().meta({ format: "binary", description: `The picture (JPEG, PNG or WebP, up to ${MAX_IMAGE_LABEL})` }) });

/** A storage key: `<purpose>/<owner>/<id>.<ext>` (decision 018). */
export const storageKeyParamsSchema = z.object({ key: z.string().meta({ description: "The object's storage key; may contain slashes" }) });

/** PUT of a presigned URL: what was stored. */
export const storedObjectSchema = z.object({ data: z.object({ key: z.string(), size: z.number().int() }) });

export const brandProfileParamsSchema = z.object({ id: z.string() });

export const brandProfileSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logo_url: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: "BrandProfileSummary" });
export type BrandProfileSummary = z.infer<typeof brandProfileSummarySchema>;

/** The query of a presigned URL of the disk storage adapter (made by the server, never by hand). */
export const signedUrlQuerySchema = z.object({
  expires: z.string().meta({ description: "Unix seconds after which the link is refused" }),
  contentType: z.string().optional().meta({ description: "PUT only: the Content-Type the upload must carry" }),
  maxBytes: z.string().optional().meta({ description: "PUT only: the largest body accepted" }),
  signature: z.string(),
});

/** Where uploaded product pictures are served (POST /auth/products/images answers one of these). */
export const PRODUCT_IMAGE_PREFIX = "/api/v1/media/product-images/";
const PRODUCT_IMAGE_PATH = /^\/api\/v1\/media\/product-images\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}\.webp$/;

/**
 * A product picture uploaded through POST /auth/products/images. Only such a path is accepted as a
 * saved product's or a campaign's picture; whose it is (the owner segment must be the caller's
 * buyer account, else 404) is checked by the API.
 */
export const productImageUrlSchema = z
  .string({ error: "Upload a product picture" })
  .max(300, "Upload a product picture")
  .regex(PRODUCT_IMAGE_PATH, "Upload the product picture here; links to pictures elsewhere are not accepted");
