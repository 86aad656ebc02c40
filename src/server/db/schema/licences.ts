import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brandProfile, buyerAccount } from "./accounts";
import { user } from "./auth";
import { marketOrder, orderVideo } from "./orders";
import { usageRightsTerm } from "./packages";
import { videoAsset } from "./videos";

/*
 * Usage-rights licences (docs/product/videos-and-licences.md; decision 037). One licence per
 * approved order video, written in the approval's transaction from the order's snapshot, and never
 * edited afterwards: it is the record of what the brand bought. The status (active / expiring /
 * expired) is not stored — it is a function of `ends_at` and the clock (src/lib/licence-status.ts).
 */

export const licenceUsage = pgEnum("licence_usage", ["organic", "paid", "paid_and_organic"]);

export const videoLicence = pgTable(
  "video_licence",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The approved video; unique, so a retried or concurrent approval cannot make a second licence. */
    orderVideoId: uuid()
      .notNull()
      .references(() => orderVideo.id, { onDelete: "restrict" }),
    orderId: uuid()
      .notNull()
      .references(() => marketOrder.id, { onDelete: "restrict" }),
    /** The delivered file that was approved (latest version); null when the delivery had no asset. */
    assetId: uuid().references(() => videoAsset.id, { onDelete: "set null" }),
    /** Licensor: the creator. */
    licensorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    /** Names as they were at approval: the document does not change when a profile is renamed. */
    licensorName: text().notNull(),
    /** Licensee: the brand profile the order was bought for, and the buyer account that holds it. */
    licenseeBrandProfileId: uuid()
      .notNull()
      .references(() => brandProfile.id, { onDelete: "restrict" }),
    licenseeBuyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "restrict" }),
    licenseeName: text().notNull(),
    /** Target platforms (SOCIAL_PLATFORMS keys); empty means any platform (decision 037). */
    platforms: text().array().notNull().default([]),
    usage: licenceUsage().notNull(),
    term: usageRightsTerm().notNull(),
    rawFootage: boolean().notNull(),
    /**
     * The code that names this video outside Reelbrief (file names, ad names, URL parameters), so
     * ad results can be matched back to it; renditions and variants extend it (src/lib/asset-code.ts).
     * Drawn by the database so every insert, seeds included, gets one.
     */
    assetCode: text()
      .notNull()
      .default(sql`'RB-' || upper(substr(md5(gen_random_uuid()::text), 1, 8))`),
    /** Approval time. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Start + term; null for a perpetual licence. */
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the licence clock recorded `licence.expiring` (it entered the last EXPIRING_WITHIN_DAYS
     * of its term): set by one conditional UPDATE, so the event is recorded once across workers.
     */
    expiringNotifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("video_licence_order_video").on(t.orderVideoId),
    uniqueIndex("video_licence_asset_code").on(t.assetCode),
    index().on(t.licenseeBuyerAccountId, t.startsAt),
    index().on(t.licensorUserId, t.startsAt),
    index().on(t.orderId),
    index("video_licence_expiring_due")
      .on(t.endsAt)
      .where(sql`${t.expiringNotifiedAt} IS NULL AND ${t.endsAt} IS NOT NULL`),
    check("video_licence_dates", sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);
