import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { brandProfile, creatorPackage, orderVideo, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { approveOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { DAY_MS } from "@/server/domain/orders/order-access";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { createVariant } from "@/server/domain/variants/create-variant";
import { decideHook } from "@/server/domain/variants/decide-hook";
import { submitHook } from "@/server/domain/variants/submit-hook";
import { ffmpegPath } from "@/server/integrations/video/ffmpeg";
import { defaultCuts } from "@/lib/variant-cuts";
import { demoClip } from "./demo-clips/demo-clips";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedTopUp } from "./seed-orders";
import { deliverDemoVideo } from "./seed-videos";

const run = promisify(execFile);

/**
 * Hooks and variants in the demo (decision 080): the demo creator's single-video package offers
 * extra hooks and raw footage as add-ons; the demo brand bought it with three extra hooks. The
 * creator delivered four hooks (one rejected, three approved), the brand approved the video and
 * assembled three variants, which the workers render on first start. Each hook is the opening of another
 * demo ad (its own hook line).
 */
export async function seedVariants(ctx: AppContext): Promise<void> {
  const { db, storage } = ctx;
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  const [creator] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  if (!brand || !creator) return;
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const [profile] = await db.select({ id: brandProfile.id }).from(brandProfile).where(eq(brandProfile.buyerAccountId, buyer.id)).limit(1);
  const packages = await db
    .select()
    .from(creatorPackage)
    .where(and(eq(creatorPackage.userId, creator.id), eq(creatorPackage.isActive, true)))
    .orderBy(asc(creatorPackage.priceCents));
  const pkg = packages.find((p) => p.videos === 1) ?? packages[0];
  if (!profile || !pkg) return;
  const [offer] = await db
    .update(creatorPackage)
    .set({ extraHookPriceCents: 2_500, maxExtraHooks: 3, rawFootagePriceCents: pkg.rawFootage ? null : 6_000 })
    .where(eq(creatorPackage.id, pkg.id))
    .returning();

  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const extraHooks = 3;
  // What the add-ons cost is topped up first, so the brand's wallet ends where the other seeds leave it.
  await seedTopUp(ctx, buyer.id, brand.id, offer!.priceCents + extraHooks * 2_500 * offer!.videos);
  const { order } = await purchasePackage(db, {
    packageId: pkg.id,
    brandProfileId: profile.id,
    brief: {
      whatToFilm: "A 30 s ad for the Daily Shield SPF 50, plus three extra openings we can test against each other.",
      product: "Daily Shield SPF 50",
      links: [],
      notes: "Each extra hook is its own 2–5 s clip.",
    },
    shipsProduct: false,
    idempotencyKey: `seed-variants-${randomUUID()}`,
    buyerAccountId: buyer.id,
    buyerUserId: brand.id,
    platformFeeBps: ctx.settings.PLATFORM_FEE_BPS,
    extraHooks,
    now: at(12),
  });
  const videos = await db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id)).orderBy(asc(orderVideo.position));
  for (const [n, v] of videos.entries()) {
    await deliverDemoVideo(ctx, {
      script: 2,
      take: n % 2,
      orderVideoId: v.id,
      creatorUserId: creator.id,
      now: at(8),
      name: `spf-${n + 1}.mp4`,
    });
  }
  const first = videos[0];
  if (!first) return;
  const work = await mkdtemp(path.join(tmpdir(), "seed-hooks-"));
  try {
    const hooks = [];
    for (const [i, script] of [0, 1, 3, 4].entries()) {
      const file = await openingOf(work, script, i);
      const { size } = await stat(file);
      hooks.push(
        await submitHook(
          { db, storage },
          {
            orderVideoId: first.id,
            creatorUserId: creator.id,
            localFile: file,
            originalName: `hook-${i + 1}.mp4`,
            sizeBytes: size,
            now: at(7),
          },
        ),
      );
      // The second hook is rejected (its place was taken by the fourth), the others approved.
      const decision = i === 1 ? "rejected" : "approved";
      await decideHook(db, { hookId: hooks[i]!.id, buyerAccountId: buyer.id, decision, now: at(6) });
    }
    await approveOrderVideo(db, { videoId: first.id, party: { side: "buyer", buyerAccountId: buyer.id }, now: at(5) });
    const [approvedHookA, , approvedHookB, approvedHookC] = hooks;
    // The delivered demo ad is as long as the package asks.
    const cuts = defaultCuts(pkg.videoLengthSeconds * 1000);
    const shortBody = { ...cuts, bodyEndMs: Math.min(cuts.bodyEndMs, cuts.bodyStartMs + 8_000) };
    for (const [hook, c] of [
      [approvedHookA!, cuts],
      [approvedHookB!, cuts],
      [approvedHookC!, { ...shortBody, ctaStartMs: shortBody.bodyEndMs, ctaEndMs: shortBody.bodyEndMs + 3_000 }],
    ] as const) {
      // Queued, not rendered here: the workers render them in the first minute of `npm start`,
      // which keeps the seed fast (the ad formats are made the same way).
      await createVariant(db, {
        orderVideoId: first.id,
        buyerAccountId: buyer.id,
        userId: brand.id,
        hookId: hook.id,
        ...c,
        now: at(4),
      });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The first three seconds of another demo ad: its hook line, as a separate opening. */
async function openingOf(work: string, script: number, i: number): Promise<string> {
  const source = await demoClip(15, script, i % 2);
  const file = path.join(work, `hook-${i}.mp4`);
  await run(ffmpegPath(), [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-i",
    source.file,
    "-t",
    "3",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    file,
  ]);
  return file;
}
