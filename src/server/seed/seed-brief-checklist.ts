import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { brandProfile, creatorPackage, orderVideo, orderVideoVersion, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { orderChecklistItems } from "@/server/domain/brief-checklist/order-checklist";
import { tickChecklistItem } from "@/server/domain/brief-checklist/tick-checklist-item";
import { DAY_MS, type OrderParty } from "@/server/domain/orders/order-access";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedTopUp } from "./seed-orders";
import { deliverDemoVideo } from "./seed-videos";

/** The brief of the demo order whose checklist is half ticked: its lists become the checklist's items. */
export const CHECKLIST_DEMO_BRIEF = {
  whatToFilm: "A 20-second morning routine with the Barrier Repair Serum, filmed in daylight at a bathroom sink.",
  product: "Barrier Repair Serum 30 ml",
  links: [],
  notes: [
    "Hooks:\n- Open on the dropper touching the skin",
    "Talking points:\n- Fragrance-free formula\n- Calms redness in a week",
    "Do:\n- Show the label facing the camera",
    "Don't:\n- Mention other brands",
  ].join("\n\n"),
};

/**
 * The brief as a checklist in the demo (decision 077): the demo brand buys the demo creator's
 * single-video package with a brief that has hooks, talking points, do's and don'ts; the creator
 * delivers; the brand has ticked half the items (the hook met, a talking point not met) and left
 * the rest for the demo visitor. Everything goes through the use-cases; a top-up of the price
 * first keeps the brand's wallet where seedMoney left it.
 */
export async function seedBriefChecklist(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const byEmail = async (email: string) => (await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  const [brand, creator] = await Promise.all([byEmail(DEMO_ACCOUNTS.brand.email), byEmail(DEMO_ACCOUNTS.creator.email)]);
  if (!brand || !creator) return;
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const [profile] = await db.select({ id: brandProfile.id }).from(brandProfile).where(eq(brandProfile.buyerAccountId, buyer.id)).limit(1);
  const [pkg] = await db
    .select()
    .from(creatorPackage)
    .where(
      and(
        eq(creatorPackage.userId, creator.id),
        eq(creatorPackage.videos, 1),
        eq(creatorPackage.isActive, true),
        isNull(creatorPackage.archivedAt),
      ),
    )
    .orderBy(asc(creatorPackage.position))
    .limit(1);
  if (!profile || !pkg) return;

  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  await seedTopUp(ctx, buyer.id, brand.id, pkg.priceCents);
  const { order } = await purchasePackage(db, {
    packageId: pkg.id,
    brandProfileId: profile.id,
    brief: CHECKLIST_DEMO_BRIEF,
    shipsProduct: false,
    idempotencyKey: `seed-brief-checklist-${randomUUID()}`,
    buyerAccountId: buyer.id,
    buyerUserId: brand.id,
    platformFeeBps: ctx.settings.PLATFORM_FEE_BPS,
    now: at(4),
  });
  const [video] = await db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id)).limit(1);
  if (!video) return;
  await deliverDemoVideo(ctx, { script: 0, orderVideoId: video.id, creatorUserId: creator.id, now: at(1), name: "morning-routine.mp4" });
  const [version] = await db
    .select({ id: orderVideoVersion.id })
    .from(orderVideoVersion)
    .where(eq(orderVideoVersion.orderVideoId, video.id))
    .limit(1);
  if (!version) return;

  const brandSide: OrderParty = { side: "buyer", buyerAccountId: buyer.id };
  const items = await orderChecklistItems(db, order.id);
  // Half the items ticked: the first met, the next not met, and so on; the second half left open.
  for (const [n, item] of items.slice(0, Math.ceil(items.length / 2)).entries()) {
    await tickChecklistItem(db, {
      videoId: video.id,
      party: brandSide,
      userId: brand.id,
      versionId: version.id,
      itemId: item.id,
      state: n % 2 === 0 ? "met" : "unmet",
    });
  }
}
