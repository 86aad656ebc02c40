import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/*
 * The double-entry ledger (docs/product/money.md). Only src/server/domain/ledger writes these tables.
 *
 * - A transfer moves a positive amount from one account to another; it is written once, never
 *   updated, and carries a unique idempotency key so a replay moves money once.
 * - Each transfer writes two entries (−amount on the source, +amount on the destination) with the
 *   account's balance after the entry, so statements show a running balance without window sums.
 * - `ledger_account.balance` is a cache kept in the same transaction as the entries. Accounts that
 *   may not go below zero (wallets, escrows, earnings, payouts in transit) have `is_guarded`, and
 *   the CHECK constraint makes a negative balance impossible even for a buggy writer.
 */

export const ledgerAccountKind = pgEnum("ledger_account_kind", [
  "buyer_wallet",
  "order_escrow",
  "creator_earnings",
  "payouts_in_transit",
  "platform_revenue",
  "provider_clearing",
]);

export const ledgerAccount = pgTable(
  "ledger_account",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: ledgerAccountKind().notNull(),
    /**
     * Whose account: the buyer account id (wallet), order id (escrow), user id (earnings), the
     * provider name (clearing), or "" for the platform-wide accounts.
     */
    ownerKey: text().notNull().default(""),
    currency: text().notNull().default("USD"),
    balance: bigint({ mode: "number" }).notNull().default(0),
    isGuarded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_account_owner").on(t.kind, t.ownerKey, t.currency),
    check("ledger_account_guarded_non_negative", sql`NOT ${t.isGuarded} OR ${t.balance} >= 0`),
  ],
);

export const ledgerTransferReason = pgEnum("ledger_transfer_reason", [
  "top_up",
  "order_funded",
  "order_payment",
  "platform_fee",
  "order_refunded",
  "payout_requested",
  "payout_paid",
  "payout_failed",
  "subscription",
  "adjustment",
]);

export const ledgerTransfer = pgTable(
  "ledger_transfer",
  {
    id: uuid().primaryKey(),
    fromAccountId: uuid()
      .notNull()
      .references(() => ledgerAccount.id),
    toAccountId: uuid()
      .notNull()
      .references(() => ledgerAccount.id),
    amount: bigint({ mode: "number" }).notNull(),
    currency: text().notNull().default("USD"),
    reason: ledgerTransferReason().notNull(),
    /** What caused it, e.g. ("payment_checkout", id) or ("order", id). */
    referenceType: text().notNull(),
    referenceId: text().notNull(),
    idempotencyKey: text().notNull().unique(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_transfer_positive", sql`${t.amount} > 0`),
    check("ledger_transfer_distinct_accounts", sql`${t.fromAccountId} <> ${t.toAccountId}`),
    // Reason and amount too: the dashboards sum an order's releases from the index alone (decision 041).
    index().on(t.referenceType, t.referenceId, t.reason, t.amount),
  ],
);

export const ledgerEntry = pgTable(
  "ledger_entry",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    transferId: uuid()
      .notNull()
      .references(() => ledgerTransfer.id),
    accountId: uuid()
      .notNull()
      .references(() => ledgerAccount.id),
    /** Signed: negative on the source account, positive on the destination. */
    amount: bigint({ mode: "number" }).notNull(),
    balanceAfter: bigint({ mode: "number" }).notNull(),
    reason: ledgerTransferReason().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("ledger_entry_non_zero", sql`${t.amount} <> 0`), index().on(t.accountId, t.id), index().on(t.transferId)],
);
