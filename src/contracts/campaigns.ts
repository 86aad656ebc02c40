import { z } from "zod";
import { trackRecordSchema } from "./track-record";
import { USAGE_RIGHTS_TERM_LABELS } from "@/lib/package-labels";
import { cursorQuery, paginationSchema } from "./envelope";
import { queryNumber } from "./query-number";
import { CREATOR_NICHES, type CreatorNiche, SOCIAL_PLATFORMS, type SocialPlatformName } from "@/lib/creator-directory";
import { productImageUrlSchema } from "./media";
import { videoViewSchema } from "./videos";
import { hasNoNul, NUL_MESSAGE, plainText } from "./text";
import { isOfferedWindow, PAID_USAGE_PLATFORMS, PAID_USAGE_PRICE_LIMITS, PAID_USAGE_WINDOWS } from "@/lib/paid-usage";

/** The campaign's paid-usage ask (decision 084): platform, a window the platform grants, the price per creator. */
export const campaignPaidUsageAskSchema = z
  .object({
    platform: z.enum(PAID_USAGE_PLATFORMS, { error: "Choose tiktok_spark or meta_partnership" }),
    window_days: z.number({ error: "Choose a window in days" }).int("Choose a window in whole days"),
    price_cents: z
      .number({ error: "Enter the paid-usage price" })
      .int("Enter the paid-usage price in whole cents")
      .min(PAID_USAGE_PRICE_LIMITS.min, "The paid-usage price must be at least $1")
      .max(PAID_USAGE_PRICE_LIMITS.max, "The paid-usage price must be at most $10,000"),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!isOfferedWindow(v.platform, v.window_days))
      ctx.addIssue({ code: "custom", path: ["window_days"], message: `Choose ${PAID_USAGE_WINDOWS[v.platform].join(", ")} days` });
  });

