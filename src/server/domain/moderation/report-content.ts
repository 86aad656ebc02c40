import { and, eq, ne } from "drizzle-orm";
import type { CreateReport, CreatedReport } from "@/contracts/reports";
import type { Db, Executor } from "@/server/db/database";
import { campaign, conversationParticipant, creatorPackage, creatorProfile, message } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import { fileReport } from "./file-report";

interface Reporter {
  userId: string;
  /** The buyer account the reporter acts for: its campaigns are the reporter's own. */
  buyerAccountId: string;
}

interface ResolvedTarget {
  ownerUserId: string | null;
  isOwn: boolean;
  conversationId: string | null;
}

const WHAT = { creator_profile: "Creator", campaign: "Campaign", package: "Package", message: "Message" } as const;

/**
 * What a reporter may report is what they can see: a listed creator profile, a published campaign,
 * a package on sale, a message of a conversation they take part in. Anything else answers 404 like
 * an unknown id, so reports cannot probe for hidden content.
 */
async function resolveTarget(db: Executor, reporter: Reporter, input: CreateReport): Promise<ResolvedTarget | null> {
  switch (input.targetType) {
    case "creator_profile": {
      const [p] = await db
        .select({ userId: creatorProfile.userId })
        .from(creatorProfile)
        .where(and(eq(creatorProfile.userId, input.targetId), eq(creatorProfile.isListed, true)))
        .limit(1);
      return p ? { ownerUserId: p.userId, isOwn: p.userId === reporter.userId, conversationId: null } : null;
    }
    case "campaign": {
      if (!isUuid(input.targetId)) return null;
      const [c] = await db
        .select({ createdBy: campaign.createdByUserId, buyerAccountId: campaign.buyerAccountId })
        .from(campaign)
        .where(and(eq(campaign.id, input.targetId), ne(campaign.status, "draft")))
        .limit(1);
      if (!c) return null;
      const isOwn = c.buyerAccountId === reporter.buyerAccountId || c.createdBy === reporter.userId;
      return { ownerUserId: c.createdBy, isOwn, conversationId: null };
    }
    case "package": {
      if (!isUuid(input.targetId)) return null;
      const [k] = await db
        .select({ userId: creatorPackage.userId })
        .from(creatorPackage)
        .where(and(eq(creatorPackage.id, input.targetId), eq(creatorPackage.isActive, true)))
        .limit(1);
      return k ? { ownerUserId: k.userId, isOwn: k.userId === reporter.userId, conversationId: null } : null;
    }
    case "message": {
      if (!isUuid(input.targetId)) return null;
      const [m] = await db
        .select({ senderId: message.senderId, conversationId: message.conversationId })
        .from(message)
        .innerJoin(
          conversationParticipant,
          and(eq(conversationParticipant.conversationId, message.conversationId), eq(conversationParticipant.userId, reporter.userId)),
        )
        .where(eq(message.id, input.targetId))
        .limit(1);
      return m ? { ownerUserId: m.senderId, isOwn: m.senderId === reporter.userId, conversationId: m.conversationId } : null;
    }
  }
}

/**
 * A user reports a creator profile, a campaign, a package or a message (docs/product/moderation-and-admin.md): the report
 * and its audit row are written in one transaction and wait in the admins' moderation queue.
 * Reporting one's own content is refused (400).
 */
export async function reportContent(db: Db, input: CreateReport & Reporter): Promise<CreatedReport> {
  return db.transaction(async (tx) => {
    const target = await resolveTarget(tx, input, input);
    if (!target) throw notFound(WHAT[input.targetType]);
    if (target.isOwn) {
      throw new AppError("validation_error", "targetId: You cannot report your own content", {
        targetId: "You cannot report your own content",
      });
    }
    return fileReport(tx, {
      reporterUserId: input.userId,
      targetType: input.targetType,
      targetId: input.targetId,
      targetUserId: target.ownerUserId,
      conversationId: target.conversationId,
      reason: input.reason,
    });
  });
}
