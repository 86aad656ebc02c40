import { z } from "zod";
import { paidUsageOfferSchema } from "./paid-usage";
import { CREATOR_SORTS, type CreatorSort } from "@/lib/creator-directory";
import { platformSchema } from "./creator-search";
import { publicPortfolioVideoSchema } from "./portfolio";
import { trackRecordSchema } from "./track-record";

/*
 * What the public creator directory and a creator's public page show: the use-cases return these,
 * the API sends them (GET /api/v1/creators, /api/v1/creators/{customUrl}), and the directory's
 * components render them.
 */

export const creatorCardSchema = z
  .object({
    userId: z.uuid(),
    customUrl: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    shortBio: z.string().nullable(),
    avatar: z.string().nullable().meta({ description: "URL of the avatar picture" }),
    coverPhoto: z.string().nullable(),
    niches: z.array(z.string()),
    country: z.string().nullable().meta({ description: "ISO 3166-1 alpha-2 code" }),
    languages: z.array(z.string()),
    platforms: z.array(z.object({ platform: platformSchema, followerCount: z.number().int().nullable() })),
    totalFollowers: z.number().int(),
    /** The cheapest active package, or null when the creator sells none yet. */
    fromPriceCents: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The cheapest active package, or null when the creator sells none yet" }),
    activePackages: z.number().int(),
    ratingAverage: z.number().nullable().meta({ description: "Average of brands' ratings (1–5), null before the first" }),
    ratingCount: z.number().int(),
    /** Orders, replies and ad results in figures with their counts (decision 083): the cards show on-time delivery. */
    trackRecord: trackRecordSchema,
  })
  .meta({ id: "CreatorCard" });
export type CreatorCard = z.infer<typeof creatorCardSchema>;

const creatorSortSchema = z.enum(Object.keys(CREATOR_SORTS) as [CreatorSort, ...CreatorSort[]]);

export const creatorSearchResultSchema = z.object({
  creators: z.array(creatorCardSchema),
  /** The number of matches, or a lower bound of it when `totalIsExact` is false. */
  total: z.number().int(),
  /**
   * False when more than COUNT_AHEAD creators match past this page's start: the count stops there
   * instead of reading every match, and the page says "1,012+ creators".
   */
  totalIsExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  sort: creatorSortSchema,
});
export type CreatorSearchResult = z.infer<typeof creatorSearchResultSchema>;

/** GET /api/v1/creators: one page of cards, with the counts the pager needs. */
export const creatorListResponseSchema = z.object({
  data: z.array(creatorCardSchema),
  meta: z.object({
    total: z.number().int().meta({ description: "The number of matches, or a lower bound of it when totalIsExact is false" }),
    totalIsExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    sort: creatorSortSchema,
  }),
});
export type CreatorListResponse = z.infer<typeof creatorListResponseSchema>;

export const publicCreatorPackageSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    videos: z.number().int(),
    videoLengthSeconds: z.number().int(),
    aspectRatio: z.enum(["9:16", "1:1", "16:9", "4:5"]),
    turnaroundDays: z.number().int(),
    revisionRounds: z.number().int(),
    usageRightsTerm: z.enum(["30d", "90d", "1y", "perpetual"]),
    rawFootage: z.boolean(),
    /** Add-ons the brand may pick (decision 080); absent or null: not offered. */
    extraHookPriceCents: z.number().int().nullable().optional(),
    maxExtraHooks: z.number().int().optional(),
    rawFootagePriceCents: z.number().int().nullable().optional(),
    /** Paid-usage add-ons (decision 084). */
    paidUsageOffers: z.array(paidUsageOfferSchema).optional(),
  })
  .meta({ id: "PublicCreatorPackage" });
export type PublicCreatorPackage = z.infer<typeof publicCreatorPackageSchema>;

export const publicCreatorSchema = z
  .object({
    userId: z.uuid(),
    customUrl: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    shortBio: z.string().nullable(),
    description: z.string().nullable(),
    avatar: z.string().nullable(),
    photos: z.array(z.string()),
    niches: z.array(z.string()),
    country: z.string().nullable(),
    languages: z.array(z.string()),
    socialLinks: z.array(
      z.object({ platform: platformSchema, handle: z.string(), url: z.string(), followerCount: z.number().int().nullable() }),
    ),
    packages: z.array(publicCreatorPackageSchema),
    /** Ready portfolio videos in the creator's order (decision 042); anyone may stream them while the profile is listed. */
    portfolioVideos: z.array(publicPortfolioVideoSchema),
    ratingAverage: z.number().nullable(),
    ratingCount: z.number().int(),
    /** Figures from the creator's orders, messages and brands' ad results (decision 083). */
    trackRecord: trackRecordSchema,
    updatedAt: z.date(),
  })
  .meta({ id: "PublicCreator" });
export type PublicCreator = z.infer<typeof publicCreatorSchema>;

/** The path parameter of a creator's public page. */
export const customUrlParamsSchema = z.object({
  customUrl: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/i, "must contain only letters, digits and dashes"),
});
