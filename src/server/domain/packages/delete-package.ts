import { eq } from "drizzle-orm";
import type { DeletePackageResult } from "@/contracts/packages";
import type { Db } from "@/server/db/database";
import { creatorPackage } from "@/server/db/schema";
import { getOwnPackageOrThrow } from "./get-own-package";
import { wasPackageOrdered } from "./was-package-ordered";

/**
 * Deletes one of the creator's packages, or archives it when it was ordered before (the orders
 * point at it). Archiving takes it off sale for good. Deleting an archived package again answers
 * "archived" (nothing changes), so a retried request is harmless.
 */
export async function deletePackage(db: Db, input: { userId: string; packageId: string }): Promise<DeletePackageResult> {
  return db.transaction(async (tx) => {
    const current = await getOwnPackageOrThrow(tx, { userId: input.userId, packageId: input.packageId, forUpdate: true });
    if (current.status === "archived") return { id: current.id, outcome: "archived" };
    if (await wasPackageOrdered(tx, current.id)) {
      const now = new Date();
      await tx.update(creatorPackage).set({ archivedAt: now, isActive: false, updatedAt: now }).where(eq(creatorPackage.id, current.id));
      return { id: current.id, outcome: "archived" };
    }
    await tx.delete(creatorPackage).where(eq(creatorPackage.id, current.id));
    return { id: current.id, outcome: "deleted" };
  });
}
