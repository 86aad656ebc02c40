import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Where a creator's payouts go (docs/product/money.md, decision 030). One per creator. The sandbox keeps a
 * local bank-account form: the holder's name and the last four digits only — the full account
 * number never reaches the database or the logs. Stripe Connect would keep its account id here.
 */
export const payoutMethod = pgTable("payout_method", {
  creatorUserId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** The payouts adapter that pays: "sandbox" (default) or "stripe". */
  provider: text().notNull(),
  holderName: text().notNull(),
  /** Last four characters of the IBAN or account number. */
  accountLast4: text().notNull(),
  /** Two-letter country of the account. */
  country: text().notNull(),
  /** The provider's id for the destination (Stripe Connect account); null for the sandbox. */
  externalAccountId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const payoutStatus = pgEnum("payout_status", ["requested", "approved", "paid", "failed"]);

/**
 * A creator's payout request (docs/product/money.md). The ledger holds the money (earnings → payouts in
 * transit → clearing or back); this row holds who asked, who approved and how it ended. Its status
 * changes only through `transition()` with `payoutMachine`.
 */
export const payout = pgTable(
  "payout",
  {
    id: uuid().primaryKey().defaultRandom(),
    creatorUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    amountCents: bigint({ mode: "number" }).notNull(),
    status: payoutStatus().notNull(),
    provider: text().notNull(),
    /** The destination at request time, kept so history reads right after the method changes. */
    destinationLast4: text().notNull(),
    approvedByUserId: text(),
    failureReason: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.creatorUserId, t.requestedAt),
    index().on(t.status, t.requestedAt),
    check("payout_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
