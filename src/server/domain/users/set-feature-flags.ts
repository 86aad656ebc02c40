import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { writeAuditLog } from "../identity/write-audit-log";

/**
 * Replaces a user's feature flags (docs/product/plans-and-limits.md `feature_flags`), sorted so the same set always reads
 * the same. The session carries the flags (a Better Auth additional field read with the session),
 * so the user's next request sees them. An unchanged set writes nothing, not even an audit row.
 */
export async function setFeatureFlags(
  db: Db,
  input: { actorUserId: string; userId: string; flags: string[] },
): Promise<{ before: string[]; after: string[] }> {
  const after = [...new Set(input.flags)].sort();
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ flags: user.featureFlags }).from(user).where(eq(user.id, input.userId)).for("update");
    if (!target) throw new AppError("not_found", "No user with this id");
    const before = [...target.flags].sort();
    if (before.length === after.length && before.every((flag, i) => flag === after[i])) return { before, after };
    await tx.update(user).set({ featureFlags: after, updatedAt: new Date() }).where(eq(user.id, input.userId));
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "user.flags",
      target: { type: "user", id: input.userId },
      before: { featureFlags: before },
      after: { featureFlags: after },
      metadata: {
        added: after.filter((f) => !before.includes(f)),
        removed: before.filter((f) => !after.includes(f)),
      },
    });
    return { before, after };
  });
}
