import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { creatorPackage, creatorProfile, creatorUrlHistory, socialLink, user } from "@/server/db/schema";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import {
  avatarPath,
  creatorSlug,
  DEMO_CREATOR_SLUG,
  INCOMPLETE_CREATOR,
  RENAMED_CREATOR,
  scenePath,
  SEED_CREATORS,
  type SeedCreator,
  type SeedPlatform,
} from "./seed-creators-data";

type PackageRow = typeof creatorPackage.$inferInsert;

const PLATFORM_URL: Record<SeedPlatform, (handle: string) => string> = {
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}`,
  snapchat: (h) => `https://www.snapchat.com/add/${h}`,
};

/** Whole dollars → cents, rounded to a "nice" price ending in 0 or 5 dollars. */
const niceCents = (dollars: number) => Math.round(dollars / 5) * 5 * 100;

/**
 * A creator's packages, scaled from the base price. The index varies the offer so the directory
 * is not uniform: some creators sell one package, most sell two or three.
 */
function packagesFor(userId: string, basePrice: number, index: number, niche: string): PackageRow[] {
  const single: PackageRow = {
    userId,
    title: "One UGC video",
    description: `A single ${niche} video: hook, demo and call to action, shot vertically and edited with captions.`,
    priceCents: niceCents(basePrice),
    videos: 1,
    videoLengthSeconds: index % 2 === 0 ? 30 : 45,
    aspectRatio: "9:16",
    turnaroundDays: 5 + (index % 4),
    revisionRounds: 1,
    usageRightsTerm: "90d",
    rawFootage: false,
  };
  const trio: PackageRow = {
    userId,
    title: "Three-video hook test",
    description: "Three videos with different opening hooks on the same script, so you can test which one performs.",
    priceCents: niceCents(basePrice * 2.6),
    videos: 3,
    videoLengthSeconds: 30,
    aspectRatio: "9:16",
    turnaroundDays: 8 + (index % 5),
    revisionRounds: 2,
    usageRightsTerm: index % 3 === 0 ? "1y" : "90d",
    rawFootage: false,
  };
  const bundle: PackageRow = {
    userId,
    title: "Content bundle + raw footage",
    description: "Five edited videos in two aspect ratios plus all raw clips, with perpetual usage rights for paid social.",
    priceCents: niceCents(basePrice * 4.2),
    videos: 5,
    videoLengthSeconds: 60,
    aspectRatio: index % 2 === 0 ? "4:5" : "1:1",
    turnaroundDays: 14,
    revisionRounds: 3,
    usageRightsTerm: "perpetual",
    rawFootage: true,
  };
  const offer = index % 7 === 3 ? [single] : index % 5 === 1 ? [single, trio] : [single, trio, bundle];
  // Every few creators keep a paused package (packages in every state); it is not sold.
  const paused: PackageRow[] =
    index % 4 === 2
      ? [
          {
            userId,
            title: "Holiday gifting set (paused)",
            description: "Two seasonal videos around gifting moments. Back on sale for the next season.",
            priceCents: niceCents(basePrice * 1.8),
            videos: 2,
            videoLengthSeconds: 30,
            aspectRatio: "9:16",
            turnaroundDays: 10,
            revisionRounds: 1,
            usageRightsTerm: "90d",
            rawFootage: false,
            isActive: false,
          },
        ]
      : [];
  return [...offer, ...paused].map((p, position) => ({ ...p, position }));
}

/** Four "video stills" from the creator's niches (the public page's photo strip). */
function photosFor(niches: string[], index: number): string[] {
  return [0, 1, 2, 3].map((i) => scenePath(niches[i % niches.length]!, (index + i) % 4));
}

function handleFor(c: Pick<SeedCreator, "first" | "last">, platform: SeedPlatform): string {
  const base = creatorSlug(c).replace(/-/g, platform === "tiktok" || platform === "instagram" ? "." : "");
  return platform === "youtube" ? `${base}films` : base;
}

/**
 * The demo directory: the 41 creators of seed-creators-data.ts as creator accounts
 * without a password (they only exist to be browsed), each with a profile, social links and
 * packages; and avatar, photos and packages for the demo creator login. Sign-up dates are
 * spread over the last months so "Newest" has a stable order.
 */
