import { inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { buyerAccount, member } from "@/server/db/schema";

/** Everyone who acts for each buyer account: its owner, or every member of its organization. */
export async function buyerAccountUsers(db: Executor, buyerAccountIds: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (buyerAccountIds.length === 0) return result;
  const accounts = await db
    .select()
    .from(buyerAccount)
    .where(inArray(buyerAccount.id, [...new Set(buyerAccountIds)]));
  const orgIds = accounts.flatMap((a) => (a.userId ? [] : a.organizationId ? [a.organizationId] : []));
  const members = orgIds.length
    ? await db
        .select({ organizationId: member.organizationId, userId: member.userId })
        .from(member)
        .where(inArray(member.organizationId, orgIds))
    : [];
  for (const a of accounts) {
    result.set(a.id, a.userId ? [a.userId] : members.filter((m) => m.organizationId === a.organizationId).map((m) => m.userId));
  }
  return result;
}

/** The users of one buyer account. */
export async function buyerUsersOf(db: Executor, buyerAccountId: string): Promise<string[]> {
  return (await buyerAccountUsers(db, [buyerAccountId])).get(buyerAccountId) ?? [];
}
