import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { auditLog, campaign, creatorPackage, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { campaignMachine } from "../campaigns/campaign-transitions";
import { transition } from "../events/transition";
import { writeAuditLog } from "../identity/write-audit-log";

export interface UnbanResult {
  resumedCampaignIds: string[];
  reactivatedPackageIds: string[];
}

function idsIn(value: unknown, key: string): string[] {
  if (!value || typeof value !== "object") return [];
  const list = (value as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Lifts a ban (decision 058) and restores exactly what the ban paused, as its audit row listed:
 * campaigns still paused are resumed (one whose application deadline has passed stays paused for
 * its owner to close) and packages still off sale, not archived since, go back on sale. Anything
 * the owner or an admin changed in between is left as it is. Sessions are not restored: the
 * person signs in again.
 */
export async function unbanUser(db: Db, input: { actorUserId: string; userId: string; reason: string; now?: Date }): Promise<UnbanResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, banned: user.banned, banReason: user.banReason })
      .from(user)
      .where(eq(user.id, input.userId))
      .for("update");
    if (!target) throw new AppError("not_found", "No user with this id");
    if (!target.banned) throw new AppError("invalid_state", "This user is not banned");

    const [ban] = await tx
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.ban"), eq(auditLog.targetType, "user"), eq(auditLog.targetId, input.userId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    const pausedIds = idsIn(ban?.after, "pausedCampaignIds");
    const packageIds = idsIn(ban?.after, "deactivatedPackageIds");

    await tx.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: now }).where(eq(user.id, input.userId));

    const stillPaused =
      pausedIds.length === 0
        ? []
        : await tx
            .select({ id: campaign.id })
            .from(campaign)
            .where(
              and(
                inArray(campaign.id, pausedIds),
                eq(campaign.status, "paused"),
                sql`(${campaign.applicationDeadline} is null or ${campaign.applicationDeadline} > ${now.toISOString()}::timestamptz)`,
              ),
            )
            .orderBy(campaign.id);
    for (const c of stillPaused) {
      await transition(tx, campaignMachine, {
        id: c.id,
        to: "active",
        actor: { kind: "admin", id: input.actorUserId },
        patch: {},
        payload: { reason: "owner_unbanned" },
      });
    }
    const packages =
      packageIds.length === 0
        ? []
        : await tx
            .update(creatorPackage)
            .set({ isActive: true, updatedAt: now })
            .where(and(inArray(creatorPackage.id, packageIds), eq(creatorPackage.isActive, false), isNull(creatorPackage.archivedAt)))
            .returning({ id: creatorPackage.id });

    const result: UnbanResult = {
      resumedCampaignIds: stillPaused.map((c) => c.id),
      reactivatedPackageIds: packages.map((p) => p.id).sort(),
    };
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "user.unban",
      target: { type: "user", id: input.userId },
      reason: input.reason,
      before: { banned: true, banReason: target.banReason ?? null },
      after: { banned: false, banReason: null, ...result },
    });
    return result;
  });
}
