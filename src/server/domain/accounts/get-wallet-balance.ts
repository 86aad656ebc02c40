import type { Executor } from "@/server/db/database";
import { getBalance, walletOf } from "@/server/domain/ledger";

/**
 * The wallet balance of a buyer account, in cents (docs/product/money.md): the ledger balance of its
 * wallet account (0 before the first top-up).
 */
export function getWalletBalance(db: Executor, buyerAccountId: string): Promise<number> {
  return getBalance(db, walletOf(buyerAccountId));
}