/*
 * Campaigns and proposals (docs/product/campaigns-and-proposals.md). Pure zod, shared by the API, the brief
 * builder and the Apply form. Money in integer cents.
 */

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "closed", "archived"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const PROPOSAL_STATUSES = ["submitted", "shortlisted", "accepted", "rejected", "withdrawn"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const ASPECT_RATIOS = ["9:16", "1:1", "16:9", "4:5"] as const;
export const USAGE_RIGHTS_TERMS = USAGE_RIGHTS_TERM_LABELS;
export type UsageRightsTerm = keyof typeof USAGE_RIGHTS_TERMS;

export const PITCH_MAX = 2000;
/** docs/product/campaigns-and-proposals.md: "up to 3 portfolio links or videos" — links and videos count together (decision 046). */
export const PORTFOLIO_LINKS_MAX = 3;
export const PROPOSAL_VIDEOS_MAX = PORTFOLIO_LINKS_MAX;
export const MAX_PRICE_CENTS = 10_000_000;
export const MIN_PRICE_CENTS = 100;

const nicheSchema = z.enum(Object.keys(CREATOR_NICHES) as [CreatorNiche, ...CreatorNiche[]], { error: "Choose a niche from the list" });
const platformSchema = z.enum(Object.keys(SOCIAL_PLATFORMS) as [SocialPlatformName, ...SocialPlatformName[]], {
  error: "Choose a platform from the list",
});

const webUrl = z
  .string({ error: "Enter an address" })
  .trim()
  .max(2000, "Use at most 2000 characters")
  .refine(hasNoNul, NUL_MESSAGE)
  .pipe(z.url({ protocol: /^https?$/, error: "Enter a full address starting with https://" }));

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int("Must be a whole number of cents")
    .min(MIN_PRICE_CENTS, `${label} must be at least $${MIN_PRICE_CENTS / 100}`)
    .max(MAX_PRICE_CENTS, `${label} must be at most $${MAX_PRICE_CENTS / 100}`);

const wholeNumber = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const lines = (max: number, each: number) => z.array(plainText(each), { error: "Must be a list" }).max(max, `Add at most ${max}`);

/**
 * A draft's fields; every one optional (a draft autosaves half-written), each checked when sent.
 * Completeness is checked at publish (`publishProblems`).
 */
export const campaignDraftSchema = z
  .object({
    brand_profile_id: z.uuid({ error: "Choose a brand profile" }).nullable(),
    title: plainText(120),
    product_name: plainText(120),
    product_url: webUrl.nullable(),
    product_retail_value_cents: z
      .number({ error: "Retail value must be a number of cents" })
      .int("Must be a whole number of cents")
      .min(0, "Must not be negative")
      .max(MAX_PRICE_CENTS, "Too large")
      .nullable(),
    /** Uploaded through POST /auth/products/images (decision 028: no pictures hot-linked from elsewhere). */
    product_image_url: productImageUrlSchema.nullable(),
    /**
     * Fill the product fields (name, URL, retail value, picture) from one of the account's saved
     * products; another account's product is a 404. The fields are copied: a published brief
     * never changes when the saved product does.
     */
    saved_product_id: z.uuid({ error: "Choose one of your saved products" }),
    product_shipped: z.boolean({ error: "Must be yes or no" }),
    description: plainText(5000),
    talking_points: lines(10, 300),
    hooks: lines(10, 300),
    dos: lines(10, 300),
    donts: lines(10, 300),
    example_video_urls: z.array(webUrl, { error: "Must be a list" }).max(5, "Add at most 5"),
    videos_per_creator: wholeNumber(1, 20, "Videos per creator"),
    /** Add-ons the brief asks for (decision 080): extra 2–5 s hooks per video and the raw footage; the bid covers them. */
    extra_hooks_per_video: wholeNumber(0, 5, "Extra hooks per video"),
    raw_footage_asked: z.boolean({ error: "Must be yes or no" }),
    /** A paid-usage authorisation bought with each accepted creator (decision 084), escrowed on top of the bid. */
    paid_usage_ask: campaignPaidUsageAskSchema.nullable(),
    video_length_seconds: wholeNumber(5, 600, "Video length"),
    aspect_ratio: z.enum(ASPECT_RATIOS, { error: "Choose 9:16, 1:1, 16:9 or 4:5" }),
    platforms: z.array(platformSchema, { error: "Must be a list" }).max(8, "Choose at most 8"),
    countries: z
      .array(z.string({ error: "Must be a country code" }).regex(/^[A-Z]{2}$/, "Use two-letter country codes"), { error: "Must be a list" })
      .max(50, "Choose at most 50"),
    niches: z.array(nicheSchema, { error: "Must be a list" }).max(20, "Choose at most 20"),
    languages: lines(20, 40),
    min_followers: wholeNumber(0, 100_000_000, "Minimum followers"),
    pricing: z.enum(["fixed", "bids"], { error: "Choose a fixed price or bids" }),
    price_min_cents: cents("Price").nullable(),
    price_max_cents: cents("Highest bid").nullable(),
    creators_wanted: wholeNumber(1, 100, "Creators wanted"),
    application_deadline: z.iso.datetime({ offset: true, error: "Enter a date and time" }).nullable(),
    usage_rights_term: z.enum(Object.keys(USAGE_RIGHTS_TERMS) as [UsageRightsTerm, ...UsageRightsTerm[]], {
      error: "Choose a usage-rights term",
    }),
    revision_rounds: wholeNumber(0, 10, "Revision rounds"),
  })
  .partial()
  .strict();
export type CampaignDraftInput = z.infer<typeof campaignDraftSchema>;

/** A campaign as the API returns it (brand and creator views share it; the brand's adds counts). */
export const campaignViewSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(CAMPAIGN_STATUSES),
    brand_profile_id: z.uuid().nullable(),
    brand: z.object({ name: z.string(), logo_url: z.string().nullable(), website: z.string().nullable() }).nullable(),
    title: z.string(),
    product_name: z.string(),
    product_url: z.string().nullable(),
    product_retail_value_cents: z.number().int().nullable(),
    product_image_url: z.string().nullable(),
    product_shipped: z.boolean(),
    description: z.string(),
    talking_points: z.array(z.string()),
    hooks: z.array(z.string()),
    dos: z.array(z.string()),
    donts: z.array(z.string()),
    example_video_urls: z.array(z.string()),
    videos_per_creator: z.number().int(),
    extra_hooks_per_video: z.number().int().optional(),
    raw_footage_asked: z.boolean().optional(),
    paid_usage_ask: z
      .object({ platform: z.enum(PAID_USAGE_PLATFORMS), window_days: z.number().int(), price_cents: z.number().int() })
      .nullable()
      .optional(),
    video_length_seconds: z.number().int(),
    aspect_ratio: z.enum(ASPECT_RATIOS),
    platforms: z.array(z.string()),
    countries: z.array(z.string()),
    niches: z.array(z.string()),
    languages: z.array(z.string()),
    min_followers: z.number().int(),
    pricing: z.enum(["fixed", "bids"]),
    price_min_cents: z.number().int().nullable().meta({ description: "The fixed price, or the lowest bid accepted" }),
    price_max_cents: z.number().int().nullable().meta({ description: "Equal to the fixed price, or the highest bid accepted" }),
    creators_wanted: z.number().int(),
    application_deadline: z.string().nullable(),
    usage_rights_term: z.enum(Object.keys(USAGE_RIGHTS_TERMS) as [UsageRightsTerm, ...UsageRightsTerm[]]),
    revision_rounds: z.number().int(),
    published_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    hidden_at: z.string().nullable().meta({ description: "Hidden by Reelbrief (moderation): only its owner sees it" }),
    hidden_reason: z.string().nullable().meta({ description: "Why it was hidden, shown to its owner" }),
  })
  .meta({ id: "Campaign" });
