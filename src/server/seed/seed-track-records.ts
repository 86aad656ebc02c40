import { and, asc, count, eq, like } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { brandProfile, creatorPackage, creatorProfile, marketOrder, orderVideo, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { openConversation } from "@/server/domain/messages/open-conversation";
import { sendMessage } from "@/server/domain/messages/send-message";
import { approveOrderVideo, deliverOrderVideo, requestRevision } from "@/server/domain/orders/deliver-and-review";
import { DAY_MS } from "@/server/domain/orders/order-access";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { recomputeAllTrackRecords } from "@/server/domain/track-records/recompute-track-records";
import { DEMO_PASSWORD } from "./demo-accounts";
import { seedTopUp } from "./seed-orders";

/*
 * Demo track records (decision 083). Three more brands have bought from three directory creators
 * over the past months, through the use-cases (purchase, deliver, revision, approve; money through
 * the ledger like any order), and talked with them, so the records differ: one creator always on
 * time and quick to reply, one mostly on time, one often late and slow. The other directory
 * creators have too few orders and show "Not enough orders yet". It runs before the steps that
 * give delivered videos their files and spread the demo's dates (accounts sign up before their
 * first order); the records are computed last, from every order, message and ad result.
 */

export const HISTORY_BRANDS = [
  { email: "harbor@demo.reelbrief.com", name: "Lena Brooks", brand: "Harbor Coffee Co." },
  { email: "fieldnote@demo.reelbrief.com", name: "Marco Diaz", brand: "Fieldnote Apparel" },
  { email: "kinfolk@demo.reelbrief.com", name: "Hana Sato", brand: "Kinfolk Kitchen" },
] as const;

/** Per creator: each order on time or late, with or without a revision; and minutes to reply to each brand. */
const HISTORIES = [
  {
    orders: [
      { late: false, revision: false },
      { late: false, revision: false },
      { late: false, revision: true },
      { late: false, revision: false },
      { late: false, revision: false },
      { late: false, revision: false },
    ],
    replyMinutes: [25, 40, 55],
  },
  {
    orders: [
      { late: false, revision: false },
      { late: true, revision: true },
      { late: false, revision: false },
      { late: false, revision: true },
      { late: false, revision: false },
    ],
    replyMinutes: [150, 300, 420],
  },
  {
    orders: [
      { late: true, revision: true },
      { late: false, revision: false },
      { late: true, revision: true },
      { late: false, revision: false },
    ],
    replyMinutes: [1200, 1500, 2000],
  },
] as const;

const BRIEF = {
  whatToFilm: "Show the product in your morning routine, in daylight, with one clear hook in the first second.",
  product: "Demo product",
  links: [],
  notes: "",
};

export async function seedTrackRecordHistory(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Directory creators without orders yet, in a fixed order; the first three get a history.
  const creators = await db
    .select({ userId: creatorProfile.userId })
    .from(creatorProfile)
    .innerJoin(user, eq(user.id, creatorProfile.userId))
    .where(and(eq(creatorProfile.isListed, true), like(user.email, "%@creators.demo.reelbrief.com")))
    .orderBy(asc(user.email));
  const chosen: { userId: string; packageId: string; priceCents: number; turnaroundDays: number }[] = [];
  for (const c of creators) {
    if (chosen.length === HISTORIES.length) break;
    const [orders] = await db.select({ n: count() }).from(marketOrder).where(eq(marketOrder.creatorUserId, c.userId));
    if (orders!.n > 0) continue;
    const [pkg] = await db
      .select()
      .from(creatorPackage)
      .where(and(eq(creatorPackage.userId, c.userId), eq(creatorPackage.isActive, true)))
      .orderBy(asc(creatorPackage.priceCents))
      .limit(1);
    if (pkg) chosen.push({ userId: c.userId, packageId: pkg.id, priceCents: pkg.priceCents, turnaroundDays: pkg.turnaroundDays });
  }

  const brands: { userId: string; buyerAccountId: string; brandProfileId: string; spendCents: number }[] = [];
  for (const b of HISTORY_BRANDS) {
    const signed = await ctx.auth.api.signUpEmail({ body: { email: b.email, name: b.name, password: DEMO_PASSWORD } });
    await db
      .update(user)
      .set({ emailVerified: true, types: ["brand"], didOnboard: true })
      .where(eq(user.id, signed.user.id));
    const account = await resolveBuyerAccount(db, { userId: signed.user.id, activeOrganizationId: null });
    const [profile] = await db.insert(brandProfile).values({ buyerAccountId: account.id, name: b.brand }).returning();
    brands.push({ userId: signed.user.id, buyerAccountId: account.id, brandProfileId: profile!.id, spendCents: 0 });
  }

  const now = Date.now();
  const plans = chosen.flatMap((c, ci) => HISTORIES[ci]!.orders.map((o, i) => ({ c, o, i, brand: brands[i % brands.length]! })));
  for (const p of plans) p.brand.spendCents += p.c.priceCents;
  // Each brand's wallet holds exactly what it spends: the orders are its only money.
  for (const b of brands) await seedTopUp(ctx, b.buyerAccountId, b.userId, b.spendCents);

  for (const { c, o, i, brand } of plans) {
    const boughtAt = now - (150 - i * 14) * DAY_MS;
    const { order } = await purchasePackage(db, {
      packageId: c.packageId,
      brandProfileId: brand.brandProfileId,
      brief: BRIEF,
      shipsProduct: false,
      idempotencyKey: `seed-track-record-${c.userId}-${i}`,
      buyerAccountId: brand.buyerAccountId,
      buyerUserId: brand.userId,
      platformFeeBps: ctx.settings.PLATFORM_FEE_BPS,
      now: new Date(boughtAt),
      advance: true,
    });
    const videos = await db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id)).orderBy(asc(orderVideo.position));
    // On time: delivered at 40% of the turnaround, so even a revision (asked and re-delivered within
    // another 40%) lands before the deadline. Late: two days past it.
    const turnaround = c.turnaroundDays * DAY_MS;
    const deliveredAt = boughtAt + (o.late ? turnaround + 2 * DAY_MS : 0.4 * turnaround);
    const step = o.late ? DAY_MS : 0.2 * turnaround;
    const creator = { side: "creator" as const, userId: c.userId };
    const buyer = { side: "buyer" as const, buyerAccountId: brand.buyerAccountId };
    for (const v of videos) await deliverOrderVideo(db, { videoId: v.id, party: creator, now: new Date(deliveredAt) });
    if (o.revision && videos[0]!.revisionRoundsLeft > 0) {
      await requestRevision(db, {
        videoId: videos[0]!.id,
        party: buyer,
        userId: brand.userId,
        note: "Could you open on the product itself? The first second shows the kitchen.",
        now: new Date(deliveredAt + step),
      });
      await deliverOrderVideo(db, { videoId: videos[0]!.id, party: creator, now: new Date(deliveredAt + 2 * step) });
    }
    const approvedAt = new Date(deliveredAt + 2 * step + DAY_MS);
    for (const v of videos) await approveOrderVideo(db, { videoId: v.id, party: buyer, now: approvedAt });
  }

  // Each brand asked each creator a question and got an answer after the creator's usual time.
  for (const [ci, c] of chosen.entries()) {
    for (const [bi, b] of brands.entries()) {
      const convo = await openConversation(db, { userId: b.userId, otherUserId: c.userId });
      const askedAt = now - (60 - bi * 7 - ci) * DAY_MS;
      await sendMessage(db, {
        userId: b.userId,
        conversationId: convo.id,
        body: "Hi! Could you film our new product next month? Happy to send it this week.",
        now: new Date(askedAt),
      });
      await sendMessage(db, {
        userId: c.userId,
        conversationId: convo.id,
        body: "Thanks for asking! Yes, send it over and I'll confirm the date once it arrives.",
        now: new Date(askedAt + HISTORIES[ci]!.replyMinutes[bi]! * 60_000),
      });
    }
  }
}

/** The last seed step: every creator's record from the orders, messages and ad results the demo now has. */
export async function seedTrackRecords(ctx: AppContext): Promise<void> {
  await recomputeAllTrackRecords(ctx.db);
}
