import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { marketOrder } from "./orders";

export const paidUsagePlatform = pgEnum("paid_usage_platform", ["tiktok_spark", "meta_partnership"]);
/** Stored states (decision 084); "expiring" and "expired" are read from `ends_at` (src/lib/paid-usage.ts). */
export const paidUsageStatus = pgEnum("paid_usage_status", ["pending", "active", "revoked", "refunded"]);

/**
 * A paid-usage authorisation bought with an order (or as a renewal of one): the brand may run the
 * order's videos as ads from the creator's own account for `window_days` from the hand-over. Its price
 * sits in the order's escrow until the creator hands the code over (then released minus the order's
 * fee) or the brand is refunded. The code is stored sealed (AES-256-GCM, the row id as associated
 * data), never in plain text; `code_hint` is the masked form lists and the creator's later views show.
 */
export const paidUsageAuthorisation = pgTable(
  "paid_usage_authorisation",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => marketOrder.id, { onDelete: "cascade" }),
    /** The authorisation this one renews: its window starts where that one ends (if still running). */
    renewalOf: uuid().references((): AnyPgColumn => paidUsageAuthorisation.id, { onDelete: "cascade" }),
    platform: paidUsagePlatform().notNull(),
    windowDays: integer().notNull(),
    priceCents: integer().notNull(),
    status: paidUsageStatus().notNull().default("pending"),
    /** `v1.` + base64url(iv ‖ tag ‖ ciphertext) of the hand-over's JSON. */
    sealedCode: text(),
    codeHint: text(),
    /** The sandbox or platform's id of the authorisation (not secret). */
    platformRef: text(),
    /** TikTok: the window the creator authorised the code for (7/30/60/365). */
    codeWindowDays: integer(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    handedOverAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
    refundedAt: timestamp({ withTimezone: true }),
    /** Set once by the clock's conditional UPDATE when the reminder event was recorded. */
    expiringNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orderId),
    uniqueIndex("paid_usage_one_renewal").on(t.renewalOf),
    index("paid_usage_expiring_due")
      .on(t.endsAt)
      .where(sql`${t.expiringNotifiedAt} IS NULL AND ${t.status} = 'active'`),
    check("paid_usage_price_positive", sql`${t.priceCents} > 0 AND ${t.windowDays} > 0`),
    check(
      "paid_usage_handed_over",
      sql`${t.status} IN ('pending', 'refunded') OR (${t.sealedCode} IS NOT NULL AND ${t.startsAt} IS NOT NULL AND ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);
