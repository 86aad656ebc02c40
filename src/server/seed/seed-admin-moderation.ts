import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { campaign, conversationParticipant, creatorPackage, creatorProfile, message, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { dismissReport } from "@/server/domain/moderation/dismiss-report";
import { hideContent } from "@/server/domain/moderation/hide-content";
import { reportContent } from "@/server/domain/moderation/report-content";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** The demo creator's package that moderation hid: the demo creator sees it with the banner. */
export const HIDDEN_DEMO_PACKAGE = "Guaranteed viral: 1M views or your money back";
export const HIDDEN_DEMO_PACKAGE_REASON =
  "Promises results no creator can guarantee (view counts). Remove the guarantee and ask us to restore it.";

/**
 * The moderation queue in use (docs/product/moderation-and-admin.md): open reports of a message, a creator profile
 * and a campaign; one dismissed; one actioned, whose package is hidden with a reason the demo
 * creator sees on their packages page. Written through the same use-cases the API calls.
 */
export async function seedAdminModeration(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const byEmail = async (email: string) => (await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  const [brand, creator, admin] = await Promise.all([
    byEmail(DEMO_ACCOUNTS.brand.email),
    byEmail(DEMO_ACCOUNTS.creator.email),
    byEmail(DEMO_ACCOUNTS.admin.email),
  ]);
  if (!brand || !creator || !admin) return;
  const brandAccount = (await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null })).id;
  const creatorAccount = (await resolveBuyerAccount(db, { userId: creator.id, activeOrganizationId: null })).id;

  // Open: a message someone sent the demo brand, reported by the brand.
  const [received] = await db
    .select({ id: message.id })
    .from(message)
    .innerJoin(
      conversationParticipant,
      and(eq(conversationParticipant.conversationId, message.conversationId), eq(conversationParticipant.userId, brand.id)),
    )
    .where(ne(message.senderId, brand.id))
    .orderBy(asc(message.createdAt))
    .limit(1);
  if (received) {
    await reportContent(db, {
      userId: brand.id,
      buyerAccountId: brandAccount,
      targetType: "message",
      targetId: received.id,
      reason: "Asked me to pay outside Reelbrief to skip the fee.",
    });
  }

  // Open: two listed creators' profiles, one to be dismissed below.
  const profiles = await db
    .select({ userId: creatorProfile.userId })
    .from(creatorProfile)
    .where(and(eq(creatorProfile.isListed, true), ne(creatorProfile.userId, creator.id)))
    .orderBy(asc(creatorProfile.createdAt))
    .limit(2);
  const [copied, fine] = profiles;
  if (copied) {
    await reportContent(db, {
      userId: brand.id,
      buyerAccountId: brandAccount,
      targetType: "creator_profile",
      targetId: copied.userId,
      reason: "The portfolio photos look copied from another creator's page.",
    });
  }

  // Open: an active campaign, reported by the demo creator.
  const [live] = await db
    .select({ id: campaign.id })
    .from(campaign)
    .where(and(eq(campaign.status, "active"), isNull(campaign.hiddenAt)))
    .orderBy(asc(campaign.publishedAt))
    .limit(1);
  if (live) {
    await reportContent(db, {
      userId: creator.id,
      buyerAccountId: creatorAccount,
      targetType: "campaign",
      targetId: live.id,
      reason: "The brief asks for fake before-and-after results.",
    });
  }

  // Dismissed: a profile report an admin found nothing wrong with.
  if (fine) {
    const filed = await reportContent(db, {
      userId: brand.id,
      buyerAccountId: brandAccount,
      targetType: "creator_profile",
      targetId: fine.userId,
      reason: "Their prices seem too low to be real.",
    });
    await dismissReport(db, { actorUserId: admin.id, reportId: filed.id, reason: "Low prices are allowed; the profile is genuine." });
  }

  // Actioned: the demo creator's package promising views, reported and hidden.
  const [pkg] = await db
    .insert(creatorPackage)
    .values({
      userId: creator.id,
      title: HIDDEN_DEMO_PACKAGE,
      description: "Three videos and a guarantee of one million views, or a full refund.",
      priceCents: 95_000,
      videos: 3,
      videoLengthSeconds: 30,
      turnaroundDays: 10,
      revisionRounds: 1,
      position: 90,
    })
    .returning({ id: creatorPackage.id });
  await reportContent(db, {
    userId: brand.id,
    buyerAccountId: brandAccount,
    targetType: "package",
    targetId: pkg!.id,
    reason: "Guarantees view counts, which nobody can promise.",
  });
  await hideContent(db, { actorUserId: admin.id, type: "package", id: pkg!.id, reason: HIDDEN_DEMO_PACKAGE_REASON });
}