export type CampaignView = z.infer<typeof campaignViewSchema>;

export const brandCampaignViewSchema = campaignViewSchema
  .extend({ proposal_counts: z.record(z.enum(PROPOSAL_STATUSES), z.number().int()) })
  .meta({ id: "BrandCampaign" });
export type BrandCampaignView = z.infer<typeof brandCampaignViewSchema>;

/** What blocks a draft from being published, by field (empty when it may go live). */
export function publishProblems(c: CampaignView, now: Date = new Date()): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!c.brand_profile_id) problems.brand_profile_id = "Choose the brand this campaign is for";
  if (c.title.trim() === "") problems.title = "Give the campaign a title";
  if (c.product_name.trim() === "") problems.product_name = "Name the product";
  if (c.description.trim().length < 20) problems.description = "Describe the brief in at least 20 characters";
  if (c.platforms.length === 0) problems.platforms = "Choose at least one target platform";
  if (c.price_min_cents === null) problems.price_min_cents = c.pricing === "fixed" ? "Set the price per creator" : "Set the lowest bid";
  if (c.pricing === "bids") {
    if (c.price_max_cents === null) problems.price_max_cents = "Set the highest bid";
    else if (c.price_min_cents !== null && c.price_max_cents < c.price_min_cents) {
      problems.price_max_cents = "The highest bid must be at least the lowest";
    }
  }
  if (!c.application_deadline) problems.application_deadline = "Set an application deadline";
  else if (new Date(c.application_deadline).getTime() <= now.getTime()) {
    problems.application_deadline = "The application deadline must be in the future";
  }
  return problems;
}

