import { eq } from "drizzle-orm";
import type { OwnPackage, UpdatePackageInput } from "@/contracts/packages";
import type { Db } from "@/server/db/database";
import { creatorPackage } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { requireCompleteProfile } from "@/server/domain/creators/require-complete-profile";
import { getOwnPackageOrThrow } from "./get-own-package";
import { ownPackageColumns, toOwnPackage } from "./package-row";

/**
 * Edits one of the creator's packages; `isActive` pauses or activates it. Orders copy what they
 * bought when they are placed, so editing a package never changes an existing order. An archived
 * package is history: it cannot be edited or put back on sale.
 */
export async function updatePackage(
  db: Db,
  input: { userId: string; packageId: string; changes: UpdatePackageInput },
): Promise<OwnPackage> {
  return db.transaction(async (tx) => {
    const current = await getOwnPackageOrThrow(tx, { userId: input.userId, packageId: input.packageId, forUpdate: true });
    if (current.status === "archived") {
      throw new AppError(
        "invalid_state",
        "This package is archived because it was ordered; it can no longer be changed. Create a new one instead.",
      );
    }
    // Putting a paused package on sale needs a complete profile; editing one already on sale does not.
    if (input.changes.isActive === true && !current.isActive) await requireCompleteProfile(tx, { userId: input.userId, to: "sell" });
    const [row] = await tx
      .update(creatorPackage)
      .set({ ...input.changes, updatedAt: new Date() })
      .where(eq(creatorPackage.id, input.packageId))
      .returning(ownPackageColumns);
    return toOwnPackage(row!);
  });
}
