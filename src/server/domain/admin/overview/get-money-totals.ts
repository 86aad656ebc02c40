import { sql } from "drizzle-orm";
import type { Money } from "@/contracts/admin/overview";
import type { Executor } from "@/server/db/database";
import { ledgerAccount, ledgerTransfer } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";

interface Row {
  wallets: string | null;
  escrow: string | null;
  earnings: string | null;
  in_transit: string | null;
  paid_out: string | null;
  paid_out_month: string | null;
}

/**
 * Where the money is now, from the ledger's own balances and transfers, so the numbers agree with
 * the ledger page to the cent. Paid out counts transfers with reason `payout_paid` (in transit →
 * provider); a payout that failed went back to earnings and is still owed.
 */
export async function getMoneyTotals(db: Executor, input: { now: Date }): Promise<Money> {
  const monthStart = new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), 1)).toISOString();
  const nextMonthStart = new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth() + 1, 1)).toISOString();
  const [r] = await rowsOf<Row>(
    db,
    sql`SELECT
          (SELECT sum(${ledgerAccount.balance}) FILTER (WHERE ${ledgerAccount.kind} = 'buyer_wallet') FROM ${ledgerAccount})::text AS wallets,
          (SELECT sum(${ledgerAccount.balance}) FILTER (WHERE ${ledgerAccount.kind} = 'order_escrow') FROM ${ledgerAccount})::text AS escrow,
          (SELECT sum(${ledgerAccount.balance}) FILTER (WHERE ${ledgerAccount.kind} = 'creator_earnings') FROM ${ledgerAccount})::text AS earnings,
          (SELECT sum(${ledgerAccount.balance}) FILTER (WHERE ${ledgerAccount.kind} = 'payouts_in_transit') FROM ${ledgerAccount})::text AS in_transit,
          (SELECT sum(${ledgerTransfer.amount}) FROM ${ledgerTransfer} WHERE ${ledgerTransfer.reason} = 'payout_paid')::text AS paid_out,
          (SELECT sum(${ledgerTransfer.amount}) FROM ${ledgerTransfer}
            WHERE ${ledgerTransfer.reason} = 'payout_paid' AND ${ledgerTransfer.createdAt} >= ${monthStart} AND ${ledgerTransfer.createdAt} < ${nextMonthStart})::text AS paid_out_month`,
  );
  const n = (v: string | null | undefined) => Number(v ?? 0);
  return {
    walletsCents: n(r?.wallets),
    escrowCents: n(r?.escrow),
    owedToCreatorsCents: n(r?.earnings) + n(r?.in_transit),
    inTransitCents: n(r?.in_transit),
    paidOutCents: n(r?.paid_out),
    paidOutThisMonthCents: n(r?.paid_out_month),
  };
}
