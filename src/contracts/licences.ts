import { z } from "zod";
import { queryNumber } from "./query-number";
import { LICENCE_STATUSES, LICENCE_TERMS, LICENCE_USAGES } from "@/lib/licence-status";
import { cursorQuery, pageQuery, paginationSchema } from "./envelope";
import { plainText } from "./text";

/*
 * Usage-rights licences and the brand's content library (docs/product/videos-and-licences.md,
 * decision 037). Paths are relative to /api/v1. A licence is seen by its two parties (the brand's
 * buyer account and the creator) and admins; anyone else, signed in or not, gets 404.
 */

export const licenceStatusSchema = z.enum(LICENCE_STATUSES);
export const licenceTermSchema = z.enum(LICENCE_TERMS);
export const licenceUsageSchema = z.enum(LICENCE_USAGES);

/** The stable identifier of the machine-readable document's format; bumped when its shape changes. */
export const LICENCE_DOCUMENT_FORMAT = "reelbrief.licence";
export const LICENCE_DOCUMENT_VERSION = 1;

/**
 * The licence as a machine-readable document (GET /auth/licences/{id}). Format version 1:
 * fields are only ever added within a version; a removal or change of meaning bumps `version`.
 * Dates are ISO 8601 (UTC). `status` is computed at `generatedAt`; the other fields never change.
 */
export const licenceDocumentSchema = z.object({
  format: z.literal(LICENCE_DOCUMENT_FORMAT),
  version: z.literal(LICENCE_DOCUMENT_VERSION),
  id: z.string(),
  /** Short human reference, e.g. "LIC-7F3A2C". */
  reference: z.string(),
  status: licenceStatusSchema,
  generatedAt: z.string(),
  licensor: z.object({ role: z.literal("creator"), userId: z.string(), name: z.string(), customUrl: z.string().nullable() }),
  licensee: z.object({
    role: z.literal("brand"),
    brandProfileId: z.string(),
    buyerAccountId: z.string(),
    name: z.string(),
  }),
  rights: z.object({
    /** SOCIAL_PLATFORMS keys (tiktok, instagram, …). Empty when `allPlatforms` is true. */
    platforms: z.array(z.string()),
    allPlatforms: z.boolean(),
    usage: licenceUsageSchema,
    paid: z.boolean(),
    organic: z.boolean(),
    rawFootage: z.boolean(),
  }),
  term: z.object({
    code: licenceTermSchema,
    label: z.string(),
    perpetual: z.boolean(),
    startsAt: z.string(),
    /** null when perpetual. */
    endsAt: z.string().nullable(),
  }),
  source: z.object({
    orderId: z.string(),
    orderReference: z.string(),
    orderVideoId: z.string(),
    /** 1-based position of the video in the order. */
    videoPosition: z.number().int(),
    /** The approved file (latest delivered version); null when the delivery has no stored file. */
    assetId: z.string().nullable(),
    campaign: z.object({ id: z.string(), title: z.string() }).nullable(),
  }),
});
export type LicenceDocument = z.infer<typeof licenceDocumentSchema>;

export const licenceIdParamsSchema = z.object({ id: z.string().max(100) });
export const licenceDocumentResponseSchema = z.object({ data: licenceDocumentSchema });

/** A licence as other screens show it (the order page). */
export const licenceSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  orderVideoId: z.string(),
  videoPosition: z.number().int(),
  status: licenceStatusSchema,
  term: licenceTermSchema,
  usage: licenceUsageSchema,
  platforms: z.array(z.string()),
  rawFootage: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type LicenceSummary = z.infer<typeof licenceSummarySchema>;

/** GET /auth/orders/{id}/licences: the licences of an order's approved videos (either side). */
export const orderLicencesResponseSchema = z.object({ data: z.array(licenceSummarySchema) });

// ---------------------------------------------------------------------------------------------
// The content library: GET /auth/content (brand)

export const CONTENT_STATUS_FILTERS = ["all", ...LICENCE_STATUSES] as const;

const optionalId = z
  .string()
  .trim()
  .max(100, "Use at most 100 characters")
  .optional()
  .transform((v) => v || undefined);

export const contentLibraryQuerySchema = z.object({
  status: z.enum(CONTENT_STATUS_FILTERS, { error: "Choose all, active, expiring or expired" }).default("all"),
  /** A creator's user id. */
  creator: optionalId,
  /** A campaign id, or "packages" for videos bought as packages. */
  campaign: optionalId,
  /** A SOCIAL_PLATFORMS key: licences covering it (including any-platform licences). */
  platform: z
    .string()
    .trim()
    .max(20, "Use at most 20 characters")
    .regex(/^[a-z]*$/, "Choose a platform from the list")
    .optional()
    .transform((v) => v || undefined),
  /** Matches the creator, the campaign or package title, and the order reference. */
  q: plainText(100).optional(),
  page: pageQuery.page,
  /** Fewer and smaller pages than other lists: each row is a video card. */
  per_page: queryNumber(z.number().int().min(1).max(60).default(12)),
  /** Cursor mode (decision 074): newest licence first, the filters still apply; `page`/`per_page` are ignored. */
  ...cursorQuery,
});
export type ContentLibraryQuery = z.infer<typeof contentLibraryQuerySchema>;

export const contentItemSchema = z.object({
  licenceId: z.string(),
  licenceReference: z.string(),
  orderVideoId: z.string(),
  videoPosition: z.number().int(),
  title: z.string(),
  /** A short-lived signed URL of the poster frame; null while none was made. */
  posterUrl: z.string().nullable(),
  /** Where the original downloads (redirects to a short-lived signed URL); null without a stored file. */
  downloadUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  creator: z.object({ id: z.string(), name: z.string(), customUrl: z.string().nullable() }),
  order: z.object({ id: z.string(), reference: z.string(), title: z.string() }),
  campaign: z.object({ id: z.string(), title: z.string() }).nullable(),
  approvedAt: z.string(),
  licence: licenceSummarySchema,
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentLibraryResponseSchema = z.object({
  data: z.array(contentItemSchema),
  pagination: paginationSchema,
  /** What the filters can offer: the creators and campaigns of the brand's library. */
  facets: z.object({
    creators: z.array(z.object({ id: z.string(), name: z.string() })),
    campaigns: z.array(z.object({ id: z.string(), title: z.string() })),
    counts: z.object({ all: z.number().int(), active: z.number().int(), expiring: z.number().int(), expired: z.number().int() }),
  }),
});
export type ContentLibraryResponse = z.infer<typeof contentLibraryResponseSchema>;

/** POST /dev/order-videos/{id}/deliver-sample (test hook): the delivered order and the sample's asset. */
export const sampleDeliveryResponseSchema = z.object({ data: z.object({ orderId: z.string(), assetId: z.string() }) });
