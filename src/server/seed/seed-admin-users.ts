import { eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { creatorPackage, creatorProfile, user } from "@/server/db/schema";
import { banUser } from "@/server/domain/users/ban-user";
import { setFeatureFlags } from "@/server/domain/users/set-feature-flags";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";

/** The people the admin's Users page shows in use (decision 058): a banned creator, flagged beta testers, an unverified sign-up. */
export const DEMO_ADMIN_USERS = {
  banned: { email: "rex.moreno@creators.demo.reelbrief.com", name: "Rex Moreno", customUrl: "rex-moreno" },
  bannedReason: "Sold the same footage to several brands; three buyers reported it.",
  betaBrand: { email: "priya@northwind.demo.reelbrief.com", name: "Priya Raman", flags: ["beta-reports", "new-inbox"] },
  betaCreator: { email: "sam.okoye@creators.demo.reelbrief.com", name: "Sam Okoye", flags: ["early-payouts"] },
  unverified: { email: "lee.park@demo.reelbrief.com", name: "Lee Park" },
} as const;

async function signUp(ctx: AppContext, email: string, name: string, set: Partial<typeof user.$inferInsert>): Promise<string> {
  const result = await ctx.auth.api.signUpEmail({ body: { email, name, password: DEMO_PASSWORD } });
  await ctx.db
    .update(user)
    .set({ emailVerified: true, ...set })
    .where(eq(user.id, result.user.id));
  return result.user.id;
}

/**
 * Runs last: the ban and the flags go through the admin's own use-cases, as the demo admin, so
 * their audit rows exist exactly as an admin's action would write them.
 */
export async function seedAdminUsers(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  if (!admin) throw new Error("seedAdminUsers runs after seedIdentities: the demo admin is missing");

  const d = DEMO_ADMIN_USERS;
  const rexId = await signUp(ctx, d.banned.email, d.banned.name, { types: ["creator"], didOnboard: true });
  await db
    .insert(creatorProfile)
    .values({ userId: rexId, firstName: "Rex", lastName: "Moreno", customUrl: d.banned.customUrl, country: "US" });
  await db.insert(creatorPackage).values({ userId: rexId, title: "Three unboxing videos", priceCents: 15_000, videos: 3 });
  await banUser(db, { actorUserId: admin.id, userId: rexId, reason: d.bannedReason });

  const priyaId = await signUp(ctx, d.betaBrand.email, d.betaBrand.name, { types: ["brand"], didOnboard: true });
  await setFeatureFlags(db, { actorUserId: admin.id, userId: priyaId, flags: [...d.betaBrand.flags] });
  const samId = await signUp(ctx, d.betaCreator.email, d.betaCreator.name, { types: ["creator"], didOnboard: true });
  await setFeatureFlags(db, { actorUserId: admin.id, userId: samId, flags: [...d.betaCreator.flags] });

  await signUp(ctx, d.unverified.email, d.unverified.name, { emailVerified: false });
}
