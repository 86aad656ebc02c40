import { z } from "zod";
import { queryNumber } from "./query-number";
import {
  CREATOR_NICHES,
  CREATOR_SORTS,
  type CreatorNiche,
  type CreatorSort,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SOCIAL_PLATFORMS,
  type SocialPlatformName,
} from "@/lib/creator-directory";

/*
 * The public creator directory's query (GET /api/v1/creators and the /creators page share it).
 * Pure zod, no server imports: the page parses Next's searchParams with it, the API parses the
 * query string with it, and both get the same defaults and the same 400s.
 */

export const nicheSchema = z.enum(Object.keys(CREATOR_NICHES) as [CreatorNiche, ...CreatorNiche[]]);
export const platformSchema = z.enum(Object.keys(SOCIAL_PLATFORMS) as [SocialPlatformName, ...SocialPlatformName[]]);

/** Accepts one value or many (`niche=a&niche=b`), as docs/product/api-conventions.md sends arrays without indexes. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : Array.isArray(v) ? v.filter((x) => x !== "") : [v]),
    z.array(item).max(20).optional(),
  );

/** An empty form field ("") means "not set", so a plain GET form can submit every field. */
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** Dollars in the query (what a visitor types), cents inside. */
const dollars = z.preprocess(
  blankToUndefined,
  queryNumber(z.number().min(0, "must be 0 or more").max(100_000, "must be at most 100000").optional()),
);

export const creatorSearchSchema = z
  .object({
    q: z.preprocess(blankToUndefined, z.string().trim().max(100, "must be at most 100 characters").optional()),
    niche: many(nicheSchema),
    country: many(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
        .transform((c) => c.toUpperCase()),
    ),
    platform: many(platformSchema),
    minPrice: dollars,
    maxPrice: dollars,
    /** At least this many followers over all social links. */
    minFollowers: z.preprocess(
      blankToUndefined,
      queryNumber(z.number().int("must be a whole number").min(0, "must be 0 or more").max(1_000_000_000).optional()),
    ),
    /** Speaks any of these languages (ISO 639-1 codes). */
    language: many(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, "must be a two-letter language code")
        .transform((c) => c.toLowerCase()),
    ),
    /** A rating average of at least this (1–5); creators without ratings do not match. */
    minRating: z.preprocess(blankToUndefined, queryNumber(z.number().min(1, "must be 1 or more").max(5, "must be at most 5").optional())),
    /**
     * Track record (decision 083): at least this percent of delivered orders on time, or of approved
     * orders approved on the first version. Creators with too few orders for the figure do not match.
     */
    minOnTime: z.preprocess(
      blankToUndefined,
      queryNumber(z.number().int("must be a whole number").min(0, "must be 0 or more").max(100, "must be at most 100").optional()),
    ),
    minFirstVersion: z.preprocess(
      blankToUndefined,
      queryNumber(z.number().int("must be a whole number").min(0, "must be 0 or more").max(100, "must be at most 100").optional()),
    ),
    sort: z.preprocess(blankToUndefined, z.enum(Object.keys(CREATOR_SORTS) as [CreatorSort, ...CreatorSort[]]).optional()),
    page: z.preprocess(
      blankToUndefined,
      queryNumber(z.number().int("must be a whole number").min(1, "must be 1 or more").max(1000).default(1)),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      queryNumber(
        z.number().int("must be a whole number").min(1).max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
      ),
    ),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ["maxPrice"],
    message: "must be at least minPrice",
  });

export type CreatorSearchInput = z.input<typeof creatorSearchSchema>;
export type CreatorSearch = z.output<typeof creatorSearchSchema>;

/** Without a text query "relevance" means nothing; the default order is then the newest first. */
export function effectiveSort(search: Pick<CreatorSearch, "q" | "sort">): CreatorSort {
  if (search.sort && !(search.sort === "relevance" && !search.q)) return search.sort;
  return search.q ? "relevance" : "newest";
}

/**
 * Turns free text into a prefix tsquery for the 'simple' configuration: "Jor ski" → "jor:* & ski:*".
 * Only letters and digits survive, so nothing the visitor types can break the query syntax.
 * Returns null when no searchable word is left.
 */
export function toPrefixTsQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(" & ");
}
