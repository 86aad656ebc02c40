import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { PaidUsageOffer } from "../../../lib/paid-usage";
import { user } from "./auth";

/** Aspect ratios a package can deliver (docs/product/orders.md). */
export const aspectRatio = pgEnum("aspect_ratio", ["9:16", "1:1", "16:9", "4:5"]);

/** How long the brand may use the videos after approval (docs/product/orders.md, docs/product/videos-and-licences.md). */
export const usageRightsTerm = pgEnum("usage_rights_term", ["30d", "90d", "1y", "perpetual"]);

/**
 * A fixed-price offer a creator sells (docs/product/orders.md "Package order"). Money in integer cents.
 * The directory's price filter reads the cheapest active package of each creator, hence the
 * (user_id, is_active, price_cents) index.
 */
export const creatorPackage = pgTable(
  "creator_package",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    priceCents: integer().notNull(),
    videos: integer().notNull().default(1),
    videoLengthSeconds: integer().notNull().default(30),
    aspectRatio: aspectRatio().notNull().default("9:16"),
    turnaroundDays: integer().notNull().default(7),
    revisionRounds: integer().notNull().default(2),
    usageRightsTerm: usageRightsTerm().notNull().default("90d"),
    rawFootage: boolean().notNull().default(false),
    /**
     * Add-ons the brand may pick at purchase (decision 080): extra hooks (separate 2–5 s openings) at
     * this price each, per video, up to `maxExtraHooks` per video; and the raw footage at this price
     * when it is not already included. Null: not offered.
     */
    extraHookPriceCents: integer(),
    maxExtraHooks: integer().notNull().default(0),
    rawFootagePriceCents: integer(),
    /** Paid-usage add-ons (decision 084): platform × window options with their prices; empty: not offered. */
    paidUsageOffers: jsonb().$type<PaidUsageOffer[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    /** The creator's order on "Your Packages" and the public page (0 first); reorder rewrites it. */
    position: integer().notNull().default(0),
    /**
     * Set instead of deleting a package that was ordered: orders keep pointing at it, nobody can
     * buy or see it any more. An archived package is never active (check below).
     */
    archivedAt: timestamp({ withTimezone: true }),
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
    index().on(t.userId, t.isActive, t.priceCents),
    index().on(t.userId, t.position),
    check("creator_package_price_positive", sql`${t.priceCents} > 0`),
    check("creator_package_videos_positive", sql`${t.videos} > 0`),
    check("creator_package_length_positive", sql`${t.videoLengthSeconds} > 0`),
    check("creator_package_turnaround_positive", sql`${t.turnaroundDays} > 0`),
    check("creator_package_revisions_nonnegative", sql`${t.revisionRounds} >= 0`),
    check(
      "creator_package_add_ons",
      sql`(${t.extraHookPriceCents} IS NULL OR ${t.extraHookPriceCents} > 0) AND ${t.maxExtraHooks} BETWEEN 0 AND 5 AND (${t.rawFootagePriceCents} IS NULL OR ${t.rawFootagePriceCents} > 0)`,
    ),
    check("creator_package_archived_inactive", sql`${t.archivedAt} IS NULL OR NOT ${t.isActive}`),
  ],
);
