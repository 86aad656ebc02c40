import { and, asc, eq, ne } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { creatorProfile, user } from "@/server/db/schema";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { demoClip } from "./demo-clips/demo-clips";
import { addDemoPortfolioVideo } from "./seed-videos";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Portfolio videos for a few demo creators (decision 042): two for the demo creator, one each for
 * two directory creators, demo ads made by the same generator as the deliveries and processed by the
 * real job, so their public pages play them. Kept to four to keep the seed quick.
 */
export async function seedPortfolios(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [demo] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  const others = await db
    .select({ id: creatorProfile.userId })
    .from(creatorProfile)
    .where(and(eq(creatorProfile.isListed, true), ...(demo ? [ne(creatorProfile.userId, demo.id)] : [])))
    .orderBy(asc(creatorProfile.customUrl))
    .limit(2);
  const now = Date.now();
  // Ads of the demo scripts (AD_SCRIPTS), mostly lengths the orders' deliveries already made.
  const plan = [
    ...(demo
      ? [
          { userId: demo.id, name: "Morning routine — serum.mp4", script: 0, seconds: 30 },
          { userId: demo.id, name: "Unboxing — glow kit.mp4", script: 1, seconds: 30 },
        ]
      : []),
    ...others.map((o, i) => ({
      userId: o.id,
      ...(i === 0 ? { name: "Product demo.mp4", script: 3, seconds: 30 } : { name: "Testimonial.mp4", script: 4, seconds: 15 }),
    })),
  ];
  for (const [i, p] of plan.entries()) {
    await addDemoPortfolioVideo(ctx, {
      clip: (await demoClip(p.seconds, p.script)).file,
      creatorUserId: p.userId,
      name: p.name,
      now: new Date(now - (30 - i) * DAY_MS),
    });
  }
}
