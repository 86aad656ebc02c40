import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { buyerAccount } from "@/server/db/schema";

export interface BuyerAccountRef {
  id: string;
  kind: "personal" | "organization";
}

/**
 * docs/product/roles-and-accounts.md: the buyer account is the active organization, or the personal account when no
 * organization is active. Created on first use so that every signed-in user has one to pay from.
 */
export async function resolveBuyerAccount(
  db: Executor,
  input: { userId: string; activeOrganizationId: string | null },
): Promise<BuyerAccountRef> {
  const isOrg = input.activeOrganizationId !== null;
  const where = isOrg ? eq(buyerAccount.organizationId, input.activeOrganizationId!) : eq(buyerAccount.userId, input.userId);
  const [found] = await db.select({ id: buyerAccount.id, kind: buyerAccount.kind }).from(buyerAccount).where(where).limit(1);
  if (found) return found;
  const [created] = await db
    .insert(buyerAccount)
    .values(isOrg ? { kind: "organization", organizationId: input.activeOrganizationId } : { kind: "personal", userId: input.userId })
    .onConflictDoNothing()
    .returning({ id: buyerAccount.id, kind: buyerAccount.kind });
  if (created) return created;
  // Lost a race with a concurrent request: the row exists now.
  const [existing] = await db.select({ id: buyerAccount.id, kind: buyerAccount.kind }).from(buyerAccount).where(where).limit(1);
  return existing!;
}
