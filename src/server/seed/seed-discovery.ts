import { and, asc, eq, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppContext } from "@/server/context";
import { brandProfile, creatorPackage, creatorProfile, marketOrder, orderVideo, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { addCreatorToList, createCreatorList } from "@/server/domain/discovery/creator-lists";
import { rateOrder, replyToRating } from "@/server/domain/discovery/ratings";
import { approveOrderVideo, deliverOrderVideo } from "@/server/domain/orders/deliver-and-review";
import { DAY_MS } from "@/server/domain/orders/order-access";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { seedTopUp } from "./seed-orders";

/*
 * Demo data of brand discovery (docs/product/local-mode-and-settings.md, decision 034): the demo
 * brand's saved lists, its ratings of its completed orders (one with the creator's reply, one still
 * changeable), and one creator with several ratings from three more brands, so the directory's
 * rating sort and filter, the cards and the creator pages show real numbers. Everything goes
 * through the use-cases (purchase, deliver, approve, rate, reply), so the averages are the ones the
 * rating transaction keeps.
 */

const OTHER_BRANDS = [
  {
    email: "northwind@demo.reelbrief.com",
    name: "Sam Ortiz",
    brand: "Northwind Outdoors",
    stars: 5,
    text: "Nailed the trail shots on the first try. Clear communication, delivered two days early.",
  },
  {
    email: "lumen@demo.reelbrief.com",
    name: "Priya Nair",
    brand: "Lumen Skincare",
    stars: 4,
    text: "Lovely natural light and an honest voice. One small revision on the captions.",
  },
  {
    email: "brightside@demo.reelbrief.com",
    name: "Tom Becker",
    brand: "Brightside Pets",
    stars: 5,
    text: "Our best-performing ad this quarter. Booking again.",
  },
];

const BRIEF = {
  whatToFilm: "Unbox the product and show it in use in your daily routine, in daylight.",
  product: "Demo product",
  links: [],
  notes: "",
};

async function completeOrder(ctx: AppContext, orderId: string, buyerAccountId: string, creatorUserId: string, at: Date) {
  const videos = await ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, orderId)).orderBy(asc(orderVideo.position));
  for (const v of videos) await deliverOrderVideo(ctx.db, { videoId: v.id, party: { side: "creator", userId: creatorUserId }, now: at });
  for (const v of videos) await approveOrderVideo(ctx.db, { videoId: v.id, party: { side: "buyer", buyerAccountId }, now: at });
}

export async function seedDiscovery(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  const [demoCreator] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  if (!brand || !demoCreator) return;
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const now = Date.now();

  // The demo brand rates its completed orders: the demo creator's (recent enough to change, with a reply), the other's.
  const completed = await db
    .select({ id: marketOrder.id, creatorUserId: marketOrder.creatorUserId })
    .from(marketOrder)
    .where(and(eq(marketOrder.buyerAccountId, buyer.id), eq(marketOrder.status, "completed")))
    .orderBy(asc(marketOrder.createdAt));
  for (const order of completed) {
    const isDemoCreator = order.creatorUserId === demoCreator.id;
    await rateOrder(db, {
      buyerAccountId: buyer.id,
      userId: brand.id,
      orderId: order.id,
      stars: isDemoCreator ? 5 : 4,
      text: isDemoCreator
        ? "Jordan understood the brief instantly. The hook in the first second doubled our thumb-stop rate."
        : "Great energy on camera; delivery was on time and the edit needed no changes.",
      now: new Date(now - (isDemoCreator ? 3 : 20) * DAY_MS),
    });
    if (isDemoCreator) {
      await replyToRating(db, {
        creatorUserId: order.creatorUserId,
        orderId: order.id,
        reply: "Thank you, Maya! The serum made it easy. Happy to film the next drop.",
        now: new Date(now - 2 * DAY_MS),
      });
    }
  }

  // One creator with several ratings: the other creator the demo brand bought from, rated by three more brands.
  const rated = completed.find((o) => o.creatorUserId !== demoCreator.id);
  if (rated) {
    const [pkg] = await db
      .select()
      .from(creatorPackage)
      .where(and(eq(creatorPackage.userId, rated.creatorUserId), eq(creatorPackage.isActive, true), eq(creatorPackage.videos, 1)))
      .orderBy(asc(creatorPackage.priceCents))
      .limit(1);
    if (pkg) {
      for (const [i, other] of OTHER_BRANDS.entries()) {
        const signed = await ctx.auth.api.signUpEmail({ body: { email: other.email, name: other.name, password: DEMO_PASSWORD } });
        await db
          .update(user)
          .set({ emailVerified: true, types: ["brand"], didOnboard: true })
          .where(eq(user.id, signed.user.id));
        const account = await resolveBuyerAccount(db, { userId: signed.user.id, activeOrganizationId: null });
        const [profile] = await db.insert(brandProfile).values({ buyerAccountId: account.id, name: other.brand }).returning();
        await seedTopUp(ctx, account.id, signed.user.id, pkg.priceCents);
        const daysAgo = 40 - i * 8;
        const { order } = await purchasePackage(db, {
          packageId: pkg.id,
          brandProfileId: profile!.id,
          brief: BRIEF,
          shipsProduct: false,
          idempotencyKey: `seed-discovery-${i}-${randomUUID()}`,
          buyerAccountId: account.id,
          buyerUserId: signed.user.id,
          platformFeeBps: ctx.settings.PLATFORM_FEE_BPS,
          now: new Date(now - daysAgo * DAY_MS),
          advance: true,
        });
        await completeOrder(ctx, order.id, account.id, rated.creatorUserId, new Date(now - (daysAgo - 5) * DAY_MS));
        await rateOrder(db, {
          buyerAccountId: account.id,
          userId: signed.user.id,
          orderId: order.id,
          stars: other.stars,
          text: other.text,
          now: new Date(now - (daysAgo - 6) * DAY_MS),
        });
        if (i === 0) {
          await replyToRating(db, {
            creatorUserId: rated.creatorUserId,
            orderId: order.id,
            reply: "Thanks Sam, that trail was a joy to film!",
            now: new Date(now - (daysAgo - 7) * DAY_MS),
          });
        }
      }
    }
  }

  // The demo brand's saved lists.
  const listed = await db
    .select({ userId: creatorProfile.userId, niches: creatorProfile.niches })
    .from(creatorProfile)
    .where(and(eq(creatorProfile.isListed, true), ne(creatorProfile.userId, brand.id)))
    .orderBy(asc(creatorProfile.createdAt));
  const skincare = listed.filter((c) => c.niches.some((n) => n === "skincare" || n === "beauty")).slice(0, 3);
  const summer = listed.filter((c) => c.niches.some((n) => n === "outdoors" || n === "fitness" || n === "travel")).slice(0, 2);
  for (const [name, creators] of [
    ["Skincare shortlist", skincare],
    ["Summer launch", summer],
  ] as const) {
    const list = await createCreatorList(db, { buyerAccountId: buyer.id, userId: brand.id, name });
    for (const c of creators) {
      await addCreatorToList(db, { buyerAccountId: buyer.id, userId: brand.id, listId: list.id, creatorUserId: c.userId });
    }
  }
}
