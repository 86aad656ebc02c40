import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { buyerAccount, campaign, creatorPackage, session, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { campaignMachine } from "../campaigns/campaign-transitions";
import { transition } from "../events/transition";
import { writeAuditLog } from "../identity/write-audit-log";

export interface BanResult {
  pausedCampaignIds: string[];
  deactivatedPackageIds: string[];
  revokedSessions: number;
}

/**
 * Bans a user (docs/product/moderation-and-admin.md, decision 058), in one transaction with its audit row:
 * - every session of theirs is deleted, so their next request in any process finds no session
 *   (each process's few-second session cache is cleared by the `session_change` NOTIFY the
 *   user and session triggers send on commit, decision 064);
 * - the `user` row's `banned` flag takes the public creator profile off the directory and /c/{url}
 *   (the is_listed trigger of migration 0028) and keeps them from signing in again (Better Auth's admin plugin);
 * - live campaigns of their personal account, or that they wrote, are paused through the campaign
 *   transition table, and their active packages go off sale;
 * - money is untouched: wallets, escrows and earnings stay where they are for the orders in flight.
 * What was paused is listed in the audit row's `after`, so the unban restores exactly that.
 * Admins cannot be banned: an admin's access is removed by changing their role first.
 */
export async function banUser(db: Db, input: { actorUserId: string; userId: string; reason: string }): Promise<BanResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, role: user.role, banned: user.banned, banReason: user.banReason })
      .from(user)
      .where(eq(user.id, input.userId))
      .for("update");
    if (!target) throw new AppError("not_found", "No user with this id");
    if (target.role === "admin") throw new AppError("forbidden", "Admins cannot be banned");
    if (target.banned) throw new AppError("invalid_state", "This user is already banned");

    await tx.update(user).set({ banned: true, banReason: input.reason, updatedAt: new Date() }).where(eq(user.id, input.userId));
    const revoked = await tx.delete(session).where(eq(session.userId, input.userId)).returning({ id: session.id });

    const personal = tx.select({ id: buyerAccount.id }).from(buyerAccount).where(eq(buyerAccount.userId, input.userId));
    const live = await tx
      .select({ id: campaign.id })
      .from(campaign)
      .where(and(eq(campaign.status, "active"), or(inArray(campaign.buyerAccountId, personal), eq(campaign.createdByUserId, input.userId))))
      .orderBy(campaign.id);
    for (const c of live) {
      await transition(tx, campaignMachine, {
        id: c.id,
        to: "paused",
        actor: { kind: "admin", id: input.actorUserId },
        patch: {},
        payload: { reason: "owner_banned" },
      });
    }
    const packages = await tx
      .update(creatorPackage)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(creatorPackage.userId, input.userId), eq(creatorPackage.isActive, true), isNull(creatorPackage.archivedAt)))
      .returning({ id: creatorPackage.id });

    const result: BanResult = {
      pausedCampaignIds: live.map((c) => c.id),
      deactivatedPackageIds: packages.map((p) => p.id).sort(),
      revokedSessions: revoked.length,
    };
    await writeAuditLog(tx, {
      actorUserId: input.actorUserId,
      action: "user.ban",
      target: { type: "user", id: input.userId },
      reason: input.reason,
      before: { banned: false, banReason: target.banReason ?? null },
      after: { banned: true, banReason: input.reason, ...result },
    });
    return result;
  });
}
