import { desc, eq } from "drizzle-orm";
import type { PackageSnapshot } from "@/contracts/orders";
import type { Tx } from "@/server/db/database";
import { brandProfile, campaign, campaignProposal, creatorProfile, orderVideoVersion, user, videoLicence } from "@/server/db/schema";
import { creatorDisplayName } from "@/lib/profile-display";
import type { OrderRow, OrderVideoRow } from "@/server/domain/orders/order-access";
import { LICENCE_TERMS, licenceEnd, type LicenceTerm, type LicenceUsage } from "@/lib/licence-status";

/**
 * What an order grants (decision 037). The snapshot keeps the term and raw-footage rights; it has
 * no platforms and no paid/organic flag, so: a campaign order grants the campaign's target
 * platforms, a package order any platform (empty list); both grant paid and organic use, since
 * Reelbrief sells video ads. An unknown term falls back to the packages' default, 90 days.
 */
export async function licenceTermsOf(
  tx: Tx,
  order: OrderRow,
): Promise<{ platforms: string[]; usage: LicenceUsage; term: LicenceTerm; rawFootage: boolean }> {
  const snapshot = order.packageSnapshot as Partial<PackageSnapshot>;
  const term = (LICENCE_TERMS as readonly string[]).includes(snapshot.usageRightsTerm ?? "")
    ? (snapshot.usageRightsTerm as LicenceTerm)
    : "90d";
  let platforms: string[] = [];
  if (order.source === "campaign" && order.proposalId) {
    const [row] = await tx
      .select({ platforms: campaign.platforms })
      .from(campaignProposal)
      .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
      .where(eq(campaignProposal.id, order.proposalId))
      .limit(1);
    platforms = row?.platforms ?? [];
  }
  return { platforms, usage: "paid_and_organic", term, rawFootage: snapshot.rawFootage === true };
}

/**
 * Writes the licence of an approved video inside the approval's transaction (the caller holds the
 * order and video locks). Keyed by the video (unique index, `ON CONFLICT DO NOTHING`): a retried
 * approval, or one racing another, leaves exactly one licence, and the first one stands.
 */
export async function grantLicence(tx: Tx, order: OrderRow, video: OrderVideoRow, approvedAt: Date): Promise<{ id: string } | null> {
  const terms = await licenceTermsOf(tx, order);
  const [creator] = await tx
    .select({ accountName: user.name, firstName: creatorProfile.firstName, lastName: creatorProfile.lastName })
    .from(user)
    .leftJoin(creatorProfile, eq(creatorProfile.userId, user.id))
    .where(eq(user.id, order.creatorUserId))
    .limit(1);
  const [brand] = await tx.select({ name: brandProfile.name }).from(brandProfile).where(eq(brandProfile.id, order.brandProfileId)).limit(1);
  const [latest] = await tx
    .select({ assetId: orderVideoVersion.assetId })
    .from(orderVideoVersion)
    .where(eq(orderVideoVersion.orderVideoId, video.id))
    .orderBy(desc(orderVideoVersion.version))
    .limit(1);
  const [row] = await tx
    .insert(videoLicence)
    .values({
      orderVideoId: video.id,
      orderId: order.id,
      assetId: latest?.assetId ?? null,
      licensorUserId: order.creatorUserId,
      licensorName: (creator && creatorDisplayName(creator)) || "Creator",
      licenseeBrandProfileId: order.brandProfileId,
      licenseeBuyerAccountId: order.buyerAccountId,
      licenseeName: brand?.name ?? "Brand",
      platforms: terms.platforms,
      usage: terms.usage,
      term: terms.term,
      rawFootage: terms.rawFootage,
      startsAt: approvedAt,
      endsAt: licenceEnd(approvedAt, terms.term),
    })
    .onConflictDoNothing({ target: videoLicence.orderVideoId })
    .returning({ id: videoLicence.id });
  return row ?? null;
}
