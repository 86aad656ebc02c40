/*
 * The creator directory's vocabulary: niches, platforms, sort orders and page sizes. Plain data with
 * no zod, because the directory's filter form imports it in the browser; the query's schema lives
 * in server/contracts/creator-search.ts and is built from these lists.
 */

/** The fixed niche list of docs/product/roles-and-accounts.md, with the labels the directory shows. */
export const CREATOR_NICHES = {
  beauty: "Beauty",
  skincare: "Skincare",
  fashion: "Fashion",
  fitness: "Fitness",
  wellness: "Wellness",
  food: "Food & drink",
  home: "Home",
  tech: "Tech",
  gaming: "Gaming",
  pets: "Pets",
  parenting: "Parenting",
  travel: "Travel",
  finance: "Finance",
  apps: "Apps & SaaS",
  outdoors: "Outdoors",
} as const;
export type CreatorNiche = keyof typeof CREATOR_NICHES;

/** The platforms of the social_platform enum (schema/creators.ts), with display labels. */
export const SOCIAL_PLATFORMS = {
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  x: "X",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  snapchat: "Snapchat",
} as const;
export type SocialPlatformName = keyof typeof SOCIAL_PLATFORMS;

export const CREATOR_SORTS = {
  relevance: "Best match",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  followers: "Most followers",
  rating: "Top rated",
  on_time: "On time",
  first_version: "Approved first time",
  response_time: "Fastest replies",
} as const;

/** The track-record filters' choices (decision 083): "on time at least 90%". Percent, whole numbers. */
export const TRACK_RECORD_FILTER_STEPS = [70, 80, 90, 95] as const;
export type CreatorSort = keyof typeof CREATOR_SORTS;

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

/** Languages a creator can list (ISO 639-1), with the directory's labels. */
export const CREATOR_LANGUAGES = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  pt: "Portuguese",
  it: "Italian",
  nl: "Dutch",
  sv: "Swedish",
  ja: "Japanese",
  zh: "Chinese",
  hi: "Hindi",
  ta: "Tamil",
  ar: "Arabic",
  ko: "Korean",
} as const;

/** The minimum-followers choices of the in-app directory's filter. */
export const FOLLOWER_STEPS = [1_000, 10_000, 50_000, 100_000, 500_000, 1_000_000] as const;
