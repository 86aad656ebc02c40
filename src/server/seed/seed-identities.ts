import { eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { brandProfile, creatorProfile, socialLink, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";

/**
 * The demo accounts come with a history (orders, messages, payouts), so they signed up a day
 * before the seed ran: signing in to them is a return visit, greeted "Welcome back"
 * (src/lib/welcome.ts), while an account signed up today is greeted as new.
 */
const DEMO_SIGNED_UP_AGO_MS = 24 * 3600 * 1000;

async function signUp(ctx: AppContext, email: string, name: string): Promise<string> {
  const result = await ctx.auth.api.signUpEmail({ body: { email, name, password: DEMO_PASSWORD } });
  const signedUpAt = new Date(Date.now() - DEMO_SIGNED_UP_AGO_MS);
  await ctx.db.update(user).set({ emailVerified: true, createdAt: signedUpAt, updatedAt: signedUpAt }).where(eq(user.id, result.user.id));
  return result.user.id;
}

/** The three demo logins with believable profiles: a brand, a creator and an admin. */
export async function seedIdentities(ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const brandId = await signUp(ctx, DEMO_ACCOUNTS.brand.email, DEMO_ACCOUNTS.brand.name);
  await db
    .update(user)
    .set({ types: ["brand"], didOnboard: true })
    .where(eq(user.id, brandId));
  const buyer = await resolveBuyerAccount(db, { userId: brandId, activeOrganizationId: null });
  await db.insert(brandProfile).values({
    buyerAccountId: buyer.id,
    name: "Glow Theory Skincare",
    // Seeded pictures stay static files under public/ (decision 018): a replacement upload never deletes them.
    logoUrl: "/images/brands/glow-theory.svg",
    website: "https://glowtheory.example",
    industry: "Beauty & personal care",
    description: "Clean, fragrance-free skincare for sensitive skin, sold direct to consumers.",
  });

  const creatorId = await signUp(ctx, DEMO_ACCOUNTS.creator.email, DEMO_ACCOUNTS.creator.name);
  await db
    .update(user)
    .set({ types: ["creator"], didOnboard: true })
    .where(eq(user.id, creatorId));
  await db.insert(creatorProfile).values({
    userId: creatorId,
    firstName: "Jordan",
    lastName: "Ellis",
    shortBio: "Skincare & wellness UGC creator · honest demos that convert",
    description:
      "I film unboxings, routines and voice-over demos for skincare, wellness and home brands. Five years of paid social experience, fast turnaround, raw footage on request.",
    customUrl: "jordan-ellis",
    niches: ["beauty", "wellness", "home"],
    country: "US",
    languages: ["en", "es"],
    dateOfBirth: "1996-04-12",
  });
  await db.insert(socialLink).values([
    { userId: creatorId, platform: "tiktok", handle: "@jordanfilms", url: "https://www.tiktok.com/@jordanfilms", followerCount: 48200 },
    {
      userId: creatorId,
      platform: "instagram",
      handle: "@jordan.ellis",
      url: "https://www.instagram.com/jordan.ellis",
      followerCount: 21500,
    },
  ]);

  const adminId = await signUp(ctx, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.name);
  await db.update(user).set({ role: "admin", didOnboard: true }).where(eq(user.id, adminId));
}
