import { and, count, desc, eq } from "drizzle-orm";
import { WALLET_TRANSACTION_TYPES, type TopUp, type WalletTransaction, type WalletTransactionType } from "@/contracts/money";
import type { Executor } from "@/server/db/database";
import { paymentCheckout } from "@/server/db/schema";
import { listEntries, walletOf } from "@/server/domain/ledger";

export interface WalletHistoryQuery {
  types?: WalletTransactionType[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
  page: number;
  perPage: number;
}

const label = (reason: string) => (WALLET_TRANSACTION_TYPES as Record<string, string>)[reason] ?? reason.replaceAll("_", " ");

/** Payment History (docs/product/money.md): every movement of the buyer's wallet, newest first. */
export async function listWalletTransactions(
  db: Executor,
  buyerAccountId: string,
  query: WalletHistoryQuery,
): Promise<{ transactions: WalletTransaction[]; total: number }> {
  const { entries, total } = await listEntries(db, walletOf(buyerAccountId), {
    reasons: query.types,
    from: query.from,
    to: query.to,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    total,
    transactions: entries.map((e) => ({
      id: String(e.id),
      date: e.createdAt.toISOString(),
      type: e.reason,
      reason: e.description ?? label(e.reason),
      amount: e.amount,
      balance: e.balanceAfter,
      reference_type: e.referenceType,
      reference_id: e.referenceId,
    })),
  };
}

function csvCell(value: string | number): string {
  const text = String(value);
  // Quote everything that could break a row, and defuse spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const dollars = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

/** The same rows as CSV (amounts in dollars with 2 decimals, ISO dates). */
export function walletTransactionsCsv(rows: WalletTransaction[]): string {
  const header = ["Date", "Type", "Reason", "Amount (USD)", "Balance (USD)", "Reference"];
  const lines = rows.map((r) =>
    [r.date, label(r.type), r.reason, dollars(r.amount), dollars(r.balance), `${r.reference_type}:${r.reference_id}`]
      .map(csvCell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** Top-up attempts of a buyer account, so declined and abandoned ones are shown as such. */
export async function listTopUps(
  db: Executor,
  buyerAccountId: string,
  query: { page: number; perPage: number },
): Promise<{ topUps: TopUp[]; total: number }> {
  const where = and(eq(paymentCheckout.buyerAccountId, buyerAccountId), eq(paymentCheckout.purpose, "top_up"));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(paymentCheckout)
      .where(where)
      .orderBy(desc(paymentCheckout.createdAt))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(paymentCheckout).where(where),
  ]);
  return {
    total: totals[0]?.n ?? 0,
    topUps: rows.map((r) => ({
      id: r.id,
      amount: r.amountCents,
      status: r.status,
      provider: r.provider,
      created_at: r.createdAt.toISOString(),
      completed_at: r.completedAt?.toISOString() ?? null,
      failure_reason: r.failureReason,
    })),
  };
}
