import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { account } from "@/server/db/schema";

/** Whether the user can sign in with a password (Better Auth keeps it as a "credential" account). */
export async function hasPassword(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return rows.length > 0;
}
