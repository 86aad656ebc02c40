import { z } from "zod";
import { CREATOR_NICHES, type CreatorNiche, SOCIAL_PLATFORMS, type SocialPlatformName } from "@/lib/creator-directory";
import { hasNoNul, NUL_MESSAGE, plainText } from "./text";

/*
 * Campaigns and proposals (PRODUCT.md §3, §4; issue 13). Pure zod, shared by the API, the brief
 * builder and the Apply form. Money in integer cents.
 */

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "closed", "archived"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const PROPOSAL_STATUSES = ["submitted", "shortlisted", "accepted", "rejected", "withdrawn"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const ASPECT_RATIOS = ["9:16", "1:1", "16:9", "4:5"] as const;
export const USAGE_RIGHTS_TERMS = { "30d": "30 days", "90d": "90 days", "1y": "1 year", perpetual: "Perpetual" } as const;
export type UsageRightsTerm = keyof typeof USAGE_RIGHTS_TERMS;

export const PITCH_MAX = 2000;
export const PORTFOLIO_LINKS_MAX = 3;
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
    product_image_url: webUrl.nullable(),
    product_shipped: z.boolean({ error: "Must be yes or no" }),
    description: plainText(5000),
    talking_points: lines(10, 300),
    hooks: lines(10, 300),
    dos: lines(10, 300),
    donts: lines(10, 300),
    example_video_urls: z.array(webUrl, { error: "Must be a list" }).max(5, "Add at most 5"),
    videos_per_creator: wholeNumber(1, 20, "Videos per creator"),
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
export interface CampaignView {
  id: string;
  status: CampaignStatus;
  brand_profile_id: string | null;
  brand: { name: string; logo_url: string | null; website: string | null } | null;
  title: string;
  product_name: string;
  product_url: string | null;
  product_retail_value_cents: number | null;
  product_image_url: string | null;
  product_shipped: boolean;
  description: string;
  talking_points: string[];
  hooks: string[];
  dos: string[];
  donts: string[];
  example_video_urls: string[];
  videos_per_creator: number;
  video_length_seconds: number;
  aspect_ratio: (typeof ASPECT_RATIOS)[number];
  platforms: string[];
  countries: string[];
  niches: string[];
  languages: string[];
  min_followers: number;
  pricing: "fixed" | "bids";
  price_min_cents: number | null;
  price_max_cents: number | null;
  creators_wanted: number;
  application_deadline: string | null;
  usage_rights_term: UsageRightsTerm;
  revision_rounds: number;
  published_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BrandCampaignView extends CampaignView {
  proposal_counts: Record<ProposalStatus, number>;
}

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
  })
  .strict();
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
export interface ProposalCreatorSummary {
  user_id: string;
  name: string;
  avatar: string | null;
  custom_url: string | null;
  country: string | null;
  niches: string[];
  total_followers: number;
  completed_orders: number;
  rating: number | null;
}

export interface ProposalView {
  id: string;
  campaign_id: string;
  campaign_title: string;
  status: ProposalStatus;
  pitch: string;
  price_cents: number;
  portfolio_links: string[];
  rejection_reason: string | null;
  order_id: string | null;
  created_at: string;
  decided_at: string | null;
  creator: ProposalCreatorSummary;
}

/** A campaign as a creator browses it, with whether they qualify and why not. */
export interface CreatorCampaignView extends CampaignView {
  qualifies: boolean;
  reasons: string[];
  my_proposal: { id: string; status: ProposalStatus } | null;
  invited: boolean;
}

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : Array.isArray(v) ? v.filter((x) => x !== "") : [v]),
    z.array(item).max(20).optional(),
  );
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
const dollars = z.preprocess(
  blankToUndefined,
  z.coerce.number().min(0, "must be 0 or more").max(100_000, "must be at most 100000").optional(),
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
  deadline_within_days: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(365).optional()),
  qualified_only: z.preprocess(blankToUndefined, z.enum(["1", "0"]).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(Object.keys(CAMPAIGN_SORTS) as [CampaignSort, ...CampaignSort[]]).default("newest")),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).default(1)),
});
export type CampaignBrowse = z.output<typeof campaignBrowseSchema>;

export const CAMPAIGN_PAGE_SIZE = 20;
