import { and, asc, eq } from "drizzle-orm";
import type { Db, Executor } from "@/server/db/database";
import { socialLink } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export interface SocialLinkInput {
  platform: (typeof socialLink.platform.enumValues)[number];
  handle: string;
  url: string;
  followerCount?: number | null;
}

const columns = {
  id: socialLink.id,
  platform: socialLink.platform,
  handle: socialLink.handle,
  url: socialLink.url,
  followerCount: socialLink.followerCount,
};

/** The creator's own social links (docs/product creator settings), oldest first. */
export function listOwnSocialLinks(db: Executor, userId: string) {
  return db.select(columns).from(socialLink).where(eq(socialLink.userId, userId)).orderBy(asc(socialLink.createdAt));
}

/** Adds a link; one per platform. The follower total of the directory follows by trigger. */
export async function addSocialLink(db: Db, userId: string, input: SocialLinkInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: socialLink.id })
      .from(socialLink)
      .where(and(eq(socialLink.userId, userId), eq(socialLink.platform, input.platform)))
      .for("update")
      .limit(1);
    if (existing) {
      throw new AppError("conflict", `platform: you already have a ${input.platform} link; edit it instead`, {
        platform: "You already linked this platform; edit that link instead",
      });
    }
    const [row] = await tx
      .insert(socialLink)
      .values({ userId, ...input, followerCount: input.followerCount ?? null })
      .returning(columns);
    return row!;
  });
}

/** Changes one of the caller's links; another creator's link is a 404 like a missing one. */
export async function updateSocialLink(db: Db, userId: string, id: string, input: SocialLinkInput) {
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: socialLink.id })
      .from(socialLink)
      .where(and(eq(socialLink.userId, userId), eq(socialLink.platform, input.platform)))
      .limit(1);
    if (clash && clash.id !== id) {
      throw new AppError("conflict", `platform: you already have a ${input.platform} link`, {
        platform: "You already linked this platform",
      });
    }
    const [row] = await tx
      .update(socialLink)
      .set({ ...input, followerCount: input.followerCount ?? null })
      .where(and(eq(socialLink.id, id), eq(socialLink.userId, userId)))
      .returning(columns);
    if (!row) throw new AppError("not_found", "Social link not found");
    return row;
  });
}

export async function deleteSocialLink(db: Executor, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(socialLink)
    .where(and(eq(socialLink.id, id), eq(socialLink.userId, userId)))
    .returning({ id: socialLink.id });
  if (rows.length === 0) throw new AppError("not_found", "Social link not found");
}