export async function seedCreators(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const now = Date.now();

  for (const [index, c] of SEED_CREATORS.entries()) {
    const slug = creatorSlug(c);
    const userId = randomUUID();
    const createdAt = new Date(now - (index + 2) * 3 * 24 * 3600 * 1000);
    await db.insert(user).values({
      id: userId,
      name: `${c.first} ${c.last}`,
      email: `${slug}@creators.demo.reelbrief.com`,
      emailVerified: true,
      types: ["creator"],
      didOnboard: true,
      createdAt,
      updatedAt: createdAt,
    });
    await db.insert(creatorProfile).values({
      userId,
      firstName: c.first,
      lastName: c.last,
      shortBio: c.shortBio,
      description: c.description,
      customUrl: slug,
      avatar: avatarPath(slug),
      ...photoColumns(photosFor(c.niches, index)),
      niches: c.niches,
      country: c.country,
      languages: c.languages,
      createdAt,
      updatedAt: createdAt,
    });
    await db.insert(socialLink).values(
      c.socials.map(([platform, followers]) => {
        const handle = handleFor(c, platform);
        return { userId, platform, handle: `@${handle}`, url: PLATFORM_URL[platform](handle), followerCount: followers };
      }),
    );
    await db.insert(creatorPackage).values(packagesFor(userId, c.basePrice, index, c.niches[0] ?? "product"));
  }

  await seedProfileStates(ctx, now);

  const [demo] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  if (!demo) return;
  await db
    .update(creatorProfile)
    .set({ avatar: avatarPath(DEMO_CREATOR_SLUG), ...photoColumns(photosFor(["beauty", "wellness", "home"], 1)) })
    .where(eq(creatorProfile.userId, demo.id));
  const demoPackages = packagesFor(demo.id, 210, 0, "skincare");
  await db.insert(creatorPackage).values([
    ...demoPackages,
    {
      userId: demo.id,
      title: "Founder-style testimonial",
      description: "A talking-head review in your founder's voice. Paused while the calendar is full.",
      priceCents: niceCents(210 * 1.5),
      videos: 1,
      videoLengthSeconds: 60,
      aspectRatio: "9:16",
      turnaroundDays: 7,
      revisionRounds: 2,
      usageRightsTerm: "1y",
      rawFootage: false,
      isActive: false,
      position: demoPackages.length,
    },
    {
      // Retired after launch season: seedOrders buys it once and then deletes it through the
      // package use-case, which archives it because it was ordered (only an ordered
      // package is ever archived; an unordered one is deleted). On sale until then.
      userId: demo.id,
      title: "Launch-week starter (retired)",
      description: "Two quick launch videos. Retired after launch season.",
      priceCents: niceCents(210 * 1.7),
      videos: 2,
      videoLengthSeconds: 20,
      aspectRatio: "1:1",
      turnaroundDays: 5,
      revisionRounds: 1,
      usageRightsTerm: "30d",
      rawFootage: false,
      isActive: true,
      position: demoPackages.length + 1,
    },
  ]);
}

/**
 * The profile states (decision 033): one creator renamed their URL 12 days ago (the old one
 * redirects), and one has not finished the profile (no pictures), so the directory and /c/ hide them.
 */
async function seedProfileStates(ctx: AppContext, now: number): Promise<void> {
  const { db } = ctx;
  const [renamed] = await db
    .select({ userId: creatorProfile.userId })
    .from(creatorProfile)
    .where(eq(creatorProfile.customUrl, RENAMED_CREATOR.current))
    .limit(1);
  if (renamed) {
    const changedAt = new Date(now - RENAMED_CREATOR.changedDaysAgo * 24 * 3600 * 1000);
    await db.insert(creatorUrlHistory).values({
      slug: RENAMED_CREATOR.old,
      userId: renamed.userId,
      changedAt,
      expiresAt: new Date(changedAt.getTime() + 90 * 24 * 3600 * 1000),
    });
  }

  const c = INCOMPLETE_CREATOR;
  const userId = randomUUID();
  const createdAt = new Date(now - 2 * 24 * 3600 * 1000);
  await db.insert(user).values({
    id: userId,
    name: `${c.first} ${c.last}`,
    email: `${c.slug}@creators.demo.reelbrief.com`,
    emailVerified: true,
    types: ["creator"],
    didOnboard: true,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(creatorProfile).values({
    userId,
    firstName: c.first,
    lastName: c.last,
    shortBio: c.shortBio,
    customUrl: c.slug,
    niches: c.niches,
    country: c.country,
    languages: c.languages,
    createdAt,
    updatedAt: createdAt,
  });
}

function photoColumns(photos: string[]) {
  return {
    profilePhotoOne: photos[0] ?? null,
    profilePhotoTwo: photos[1] ?? null,
    profilePhotoThree: photos[2] ?? null,
    profilePhotoFour: photos[3] ?? null,
  };
}
