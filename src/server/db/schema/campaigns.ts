import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { brandProfile, buyerAccount } from "./accounts";
import { user } from "./auth";
import { marketOrder } from "./orders";
import type { PaidUsageOffer } from "../../../lib/paid-usage";
import { aspectRatio, usageRightsTerm } from "./packages";

/** docs/product/campaigns-and-proposals.md: draft → active ⇄ paused → closed → archived (campaign-transitions.ts). */
export const campaignStatus = pgEnum("campaign_status", ["draft", "active", "paused", "closed", "archived"]);

/** Fixed price per creator, or creators bid within a range (docs/product/campaigns-and-proposals.md). */
export const campaignPricing = pgEnum("campaign_pricing", ["fixed", "bids"]);

/**
 * A campaign's requirement list as index keys (decision 087): the list itself, or `{' '}` when it is
 * empty (open to everyone), so "empty or overlapping" is one `&&` with `' '` added to the creator's
 * values, which a GIN index answers. No country code or niche is `' '` (contracts/campaigns.ts).
 * The browse query must spell the expression exactly so (list-campaigns.ts uses this function).
 */
export const campaignOpenKeys = (list: AnyPgColumn) => sql`(CASE WHEN cardinality(${list}) = 0 THEN ARRAY[' '] ELSE ${list} END)`;

/**
 * The languages' keys (decision 087): each one trimmed and lower-cased as qualification compares them
 * (src/lib/campaign-qualification.ts), or `{' '}` when there are none — no trimmed language is `' '`.
 * `campaign_language_keys` is an immutable SQL function created by the migration of decision 087.
 */
export const campaignLanguageKeys = (languages: AnyPgColumn) => sql`campaign_language_keys(${languages})`;

/**
 * A creative brief a buyer account publishes (docs/product/campaigns-and-proposals.md). A draft may be incomplete: every
 * field has a harmless default, and publishing checks completeness (contracts/campaigns.ts).
 * Money in integer cents.
 */
export const campaign = pgTable(
  "campaign",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    brandProfileId: uuid().references(() => brandProfile.id, { onDelete: "set null" }),
    createdByUserId: text().references(() => user.id, { onDelete: "set null" }),
    status: campaignStatus().notNull().default("draft"),
    title: text().notNull().default(""),
    productName: text().notNull().default(""),
    productUrl: text(),
    productRetailValueCents: integer(),
    productImageUrl: text(),
    productShipped: boolean().notNull().default(false),
    description: text().notNull().default(""),
    talkingPoints: text().array().notNull().default([]),
    hooks: text().array().notNull().default([]),
    dos: text().array().notNull().default([]),
    donts: text().array().notNull().default([]),
    exampleVideoUrls: text().array().notNull().default([]),
    videosPerCreator: integer().notNull().default(1),
    /** Extra hooks (separate 2–5 s openings) asked per video, and whether the raw footage is asked for (decision 080); the bid covers them. */
    extraHooksPerVideo: integer().notNull().default(0),
    rawFootageAsked: boolean().notNull().default(false),
    /**
     * A paid-usage authorisation the brand buys with each accepted creator (decision 084): escrowed
     * on top of the bid at acceptance, released when the creator hands it over. Null: not asked.
     */
    paidUsageAsk: jsonb().$type<PaidUsageOffer | null>(),
    videoLengthSeconds: integer().notNull().default(30),
    aspectRatio: aspectRatio().notNull().default("9:16"),
    platforms: text().array().notNull().default([]),
    countries: text().array().notNull().default([]),
    niches: text().array().notNull().default([]),
    languages: text().array().notNull().default([]),
    minFollowers: integer().notNull().default(0),
    pricing: campaignPricing().notNull().default("fixed"),
    /** The fixed price, or the lowest bid accepted when pricing = bids. */
    priceMinCents: integer(),
    /** Equal to the minimum for a fixed price; the highest bid accepted otherwise. */
    priceMaxCents: integer(),
    creatorsWanted: integer().notNull().default(1),
    applicationDeadline: timestamp({ withTimezone: true }),
    usageRightsTerm: usageRightsTerm().notNull().default("90d"),
    revisionRounds: integer().notNull().default(2),
    publishedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /**
     * Hidden by an admin (moderation): nobody but its owner and the admins sees it, and the owner
     * sees `hiddenReason`. Restoring clears both.
     */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.buyerAccountId, t.status),
    // Creators browse active campaigns newest first; the deadline job walks live ones by deadline.
    index("campaign_active_index")
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'active'`),
    // What creators browse by (decisions 041 and 087): the niche and platform filters and the three
    // "open to me" keys of the qualifying filter, in one GIN index over the listed campaigns, so
    // PostgreSQL intersects them before it reads a campaign row.
    index("campaign_browse_index")
      .using("gin", t.niches, t.platforms, campaignOpenKeys(t.countries), campaignOpenKeys(t.niches), campaignLanguageKeys(t.languages))
      .where(sql`${t.status} = 'active' AND ${t.hiddenAt} IS NULL`),
    index("campaign_live_deadline_index")
      .on(t.applicationDeadline)
      .where(sql`${t.status} IN ('active', 'paused')`),
    check("campaign_counts_valid", sql`${t.videosPerCreator} > 0 AND ${t.videoLengthSeconds} > 0 AND ${t.creatorsWanted} > 0`),
    check("campaign_revisions_nonnegative", sql`${t.revisionRounds} >= 0 AND ${t.minFollowers} >= 0`),
    check(
      "campaign_price_range",
      sql`(${t.priceMinCents} IS NULL OR ${t.priceMinCents} > 0) AND (${t.priceMaxCents} IS NULL OR ${t.priceMinCents} IS NULL OR ${t.priceMaxCents} >= ${t.priceMinCents})`,
    ),
  ],
);

/** docs/product/campaigns-and-proposals.md: submitted → shortlisted → accepted | rejected; submitted|shortlisted → withdrawn. */
export const proposalStatus = pgEnum("proposal_status", ["submitted", "shortlisted", "accepted", "rejected", "withdrawn"]);

/**
 * A creator's pitch to a campaign (docs/product/campaigns-and-proposals.md). One live proposal (submitted, shortlisted or
 * accepted) per creator per campaign: the partial unique index makes a double submit one row.
 */
export const campaignProposal = pgTable(
  "campaign_proposal",
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaign.id, { onDelete: "cascade" }),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: proposalStatus().notNull().default("submitted"),
    pitch: text().notNull(),
    priceCents: integer().notNull(),
    portfolioLinks: text().array().notNull().default([]),
    rejectionReason: text(),
    /** The order an acceptance created and funded. */
    orderId: uuid().references(() => marketOrder.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaign_proposal_one_live")
      .on(t.campaignId, t.creatorUserId)
      .where(sql`${t.status} IN ('submitted', 'shortlisted', 'accepted')`),
    index().on(t.campaignId, t.status, t.createdAt),
    // A campaign's proposals newest first, every status (the brand's proposal list, decision 041).
    index().on(t.campaignId, t.createdAt, t.id),
    index().on(t.creatorUserId, t.createdAt),
    check("campaign_proposal_price_positive", sql`${t.priceCents} > 0`),
  ],
);

/** A brand's invitation of a creator to an active campaign; once per pair. */
export const campaignInvitation = pgTable(
  "campaign_invitation",
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaign.id, { onDelete: "cascade" }),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    invitedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.campaignId, t.creatorUserId), index().on(t.creatorUserId, t.createdAt)],
);
