import { and, asc, eq, gt } from "drizzle-orm";
import type { CreatorProfileSettings } from "@/contracts/creator-profile";
import type { Executor } from "@/server/db/database";
import { creatorProfile, creatorUrlHistory } from "@/server/db/schema";
import { notFound } from "@/server/errors";

/** The caller's own creator profile as the settings form edits it (only ever the session's user). */
export async function getOwnCreatorProfileOrThrow(db: Executor, userId: string, now = new Date()): Promise<CreatorProfileSettings> {
  const [[p], history] = await Promise.all([
    db.select().from(creatorProfile).where(eq(creatorProfile.userId, userId)).limit(1),
    db
      .select({ slug: creatorUrlHistory.slug, expiresAt: creatorUrlHistory.expiresAt })
      .from(creatorUrlHistory)
      .where(and(eq(creatorUrlHistory.userId, userId), gt(creatorUrlHistory.expiresAt, now)))
      .orderBy(asc(creatorUrlHistory.expiresAt)),
  ]);
  if (!p) throw notFound("Creator profile");
  return {
    first_name: p.firstName,
    last_name: p.lastName,
    short_bio: p.shortBio,
    description: p.description,
    custom_url: p.customUrl,
    niches: p.niches,
    languages: p.languages,
    country: p.country,
    avatar: p.avatar,
    profile_photo_one: p.profilePhotoOne,
    profile_photo_two: p.profilePhotoTwo,
    profile_photo_three: p.profilePhotoThree,
    profile_photo_four: p.profilePhotoFour,
    is_listed: p.isListed,
    hidden_reason: p.hiddenAt ? (p.hiddenReason ?? "") : null,
    old_urls: history.filter((h) => h.slug !== p.customUrl).map((h) => ({ slug: h.slug, expires_at: h.expiresAt.toISOString() })),
  };
}
