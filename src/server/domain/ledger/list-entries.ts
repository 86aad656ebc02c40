import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { ledgerAccount, ledgerEntry, ledgerTransfer } from "@/server/db/schema";
import { LEDGER_CURRENCY, type AccountRef, type TransferReason } from "./types";

export interface LedgerEntryView {
  id: number;
  transferId: string;
  /** Signed cents: positive into the account, negative out of it. */
  amount: number;
  /** The account's balance right after this entry. */
  balanceAfter: number;
  reason: TransferReason;
  referenceType: string;
  referenceId: string;
  description: string | null;
  createdAt: Date;
}

export interface ListEntriesInput {
  reasons?: TransferReason[];
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  limit: number;
  offset: number;
}

/**
 * The entries of one account, newest first, each with the running balance written when it was
 * posted (under the account's row lock, so it is exact).
 */
export async function listEntries(
  db: Executor,
  ref: AccountRef,
  input: ListEntriesInput,
): Promise<{ entries: LedgerEntryView[]; total: number }> {
  const [account] = await db
    .select({ id: ledgerAccount.id })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.kind, ref.kind), eq(ledgerAccount.ownerKey, ref.ownerKey), eq(ledgerAccount.currency, LEDGER_CURRENCY)))
    .limit(1);
  if (!account) return { entries: [], total: 0 };

  const where: SQL[] = [eq(ledgerEntry.accountId, account.id)];
  if (input.reasons?.length) where.push(inArray(ledgerEntry.reason, input.reasons));
  if (input.from) where.push(gte(ledgerEntry.createdAt, input.from));
  if (input.to) where.push(lt(ledgerEntry.createdAt, input.to));
  const condition = and(...where);

  const [rows, totals] = await Promise.all([
    db
      .select({
        id: ledgerEntry.id,
        transferId: ledgerEntry.transferId,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        reason: ledgerEntry.reason,
        referenceType: ledgerTransfer.referenceType,
        referenceId: ledgerTransfer.referenceId,
        description: ledgerTransfer.description,
        createdAt: ledgerEntry.createdAt,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId))
      .where(condition)
      .orderBy(desc(ledgerEntry.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(ledgerEntry).where(condition),
  ]);
  return { entries: rows, total: totals[0]?.n ?? 0 };
}
