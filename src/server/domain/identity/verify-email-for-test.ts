import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { user } from "@/server/db/schema";

/**
 * Test hook only (POST /api/v1/dev/verify-email, decision 005): marks the caller's address
 * verified as opening the link would, so browser tests that move money after a sign-up need not
 * read the mail outbox.
 */
export async function verifyEmailForTest(db: Db, userId: string): Promise<{ email_verified: true }> {
  await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
  return { email_verified: true };
}
