import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { payoutMethod } from "@/server/db/schema";
import type { BankAccountInput, PayoutProvider } from "@/server/integrations/payouts";

export interface PayoutMethodView {
  provider: string;
  holderName: string;
  accountLast4: string;
  country: string;
  updatedAt: string;
}

export async function getPayoutMethod(db: Executor, creatorUserId: string): Promise<PayoutMethodView | null> {
  const [row] = await db.select().from(payoutMethod).where(eq(payoutMethod.creatorUserId, creatorUserId)).limit(1);
  if (!row) return null;
  return {
    provider: row.provider,
    holderName: row.holderName,
    accountLast4: row.accountLast4,
    country: row.country,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves (or replaces) the creator's payout method through the adapter. Only the last four
 * characters of the account number are stored; the number itself is never logged or kept.
 */
export async function savePayoutMethod(
  db: Executor,
  provider: PayoutProvider,
  input: BankAccountInput & { creatorUserId: string },
): Promise<PayoutMethodView> {
  const connected = await provider.connect(input);
  const values = {
    provider: provider.name,
    holderName: input.holderName,
    accountLast4: connected.accountLast4,
    country: input.country,
    externalAccountId: connected.externalAccountId,
    updatedAt: new Date(),
  };
  await db
    .insert(payoutMethod)
    .values({ creatorUserId: input.creatorUserId, ...values })
    .onConflictDoUpdate({ target: payoutMethod.creatorUserId, set: values });
  return (await getPayoutMethod(db, input.creatorUserId))!;
}
