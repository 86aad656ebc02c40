import type { HideableType, ModerationResult } from "@/contracts/admin/moderation";
import type { Db } from "@/server/db/database";
import { AppError, notFound } from "@/server/errors";
import { writeAuditLog } from "../identity/write-audit-log";
import { HIDEABLE_NAME, lockHideable, writeHidden } from "./hideable-target";

/**
 * An admin restores hidden content: both columns are cleared, so it is back wherever it was
 * listed before (a paused package or a closed campaign stays as its owner left it). Reports stay
 * as they were resolved. Restoring what is not hidden is a 409.
 */
export async function restoreContent(
  db: Db,
  input: { actorUserId: string; type: HideableType; id: string; reason: string },
): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const current = await lockHideable(tx, input.type, input.id);
    if (!current) throw notFound(HIDEABLE_NAME[input.type]);
    if (!current.hiddenAt) throw new AppError("invalid_state", `${HIDEABLE_NAME[input.type]} is not hidden`);
    await writeHidden(tx, input.type, input.id, { hiddenAt: null, hiddenReason: null });
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "moderation.restore",
      target: { type: input.type, id: input.id },
      reason: input.reason,
      before: { hiddenAt: current.hiddenAt.toISOString(), hiddenReason: current.hiddenReason },
      after: { hiddenAt: null, hiddenReason: null },
      metadata: { ownerUserId: current.ownerUserId },
    });
    return { type: input.type, id: input.id, hiddenAt: null, hiddenReason: null, reportsActioned: 0 };
  });
}
