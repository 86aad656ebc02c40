import { desc } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { user } from "@/server/db/schema";

/** The newest accounts, for the home's short "Newest sign-ups" list (the index on created_at serves it). */
export async function listNewestUsers(db: Executor, input: { limit: number }) {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, types: user.types, createdAt: user.createdAt })
    .from(user)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(input.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
