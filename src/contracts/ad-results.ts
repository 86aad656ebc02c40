import { z } from "zod";
import { dataOf } from "./envelope";

/*
 * Ad results per creative (decision 081; column mapping in docs/product/ad-results.md): imports of
 * Meta Ads Manager and TikTok Ads Manager exports, the leaderboard per video, hook variant, creator
 * and ad campaign, the daily chart, and the rows no licensed video was found for.
 */

export const AD_PLATFORMS = ["meta", "tiktok"] as const;
export const adPlatformSchema = z.enum(AD_PLATFORMS, { error: "Choose meta or tiktok" });
export type AdPlatform = z.infer<typeof adPlatformSchema>;
export const AD_PLATFORM_LABELS: Record<AdPlatform, string> = { meta: "Meta Ads Manager", tiktok: "TikTok Ads Manager" };

export const LEADERBOARD_GROUPS = ["video", "variant", "creator", "campaign"] as const;
export type LeaderboardGroup = (typeof LEADERBOARD_GROUPS)[number];
export const LEADERBOARD_SORTS = ["roas", "spend", "impressions", "hook_rate", "hold_rate", "ctr", "cpa"] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-27")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Not a real date");

export const adResultsPeriodQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "Use a three-letter currency code")
      .transform((v) => v.toUpperCase())
      .optional(),
    platform: adPlatformSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The period ends before it starts", path: ["to"] });

export const leaderboardQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "Use a three-letter currency code")
      .transform((v) => v.toUpperCase())
      .optional(),
    platform: adPlatformSchema.optional(),
    by: z.enum(LEADERBOARD_GROUPS, { error: "Group by video, variant, creator or campaign" }).default("video"),
    sort: z.enum(LEADERBOARD_SORTS, { error: `Sort by one of ${LEADERBOARD_SORTS.join(", ")}` }).default("roas"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The period ends before it starts", path: ["to"] });
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** Sums and the ratios built from them; a ratio is null when its denominator is zero. */
export const adMetricsSchema = z.object({
  spendMinor: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  conversionValueMinor: z.number().int(),
  hookViews: z.number().int(),
  holdViews: z.number().int(),
  /** Hook views ÷ impressions. */
  hookRate: z.number().nullable(),
  /** Hold views ÷ hook views. */
  holdRate: z.number().nullable(),
  /** Clicks ÷ impressions. */
  ctr: z.number().nullable(),
  /** Spend ÷ conversions, in minor units (rounded). */
  cpaMinor: z.number().int().nullable(),
  /** Conversion value ÷ spend. */
  roas: z.number().nullable(),
});
export type AdMetrics = z.infer<typeof adMetricsSchema>;

export const leaderboardRowSchema = adMetricsSchema.extend({
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  licenceId: z.uuid().nullable(),
  assetCode: z.string().nullable(),
  creatorUserId: z.string().nullable(),
  creatorName: z.string().nullable(),
  /** The package the video was bought from (per video and hook variant), for "order again"; null when unknown. */
  packageId: z.string().nullable(),
  posterUrl: z.string().nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const currencyTotalSchema = z.object({ currency: z.string(), spendMinor: z.number().int(), rows: z.number().int() });

export const leaderboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The leaderboard's one currency; null when the period has no results. */
  currency: z.string().nullable(),
  /** Every currency with results in the period: amounts are never converted between them. */
  currencies: z.array(currencyTotalSchema),
  by: z.enum(LEADERBOARD_GROUPS),
  sort: z.enum(LEADERBOARD_SORTS),
  totals: adMetricsSchema,
  rows: z.array(leaderboardRowSchema),
  /** Result rows in this currency and period that no licensed video was matched to. */
  unmatchedRows: z.number().int(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const leaderboardResponseSchema = dataOf(leaderboardSchema);

export const dailyPointSchema = z.object({
  day: z.string(),
  spendMinor: z.number().int(),
  conversionValueMinor: z.number().int(),
  impressions: z.number().int(),
});
export const dailyResultsSchema = z.object({
  currency: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  points: z.array(dailyPointSchema),
});
export type DailyResults = z.infer<typeof dailyResultsSchema>;
export const dailyResultsResponseSchema = dataOf(dailyResultsSchema);

/* Imports */

export const importRowErrorSchema = z.object({
  /** The line of the file (the header is line 1); 0 for a problem of the whole file. */
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  adName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  currency: z.string(),
  spendMinor: z.number().int(),
  impressions: z.number().int(),
  assetCode: z.string().nullable(),
  matched: z.boolean(),
});

export const importPreviewSchema = z.object({
  platform: adPlatformSchema.nullable(),
  fileName: z.string(),
  rowCount: z.number().int(),
  /** At most 200 errors are listed; `errorCount` has them all. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  /** Distinct reporting ranges in the file (a daily export has one per day). */
  rangeCount: z.number().int(),
  currencies: z.array(currencyTotalSchema),
  matchedRows: z.number().int(),
  unmatchedRows: z.number().int(),
  /** Rows already stored that the import would replace (same ad account, overlapping days). */
  replacesRows: z.number().int(),
  sample: z.array(importPreviewRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importPreviewResponseSchema = dataOf(importPreviewSchema);

export const importResultSchema = z.object({
  importId: z.uuid(),
  platform: adPlatformSchema,
  rowCount: z.number().int(),
  replacedRows: z.number().int(),
  matchedRows: z.number().int(),
  unmatchedRows: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importResultResponseSchema = dataOf(importResultSchema);

/** The insights adapter: fetch a period from a platform (the sandbox when no platform is configured). */
export const insightsSyncBodySchema = z
  .object({ platform: adPlatformSchema, from: isoDay, to: isoDay })
  .refine((b) => b.from <= b.to, { message: "The period ends before it starts", path: ["to"] })
  .refine((b) => Date.parse(b.to) - Date.parse(b.from) <= 366 * 86_400_000, { message: "Fetch at most a year at a time", path: ["to"] });
export type InsightsSyncBody = z.infer<typeof insightsSyncBodySchema>;

/* Unmatched rows and matching by hand */

export const unmatchedAdSchema = z.object({
  platform: adPlatformSchema,
  adRef: z.string(),
  adName: z.string(),
  campaignName: z.string(),
  rows: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  spend: z.array(z.object({ currency: z.string(), spendMinor: z.number().int() })),
  /** Why nothing matched: no code in the name or URL, or a code that is not one of the brand's videos. */
  reason: z.string(),
});
export type UnmatchedAd = z.infer<typeof unmatchedAdSchema>;

export const matchableLicenceSchema = z.object({
  licenceId: z.uuid(),
  assetCode: z.string(),
  title: z.string(),
  creatorName: z.string(),
});
export type MatchableLicence = z.infer<typeof matchableLicenceSchema>;

export const unmatchedResponseSchema = dataOf(z.object({ ads: z.array(unmatchedAdSchema), licences: z.array(matchableLicenceSchema) }));
export type UnmatchedAds = z.infer<typeof unmatchedResponseSchema>["data"];

export const handMatchBodySchema = z.object({
  platform: adPlatformSchema,
  adRef: z.string({ error: "Name the ad" }).trim().min(1, "Name the ad").max(500, "Use at most 500 characters"),
  licenceId: z.uuid({ error: "Choose a licensed video" }),
});
export type HandMatchBody = z.infer<typeof handMatchBodySchema>;
export const handMatchResponseSchema = dataOf(z.object({ matchedRows: z.number().int() }));
