import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { user } from "@/server/db/schema";

/** The user's sign-in e-mail ("" for an unknown id), e.g. for a payment provider's receipt. */
export async function getUserEmail(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email ?? "";
}
