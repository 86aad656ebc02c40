import { and, eq, isNull, sql } from "drizzle-orm";
import type { OwnPackage } from "@/contracts/packages";
import type { Db } from "@/server/db/database";
import { creatorPackage } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { listOwnPackages } from "./list-own-packages";

/**
 * Puts the creator's packages in the given order. The list must name every package that is not
 * archived, once: a partial or stale list (another tab added one) is refused rather than guessed.
 */
export async function reorderPackages(db: Db, input: { userId: string; ids: string[] }): Promise<OwnPackage[]> {
  return db.transaction(async (tx) => {
    const live = await tx
      .select({ id: creatorPackage.id })
      .from(creatorPackage)
      .where(and(eq(creatorPackage.userId, input.userId), isNull(creatorPackage.archivedAt)))
      .for("update");
    const known = new Set(live.map((p) => p.id));
    if (live.length !== input.ids.length || input.ids.some((id) => !known.has(id))) {
      throw new AppError("validation_error", "ids: list each of your packages (active and paused) once, in the new order", {
        ids: "List each of your packages (active and paused) once, in the new order",
      });
    }
    const cases = sql.join(
      input.ids.map((id, i) => sql`WHEN ${id}::uuid THEN ${i}::int`),
      sql` `,
    );
    await tx
      .update(creatorPackage)
      .set({ position: sql`CASE ${creatorPackage.id} ${cases} END`, updatedAt: new Date() })
      .where(and(eq(creatorPackage.userId, input.userId), isNull(creatorPackage.archivedAt)));
    return listOwnPackages(tx, input.userId);
  });
}
