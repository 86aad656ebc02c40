import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { user } from "@/server/db/schema";

/**
 * A member of a brand's team works in the brand area (docs/product/roles-and-accounts.md: seats are a buyer account's
 * members), so joining one gives the "brand" type and finishes onboarding; other types stay.
 */
export async function joinAsBrand(db: Executor, userId: string): Promise<void> {
  await db
    .update(user)
    .set({
      types: sql`CASE WHEN 'brand' = ANY(${user.types}) THEN ${user.types} ELSE array_append(${user.types}, 'brand') END`,
      didOnboard: true,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}
