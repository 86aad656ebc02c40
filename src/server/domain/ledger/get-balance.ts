import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { ledgerAccount } from "@/server/db/schema";
import { LEDGER_CURRENCY, type AccountRef } from "./types";

/** The cached balance of an account in cents; 0 for an account that has never been used. */
export async function getBalance(db: Executor, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.kind, ref.kind), eq(ledgerAccount.ownerKey, ref.ownerKey), eq(ledgerAccount.currency, LEDGER_CURRENCY)))
    .limit(1);
  return row?.balance ?? 0;
}
