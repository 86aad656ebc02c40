import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { campaign, campaignInvitation, user } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { isUuid } from "@/contracts/id";

/**
 * A brand invites a creator to one of its active campaigns. Once per pair: a second
 * invitation answers the first. The invitation lets the creator propose even when they miss a
 * requirement (the brand chose them).
 */
export async function inviteCreator(
  db: Db,
  input: { buyerAccountId: string; userId: string; campaignId: string; creatorUserId: string; message?: string },
): Promise<{ id: string; created: boolean }> {
  if (!isUuid(input.campaignId)) throw notFound("Campaign");
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select({ status: campaign.status, hiddenAt: campaign.hiddenAt })
      .from(campaign)
      .where(and(eq(campaign.id, input.campaignId), eq(campaign.buyerAccountId, input.buyerAccountId)))
      .limit(1);
    if (!c) throw notFound("Campaign");
    if (c.status !== "active") throw new AppError("invalid_state", "Only an active campaign takes invitations");
    if (c.hiddenAt) throw new AppError("invalid_state", "This campaign was hidden by Reelbrief and takes no invitations");
    const [creator] = await tx.select({ types: user.types }).from(user).where(eq(user.id, input.creatorUserId)).limit(1);
    if (!creator?.types.includes("creator")) {
      throw new AppError("validation_error", "creator_user_id: no such creator", { creator_user_id: "No such creator" });
    }
    const [created] = await tx
      .insert(campaignInvitation)
      .values({
        campaignId: input.campaignId,
        creatorUserId: input.creatorUserId,
        invitedByUserId: input.userId,
        message: input.message ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: campaignInvitation.id });
    if (created) return { id: created.id, created: true };
    const [existing] = await tx
      .select({ id: campaignInvitation.id })
      .from(campaignInvitation)
      .where(and(eq(campaignInvitation.campaignId, input.campaignId), eq(campaignInvitation.creatorUserId, input.creatorUserId)))
      .limit(1);
    return { id: existing!.id, created: false };
  });
}

/** A brand's active campaigns, each with whether this creator is invited already (the invite dialog). */
export async function listInviteOptions(
  db: Db,
  input: { buyerAccountId: string; creatorUserId: string },
): Promise<{ id: string; title: string; invited: boolean }[]> {
  const rows = await db
    .select({ id: campaign.id, title: campaign.title, invitationId: campaignInvitation.id })
    .from(campaign)
    .leftJoin(
      campaignInvitation,
      and(eq(campaignInvitation.campaignId, campaign.id), eq(campaignInvitation.creatorUserId, input.creatorUserId)),
    )
    .where(and(eq(campaign.buyerAccountId, input.buyerAccountId), eq(campaign.status, "active"), isNull(campaign.hiddenAt)))
    .orderBy(desc(campaign.publishedAt))
    .limit(100);
  return rows.map((r) => ({ id: r.id, title: r.title, invited: r.invitationId !== null }));
}
