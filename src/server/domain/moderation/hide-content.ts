import { and, eq } from "drizzle-orm";
import type { HideableType, ModerationResult } from "@/contracts/admin/moderation";
import type { Db } from "@/server/db/database";
import { contentReport } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { writeAuditLog } from "../identity/write-audit-log";
import { HIDEABLE_NAME, lockHideable, writeHidden } from "./hideable-target";

export interface HideContentInput {
  actorUserId: string;
  type: HideableType;
  id: string;
  /** Shown to the owner ("Hidden by Reelbrief: …") and kept in the audit log. */
  reason: string;
  /** The report this answers, when it names the owner rather than the content (a reported person whose profile is hidden). */
  reportId?: string;
}

/**
 * An admin hides a campaign, a package or a creator profile (docs/product/moderation-and-admin.md): nobody but its owner
 * and the admins sees it any more, and the owner sees why. The open reports about it are answered
 * (actioned) and the audit row is written in the same transaction. Hiding what is hidden is a 409.
 */
export async function hideContent(db: Db, input: HideContentInput): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const current = await lockHideable(tx, input.type, input.id);
    if (!current) throw notFound(HIDEABLE_NAME[input.type]);
    if (current.hiddenAt) throw new AppError("invalid_state", `${HIDEABLE_NAME[input.type]} is already hidden`);
    const hiddenAt = new Date();
    await writeHidden(tx, input.type, input.id, { hiddenAt, hiddenReason: input.reason });

    const resolution = {
      status: "actioned" as const,
      resolvedByUserId: input.actorUserId,
      resolvedAt: hiddenAt,
      resolutionNote: input.reason,
    };
    const actioned = await tx
      .update(contentReport)
      .set(resolution)
      .where(and(eq(contentReport.targetType, input.type), eq(contentReport.targetId, input.id), eq(contentReport.status, "open")))
      .returning({ id: contentReport.id });
    if (input.reportId) {
      const named = await tx
        .update(contentReport)
        .set(resolution)
        .where(
          and(
            eq(contentReport.id, input.reportId),
            eq(contentReport.status, "open"),
            eq(contentReport.targetUserId, current.ownerUserId ?? ""),
          ),
        )
        .returning({ id: contentReport.id });
      actioned.push(...named);
    }

    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "moderation.hide",
      target: { type: input.type, id: input.id },
      reason: input.reason,
      before: { hiddenAt: null, hiddenReason: null },
      after: { hiddenAt: hiddenAt.toISOString(), hiddenReason: input.reason },
      metadata: { ownerUserId: current.ownerUserId, reportsActioned: actioned.map((r) => r.id) },
    });
    return {
      type: input.type,
      id: input.id,
      hiddenAt: hiddenAt.toISOString(),
      hiddenReason: input.reason,
      reportsActioned: actioned.length,
    };
  });
}