export const proposalInputSchema = z
  .object({
    pitch: z
      .string({ error: "Write a pitch" })
      .trim()
      .min(1, "Write a pitch")
      .max(PITCH_MAX, `Use at most ${PITCH_MAX} characters`)
      .refine(hasNoNul, NUL_MESSAGE),
    /** The bid; ignored for a fixed-price campaign (the price is the campaign's). */
    price_cents: cents("Your price").optional(),
    portfolio_links: z
      .array(webUrl, { error: "Must be a list" })
      .max(PORTFOLIO_LINKS_MAX, `Add at most ${PORTFOLIO_LINKS_MAX} links`)
      .default([]),
    /** Videos uploaded with purpose `proposal` (the resumable upload's asset ids), in the order shown to the brand. */
    video_asset_ids: z
      .array(z.uuid({ error: "Name a video by its upload id" }), { error: "Must be a list" })
      .max(PROPOSAL_VIDEOS_MAX, `Add at most ${PROPOSAL_VIDEOS_MAX} videos`)
      .refine((ids) => new Set(ids).size === ids.length, "Add each video once")
      .default([])
      .meta({ description: "Asset ids of videos uploaded with purpose `proposal`; links and videos together at most 3" }),
  })
  .strict()
  .superRefine((p, ctx) => {
    if ((p.portfolio_links?.length ?? 0) + (p.video_asset_ids?.length ?? 0) > PORTFOLIO_LINKS_MAX)
      ctx.addIssue({
        code: "custom",
        path: ["video_asset_ids"],
        message: `Add at most ${PORTFOLIO_LINKS_MAX} links and videos together`,
      });
  });
export type ProposalInput = z.input<typeof proposalInputSchema>;

export const proposalDecisionSchema = z
  .object({
    action: z.enum(["shortlist", "reject", "accept", "withdraw"], { error: "Choose shortlist, reject, accept or withdraw" }),
    reason: plainText(500).optional(),
  })
  .strict();
export type ProposalDecision = z.infer<typeof proposalDecisionSchema>;

export const campaignActionSchema = z
  .object({
    action: z.enum(["publish", "pause", "resume", "close", "archive"], { error: "Choose publish, pause, resume, close or archive" }),
  })
  .strict();
export type CampaignAction = z.infer<typeof campaignActionSchema>["action"];

/** The creator summary the brand sees beside a proposal. */
export const proposalCreatorSummarySchema = z.object({
  user_id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  custom_url: z.string().nullable(),
  country: z.string().nullable(),
  niches: z.array(z.string()),
  total_followers: z.number().int(),
  completed_orders: z.number().int(),
  /** The average of brands' ratings (1–5), null before the first (decision 034). */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** On-time delivery, first-version approval, response time and ad results, with their counts (decision 083). */
  track_record: trackRecordSchema,
});
export type ProposalCreatorSummary = z.infer<typeof proposalCreatorSummarySchema>;

export const proposalViewSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    campaign_title: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    pitch: z.string(),
    price_cents: z.number().int(),
    portfolio_links: z.array(z.string()),
    videos: z.array(videoViewSchema).meta({ description: "The videos sent with the proposal, in order, each with its processing state" }),
    rejection_reason: z.string().nullable(),
    order_id: z.uuid().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    creator: proposalCreatorSummarySchema,
  })
  .meta({ id: "CampaignProposal" });
export type ProposalView = z.infer<typeof proposalViewSchema>;

/** A campaign as a creator browses it, with whether they qualify and why not. */
export const creatorCampaignViewSchema = campaignViewSchema
  .extend({
    qualifies: z.boolean(),
    reasons: z.array(z.string()).meta({ description: "Why the creator does not meet the requirements (empty when they do)" }),
    my_proposal: z.object({ id: z.uuid(), status: z.enum(PROPOSAL_STATUSES) }).nullable(),
    invited: z.boolean(),
  })
  .meta({ id: "CreatorCampaign" });
export type CreatorCampaignView = z.infer<typeof creatorCampaignViewSchema>;

