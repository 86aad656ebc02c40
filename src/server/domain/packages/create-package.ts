import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { CreatePackageInput, OwnPackage } from "@/contracts/packages";
import { PACKAGE_LIMITS } from "@/contracts/packages";
import type { Db } from "@/server/db/database";
import { creatorPackage, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { requireCompleteProfile } from "@/server/domain/creators/require-complete-profile";
import { ownPackageColumns, toOwnPackage } from "./package-row";

/**
 * A new package for the creator, placed after their others. The creator's user row is locked so
 * two creates at once neither pass the limit together nor take the same position. A package goes
 * on sale only with a complete profile; until then the creator can still save it paused.
 */
export async function createPackage(db: Db, input: { userId: string; fields: CreatePackageInput }): Promise<OwnPackage> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId)).for("update");
    if (input.fields.isActive !== false) await requireCompleteProfile(tx, { userId: input.userId, to: "sell" });
    const [live] = await tx
      .select({ n: count() })
      .from(creatorPackage)
      .where(and(eq(creatorPackage.userId, input.userId), isNull(creatorPackage.archivedAt)));
    if ((live?.n ?? 0) >= PACKAGE_LIMITS.perCreator) {
      throw new AppError("limit_reached", `You can have at most ${PACKAGE_LIMITS.perCreator} packages: delete or archive one first`);
    }
    const [row] = await tx
      .insert(creatorPackage)
      .values({
        ...input.fields,
        userId: input.userId,
        position: sql`(SELECT coalesce(max(${creatorPackage.position}) + 1, 0) FROM ${creatorPackage} WHERE ${creatorPackage.userId} = ${input.userId})`,
      })
      .returning(ownPackageColumns);
    return toOwnPackage(row!);
  });
}
