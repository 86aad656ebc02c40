import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { buyerAccount } from "./accounts";
import { user } from "./auth";
import { videoLicence } from "./licences";

/*
 * Ad results per creative (decision 081). A brand imports the rows of its ad platforms' exports
 * (or the insights adapter fetches them); each row is one ad over one reporting range, usually a
 * single day, in the currency of its ad account. Amounts are integers in the currency's minor unit
 * and are never converted: totals are per currency.
 */

export const adPlatform = pgEnum("ad_platform", ["meta", "tiktok"]);
export const adResultMatch = pgEnum("ad_result_match", ["code", "hand"]);

/** One import (a file, or a fetch through the insights adapter): who, what, how many rows replaced. */
export const adResultImport = pgTable(
  "ad_result_import",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    platform: adPlatform().notNull(),
    /** "file" for an uploaded export, "insights" for the adapter. */
    source: text().notNull(),
    fileName: text().notNull().default(""),
    rowCount: integer().notNull(),
    /** Rows of earlier imports that this one replaced (same account, overlapping days). */
    replacedCount: integer().notNull().default(0),
    importedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.buyerAccountId, t.createdAt)],
);

export const adResult = pgTable(
  "ad_result",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    importId: uuid()
      .notNull()
      .references(() => adResultImport.id, { onDelete: "cascade" }),
    platform: adPlatform().notNull(),
    /** The platform's ad account id when the export names it, else "": re-imports replace within it. */
    accountRef: text().notNull().default(""),
    /** The platform's ad id when the export has one, else the ad name: what a hand match is keyed by. */
    adRef: text().notNull(),
    adName: text().notNull(),
    campaignName: text().notNull().default(""),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    /** ISO 4217, upper case. */
    currency: text().notNull(),
    spendMinor: bigint({ mode: "number" }).notNull(),
    impressions: bigint({ mode: "number" }).notNull(),
    clicks: bigint({ mode: "number" }).notNull(),
    conversions: bigint({ mode: "number" }).notNull(),
    conversionValueMinor: bigint({ mode: "number" }).notNull(),
    /** Hook views: 3-second plays (Meta), 2-second views (TikTok has no 3-second count). */
    hookViews: bigint({ mode: "number" }).notNull(),
    /** Hold views: ThruPlays (15 s or complete) on Meta, views at 100% on TikTok. */
    holdViews: bigint({ mode: "number" }).notNull(),
    /** The licensed video, by the asset code found in the row or by a hand match; null = unmatched. */
    licenceId: uuid().references(() => videoLicence.id, { onDelete: "set null" }),
    /** The full code that ran (`RB-1A2B3C4D-1x1`, `RB-1A2B3C4D-V2`), kept for per-variant results. */
    assetCode: text(),
    matchedBy: adResultMatch(),
  },
  (t) => [
    // Nothing is counted twice: one row per ad and reporting range in an ad account.
    uniqueIndex("ad_result_one_row").on(t.buyerAccountId, t.platform, t.accountRef, t.adRef, t.startsOn, t.endsOn),
    index()
      .on(t.buyerAccountId, t.platform, t.adRef)
      .where(sql`${t.licenceId} IS NULL`),
    index().on(t.importId),
    index().on(t.licenceId),
    check("ad_result_range", sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      "ad_result_non_negative",
      sql`${t.spendMinor} >= 0 AND ${t.impressions} >= 0 AND ${t.clicks} >= 0 AND ${t.conversions} >= 0 AND ${t.conversionValueMinor} >= 0 AND ${t.hookViews} >= 0 AND ${t.holdViews} >= 0`,
    ),
  ],
);

/** A brand's hand match of an ad with no asset code to a licensed video; later imports use it too. */
export const adResultHandMatch = pgTable(
  "ad_result_hand_match",
  {
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    platform: adPlatform().notNull(),
    adRef: text().notNull(),
    licenceId: uuid()
      .notNull()
      .references(() => videoLicence.id, { onDelete: "cascade" }),
    matchedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ad_result_hand_match_key").on(t.buyerAccountId, t.platform, t.adRef)],
);

/**
 * The daily rollup the leaderboard and the chart read (decision 081, amendment): ad_result summed per
 * account, reporting range, platform, currency, licence, asset code and campaign. Statement-level
 * triggers on ad_result (in the migration) add each statement's new rows and subtract its old
 * rows per key (a unique index with NULLs not distinct, declared there) in the same transaction,
 * so it is never out of step with the rows.
 */
export const adResultDaily = pgTable(
  "ad_result_daily",
  {
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    startsOn: date({ mode: "string" }).notNull(),
    endsOn: date({ mode: "string" }).notNull(),
    platform: adPlatform().notNull(),
    currency: text().notNull(),
    /** No foreign key: a removed licence nulls ad_result's rows, and the update trigger moves their sums. */
    licenceId: uuid(),
    assetCode: text(),
    campaignName: text().notNull(),
    rows: integer().notNull(),
    spendMinor: bigint({ mode: "number" }).notNull(),
    impressions: bigint({ mode: "number" }).notNull(),
    clicks: bigint({ mode: "number" }).notNull(),
    conversions: bigint({ mode: "number" }).notNull(),
    conversionValueMinor: bigint({ mode: "number" }).notNull(),
    hookViews: bigint({ mode: "number" }).notNull(),
    holdViews: bigint({ mode: "number" }).notNull(),
  },
  (t) => [
    // The leaderboard sums a period from this index alone: the migration adds every other column as
    // INCLUDE columns, which Drizzle cannot declare.
    index("ad_result_daily_period").on(t.buyerAccountId, t.currency, t.startsOn),
  ],
);