/** Path ids are plain strings: an id that names nothing (or is not a uuid) is a 404, never a probe-able 400. */
export const campaignIdParamsSchema = z.object({ id: z.string().max(100) });
export const proposalIdParamsSchema = z.object({ id: z.string().max(100) });
export const proposalStatusQuerySchema = z.object({ status: z.enum(PROPOSAL_STATUSES, { error: "Choose a proposal status" }).optional() });
/** GET /auth/campaigns/{id}/proposals: by status, every proposal or a page of them by cursor (decision 074). */
export const campaignProposalListQuerySchema = proposalStatusQuerySchema.extend(cursorQuery);
/** GET /auth/campaign/proposals: the creator's proposals, or a page of them by cursor (decision 074). */
export const creatorProposalListQuerySchema = z.object(cursorQuery);

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : Array.isArray(v) ? v.filter((x) => x !== "") : [v]),
    z.array(item).max(20).optional(),
  );
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
const dollars = z.preprocess(
  blankToUndefined,
  queryNumber(z.number().min(0, "must be 0 or more").max(100_000, "must be at most 100000").optional()),
);

export const CAMPAIGN_SORTS = { newest: "Newest", deadline: "Deadline soonest", price_desc: "Highest pay" } as const;
export type CampaignSort = keyof typeof CAMPAIGN_SORTS;

/** GET /auth/campaigns/view: the creator's search over active campaigns. */
export const campaignBrowseSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "must be at most 100 characters").refine(hasNoNul, NUL_MESSAGE).optional()),
  niche: many(nicheSchema),
  platform: many(platformSchema),
  min_price: dollars,
  max_price: dollars,
  shipped: z.preprocess(blankToUndefined, z.enum(["yes", "no"]).optional()),
  deadline_within_days: z.preprocess(blankToUndefined, queryNumber(z.number().int().min(1).max(365).optional())),
  qualified_only: z.preprocess(blankToUndefined, z.enum(["1", "0"]).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(Object.keys(CAMPAIGN_SORTS) as [CampaignSort, ...CampaignSort[]]).default("newest")),
  page: z.preprocess(blankToUndefined, queryNumber(z.number().int().min(1).max(1000).default(1))),
});
export type CampaignBrowse = z.output<typeof campaignBrowseSchema>;

export const CAMPAIGN_PAGE_SIZE = 20;

export const invitationInputSchema = z
  .object({
    creator_user_id: z.string({ error: "Choose a creator" }).trim().min(1, "Choose a creator").max(100).refine(hasNoNul, NUL_MESSAGE),
    message: plainText(500).optional(),
  })
  .strict();
export type InvitationInput = z.infer<typeof invitationInputSchema>;

// Response bodies of the campaign routes: the routes and the UI's client share these objects.
export const campaignBrowseResponseSchema = z.object({
  data: z.array(creatorCampaignViewSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});
export const creatorCampaignResponseSchema = z.object({ data: creatorCampaignViewSchema });
export const proposalResponseSchema = z.object({ data: proposalViewSchema });
export const proposalListResponseSchema = z.object({
  data: z.array(proposalViewSchema),
  /** Cursor mode only (`?limit=` or `?cursor=`, decision 074). */
  pagination: paginationSchema.optional(),
});
export const brandCampaignResponseSchema = z.object({ data: brandCampaignViewSchema });
export const brandCampaignListResponseSchema = z.object({
  data: z.array(brandCampaignViewSchema),
  /** Cursor mode only (`?limit=` or `?cursor=`, decision 074). */
  pagination: paginationSchema.optional(),
});
/** GET /auth/campaigns: every campaign, or a page of them by cursor. */
export const brandCampaignListQuerySchema = z.object(cursorQuery);
/** A campaign without its proposal counts: what a write on the campaign itself answers. */
export const campaignWriteResponseSchema = z.object({ data: brandCampaignViewSchema.omit({ proposal_counts: true }) });
export const campaignDeletedResponseSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });
export const invitationResponseSchema = z.object({ data: z.object({ id: z.uuid(), created: z.boolean() }) });
