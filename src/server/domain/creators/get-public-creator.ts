import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorPackage, creatorProfile, socialLink, user } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { getTrackRecord } from "@/server/domain/track-records/get-track-records";
import { listPublicPortfolioVideos } from "./portfolio-videos";
import { displayName } from "./search-creators";
import type { PublicCreator } from "@/contracts/creators";

/**
 * The public page /c/{custom_url}. Only what a visitor may see: never the date of birth, the
 * gender or the e-mail; only active packages not hidden by moderation; only ready portfolio videos. Only listed creators (complete profile, creator type,
 * not banned: is_listed, decision 033) have one; anyone else is "not found".
 */
export async function getPublicCreatorOrThrow(db: Executor, customUrl: string): Promise<PublicCreator> {
  const slug = customUrl.trim().toLowerCase();
  const [row] = await db
    .select({ profile: creatorProfile, userName: user.name })
    .from(creatorProfile)
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .where(and(eq(creatorProfile.customUrl, slug), eq(creatorProfile.isListed, true)))
    .limit(1);
  if (!row) throw notFound("Creator");
  const p = row.profile;

  const [links, packages, portfolioVideos, trackRecord] = await Promise.all([
    db
      .select({ platform: socialLink.platform, handle: socialLink.handle, url: socialLink.url, followerCount: socialLink.followerCount })
      .from(socialLink)
      .where(eq(socialLink.userId, p.userId))
      .orderBy(desc(socialLink.followerCount)),
    db
      .select({
        id: creatorPackage.id,
        title: creatorPackage.title,
        description: creatorPackage.description,
        priceCents: creatorPackage.priceCents,
        videos: creatorPackage.videos,
        videoLengthSeconds: creatorPackage.videoLengthSeconds,
        aspectRatio: creatorPackage.aspectRatio,
        turnaroundDays: creatorPackage.turnaroundDays,
        revisionRounds: creatorPackage.revisionRounds,
        usageRightsTerm: creatorPackage.usageRightsTerm,
        rawFootage: creatorPackage.rawFootage,
        extraHookPriceCents: creatorPackage.extraHookPriceCents,
        maxExtraHooks: creatorPackage.maxExtraHooks,
        rawFootagePriceCents: creatorPackage.rawFootagePriceCents,
        paidUsageOffers: creatorPackage.paidUsageOffers,
      })
      .from(creatorPackage)
      .where(
        and(
          eq(creatorPackage.userId, p.userId),
          eq(creatorPackage.isActive, true),
          isNull(creatorPackage.archivedAt),
          isNull(creatorPackage.hiddenAt),
        ),
      )
      // The creator's own order ("Your Packages" reorder), then cheapest first.
      .orderBy(asc(creatorPackage.position), asc(creatorPackage.priceCents), asc(creatorPackage.id)),
    listPublicPortfolioVideos(db, p.userId),
    getTrackRecord(db, p.userId),
  ]);

  return {
    userId: p.userId,
    customUrl: p.customUrl!,
    name: displayName(p.firstName, p.lastName, row.userName),
    firstName: p.firstName,
    lastName: p.lastName,
    shortBio: p.shortBio,
    description: p.description,
    avatar: p.avatar,
    photos: [p.profilePhotoOne, p.profilePhotoTwo, p.profilePhotoThree, p.profilePhotoFour].filter((x): x is string => !!x),
    niches: p.niches,
    country: p.country,
    languages: p.languages,
    socialLinks: links,
    packages,
    portfolioVideos,
    ratingAverage: p.ratingAverage === null ? null : Number(p.ratingAverage),
    ratingCount: p.ratingCount,
    trackRecord,
    updatedAt: p.updatedAt,
  };
}
