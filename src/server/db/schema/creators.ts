import { sql } from "drizzle-orm";
import { bigint, boolean, customType, date, integer, numeric, pgEnum, pgTable, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** PostgreSQL's full-text document type; only ever written by the database (generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A creator's public profile (docs/product/current-user.md `creator_info`, docs/product/roles-and-accounts.md). One per user. */
export const creatorProfile = pgTable(
  "creator_profile",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text(),
    lastName: text(),
    description: text(),
    shortBio: text(),
    /** Lowercase slug of the public page /c/{custom_url}; unique. */
    customUrl: text().unique(),
    profilePhotoOne: text(),
    profilePhotoTwo: text(),
    profilePhotoThree: text(),
    profilePhotoFour: text(),
    avatar: text(),
    niches: text().array().notNull().default([]),
    country: text(),
    languages: text().array().notNull().default([]),
    /** Never shown publicly; onboarding checks the creator is 18 or older. */
    dateOfBirth: date(),
    gender: text(),
    /**
     * Hidden by an admin (moderation): off the directory and /c/{custom_url}; the owner and the admins still see it, and the owner
     * sees `hiddenReason`. Restoring clears both.
     */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /*
     * The directory's search and sort keys (decision 019). The text document is a stored generated
     * column, so the search reads it instead of rebuilding it per row; the cheapest active price and
     * the follower total are kept by triggers on creator_package and social_link (migration
     * 0008), so the price and follower sorts walk an index instead of sorting every creator.
     */
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("short_bio", '') || ' ' || coalesce("description", '') || ' ' || coalesce("custom_url", ''))`,
    ),
    /**
     * Shown in the public directory and at /c/{custom_url}: a complete profile (docs/product/current-user.md, decision
     * 033), the creator type, not banned and not hidden by moderation. Kept by the triggers of migrations 0008 and 0016 (on
     * this table and on "user"), so the directory filters and counts from one index instead of
     * joining every creator to its user row.
     */
    isListed: boolean().notNull().default(false),
    minActivePriceCents: integer(),
    totalFollowers: bigint({ mode: "number" }).notNull().default(0),
    /**
     * Brands' ratings of completed orders (decision 034): the average (two decimals) and count,
     * written by the rating use-cases in the rating's transaction, so the directory's rating
     * filter and sort read an index instead of aggregating creator_rating per creator.
     */
    ratingAverage: numeric({ precision: 3, scale: 2, mode: "number" }),
    ratingCount: integer().notNull().default(0),
    /**
     * How many of the creator's orders are completed: kept exact by the triggers of migration 0050
     * on market_order (an order entering or leaving the completed state, inserted or deleted), and
     * counted afresh when the profile is inserted, so a proposal list reads it with the profile
     * instead of counting each creator's orders per row (decision 091).
     */
    completedOrders: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.country),
    // The admin user search's custom-URL prefix match (decision 058); the unique index cannot serve LIKE 'x%'.
    index("creator_profile_custom_url_prefix_idx").using("btree", sql`${t.customUrl} text_pattern_ops`),
    index("creator_profile_search_vector_index").using("gin", t.searchVector),
    // One index per directory order, each ending in the same tie-breakers as the query (a total
    // order), and partial on the public rows only.
    index("creator_profile_newest_index")
      .on(t.createdAt.desc(), t.userId)
      .where(sql`"is_listed"`),
    index("creator_profile_price_asc_index")
      .on(t.minActivePriceCents.asc().nullsLast(), t.createdAt.desc(), t.userId)
      .where(sql`"is_listed"`),
    index("creator_profile_price_desc_index")
      .on(t.minActivePriceCents.desc().nullsLast(), t.createdAt.desc(), t.userId)
      .where(sql`"is_listed"`),
    index("creator_profile_followers_index")
      .on(t.totalFollowers.desc(), t.createdAt.desc(), t.userId)
      .where(sql`"is_listed"`),
    index("creator_profile_rating_index")
      .on(t.ratingAverage.desc().nullsLast(), t.ratingCount.desc(), t.createdAt.desc(), t.userId)
      .where(sql`"is_listed"`),
    index("creator_profile_languages_index").using("gin", t.languages),
    // The text search with a niche filter (decision 089): one GIN over both columns hands the
    // bitmap of the rows that match both, instead of ANDing the text's bitmap with a niche's 12,000 rows.
    index("creator_profile_text_niches_index")
      .using("gin", t.searchVector, t.niches)
      .where(sql`"is_listed"`),
    // The bounded count of the in-app filters (language, followers, rating; decision 089): an
    // index-only walk of the listed creators that reads those columns from INCLUDE columns (added in
    // the migration's SQL; Drizzle cannot declare them) instead of the wide table's rows.
    index("creator_profile_filters_index")
      .on(t.userId)
      .where(sql`"is_listed"`),
  ],
);

/**
 * The admin user search's custom-URL key (decision 089): one row per creator with a custom URL,
 * beside the user's created_at, so the search walks the newest URLs from one small index instead
 * of probing creator_profile for each of the newest users. Written only by the triggers of the
 * migration that creates it (a profile's insert, URL change or delete; a user's created_at change).
 */
export const creatorUrlKey = pgTable(
  "creator_url_key",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    customUrl: text().notNull(),
    userCreatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // The users' newest-first order (user_created_idx), with the URL as an INCLUDE column (migration SQL).
    index("creator_url_key_newest_idx").on(t.userCreatedAt.desc().nullsFirst(), t.userId.desc().nullsFirst()),
    index("creator_url_key_prefix_idx").using("btree", sql`${t.customUrl} text_pattern_ops`),
  ],
);

export const socialPlatform = pgEnum("social_platform", [
  "tiktok",
  "instagram",
  "youtube",
  "facebook",
  "x",
  "linkedin",
  "pinterest",
  "snapchat",
]);

export const socialLink = pgTable(
  "social_link",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: socialPlatform().notNull(),
    handle: text().notNull(),
    url: text().notNull(),
    followerCount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Custom URLs a creator gave up (decision 033): /c/{slug} answers 308 to the
 * creator's current page until `expiresAt` (90 days after the change), and until then nobody else
 * may claim the slug, so an old link never lands on someone else. One row per slug: the former
 * owner may take it back (the row is deleted), and an expired row is overwritten by the next change.
 */
export const creatorUrlHistory = pgTable(
  "creator_url_history",
  {
    slug: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId)],
);
