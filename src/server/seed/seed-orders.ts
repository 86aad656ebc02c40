import { and, asc, eq, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Brief } from "@/contracts/orders";
import type { AppContext } from "@/server/context";
import { brandProfile, creatorPackage, orderVideo, paymentCheckout, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { cancelOrder, openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { resolveDispute } from "@/server/domain/orders/resolve-dispute";
import { approveOrderVideo, requestRevision } from "@/server/domain/orders/deliver-and-review";
import { DAY_MS, type OrderParty } from "@/server/domain/orders/order-access";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { deletePackage } from "@/server/domain/packages/delete-package";
import { runOrderJobs } from "@/server/domain/orders/run-order-jobs";
import { markReceived, updateTracking } from "@/server/domain/orders/ship-and-receive";
import { applyPaymentEvent } from "@/server/domain/wallet/handle-payment-webhook";
import { getPaymentProvider } from "@/server/integrations/payments";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedReviewComments } from "./seed-reviews";
import { deliverDemoVideo } from "./seed-videos";

type Plan =
  | "funded"
  | "awaiting_untracked"
  | "awaiting_tracked"
  | "in_production"
  | "in_production_received"
  | "late"
  | "delivered"
  | "review_due_soon"
  | "revision_requested"
  | "completed"
  | "cancelled"
  | "disputed"
  | "refunded";

const BRIEFS: Brief[] = [
  {
    whatToFilm:
      "A morning routine featuring the Barrier Repair Serum: apply on camera, show the texture close up, say how your skin feels after a week.",
    product: "Barrier Repair Serum 30 ml",
    links: ["https://glowtheory.example/serum"],
    notes: "No fragrance claims, please. Natural light works best.",
  },
  {
    whatToFilm: "Unbox the Night Cream gift set and react honestly; end with your favourite item and why.",
    product: "Night Cream gift set",
    links: [],
    notes: "",
  },
  {
    whatToFilm: "Three different hooks for the SPF 50 launch: problem/solution, before/after, and a 'things I wish I knew' list.",
    product: "Daily Shield SPF 50",
    links: ["https://glowtheory.example/spf"],
    notes: "Keep each video under 30 seconds.",
  },
];

/**
 * Demo orders in every state (docs/product/local-mode-and-settings.md), between the demo brand and the demo creator (and
 * two other creators), made through the order use-cases so the ledger, the timelines and the
 * clocks agree with what a real run would leave. The brand's wallet ends where seedMoney left it
 * ($1,250): a sandbox top-up of what the kept orders cost is paid first, through the webhook path.
 */
export async function seedOrders(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [brand] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  const [creator] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.creator.email)).limit(1);
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.admin.email)).limit(1);
  if (!brand || !creator) return;
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const [profile] = await db.select({ id: brandProfile.id }).from(brandProfile).where(eq(brandProfile.buyerAccountId, buyer.id)).limit(1);
  if (!profile) return;
  const packages = await db
    .select()
    .from(creatorPackage)
    .where(eq(creatorPackage.userId, creator.id))
    .orderBy(asc(creatorPackage.priceCents));
  const single = packages.find((p) => p.videos === 1);
  const trio = packages.find((p) => p.videos === 3);
  const retired = packages.find((p) => p.title.endsWith("(retired)") && p.archivedAt === null);
  const others = await db
    .select()
    .from(creatorPackage)
    .where(and(ne(creatorPackage.userId, creator.id), eq(creatorPackage.videos, 1), eq(creatorPackage.isActive, true)))
    .orderBy(asc(creatorPackage.createdAt))
    .limit(2);
  if (!single || !trio) return;

  const plans: { plan: Plan; pkg: typeof single; daysAgo: number }[] = [
    { plan: "cancelled", pkg: single, daysAgo: 12 },
    { plan: "refunded", pkg: single, daysAgo: 30 },
    { plan: "funded", pkg: single, daysAgo: 0 },
    { plan: "awaiting_untracked", pkg: single, daysAgo: 1 },
    { plan: "awaiting_tracked", pkg: trio, daysAgo: 3 },
    { plan: "in_production", pkg: single, daysAgo: 2 },
    { plan: "in_production_received", pkg: trio, daysAgo: 6 },
    { plan: "late", pkg: single, daysAgo: 14 },
    { plan: "delivered", pkg: single, daysAgo: 8 },
    { plan: "review_due_soon", pkg: single, daysAgo: 11 },
    { plan: "revision_requested", pkg: trio, daysAgo: 15 },
    { plan: "completed", pkg: single, daysAgo: 25 },
    // Older approvals, so the content library shows licences expiring within 30 days and expired
    // (the single package's term is 90 days; approval is 6 days after purchase).
    { plan: "completed", pkg: single, daysAgo: 86 },
    { plan: "completed", pkg: single, daysAgo: 130 },
    { plan: "disputed", pkg: single, daysAgo: 20 },
    // The retired package was sold once before it was withdrawn; it is archived below.
    ...(retired ? [{ plan: "completed" as const, pkg: retired, daysAgo: 45 }] : []),
    ...others.map((pkg, i) => ({ plan: i === 0 ? ("completed" as const) : ("in_production" as const), pkg, daysAgo: 9 + i })),
  ];
  const kept = plans.filter((p) => p.plan !== "cancelled" && p.plan !== "refunded").reduce((sum, p) => sum + p.pkg.priceCents, 0);
  await seedTopUp(ctx, buyer.id, brand.id, kept);

  // Deliveries are real files through the real processing job: posters, strips, versions. Each is
  // an ad for the product of its order's brief, as long as its package asks for.
  const now = Date.now();
  const brandSide: OrderParty = { side: "buyer", buyerAccountId: buyer.id };
  const fee = ctx.settings.PLATFORM_FEE_BPS;
  for (const [i, { plan, pkg, daysAgo }] of plans.entries()) {
    const at = (days: number) => new Date(now - days * DAY_MS);
    const ships = ["awaiting_untracked", "awaiting_tracked", "in_production_received", "cancelled"].includes(plan);
    const creatorSide: OrderParty = { side: "creator", userId: pkg.userId };
    const { order } = await purchasePackage(db, {
      packageId: pkg.id,
      brandProfileId: profile.id,
      brief: BRIEFS[i % BRIEFS.length]!,
      shipsProduct: ships,
      idempotencyKey: `seed-${plan}-${i}-${randomUUID()}`,
      buyerAccountId: buyer.id,
      buyerUserId: brand.id,
      platformFeeBps: fee,
      now: at(daysAgo),
      advance: plan !== "funded",
    });
    const videos = await db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id)).orderBy(asc(orderVideo.position));
    const script = i % BRIEFS.length;
    // A multi-video order alternates the two takes of its ad, as a hook test would.
    const deliverAll = async (days: number) => {
      for (const [n, v] of videos.entries()) {
        await deliverDemoVideo(ctx, { script, take: n % 2, orderVideoId: v.id, creatorUserId: pkg.userId, now: at(days) });
      }
    };
    switch (plan) {
      case "awaiting_tracked":
        await updateTracking(db, {
          videoId: videos[0]!.id,
          party: brandSide,
          carrier: "ups",
          trackingNumber: "1Z999AA10123456784",
          applyToAll: true,
          now: at(2),
        });
        break;
      case "in_production_received":
        await updateTracking(db, {
          videoId: videos[0]!.id,
          party: brandSide,
          carrier: "usps",
          trackingNumber: "9400111899223197428490",
          applyToAll: true,
          now: at(5),
        });
        for (const [n, v] of videos.entries()) {
          await markReceived(db, {
            videoId: v.id,
            party: creatorSide,
            condition: n === 2 ? "damaged" : "received",
            note: n === 2 ? "The outer box was crushed; one bottle leaked a little, enough left to film." : "",
            photoKey: null,
            now: at(3),
          });
        }
        break;
      case "delivered":
        await deliverAll(1);
        // The brand has started reviewing the SPF ad: comments pinned to moments, one answered, one settled.
        await seedReviewComments(db, {
          videoId: videos[0]!.id,
          brand: { party: brandSide, userId: brand.id },
          creator: { party: creatorSide, userId: pkg.userId },
          comments: [
            {
              by: "brand",
              at: 6.5,
              body: "Could the label face the camera here? It turns away for a moment.",
              reply: { by: "creator", body: "Good catch — I have a take where it stays front-on, I can swap it in." },
            },
            { by: "brand", at: 17, until: 20.5, body: "Love the beach test in daylight, keep this stretch.", resolvedBy: "creator" },
          ],
        });
        break;
      case "review_due_soon":
        await deliverAll(4.5);
        break;
      case "revision_requested":
        await deliverAll(6);
        await approveOrderVideo(db, { videoId: videos[0]!.id, party: brandSide, now: at(5) });
        // Comments first: the revision request carries the open one (the resolved one stays behind).
        await seedReviewComments(db, {
          videoId: videos[1]!.id,
          brand: { party: brandSide, userId: brand.id },
          creator: { party: creatorSide, userId: pkg.userId },
          comments: [
            {
              by: "brand",
              at: 2.5,
              body: "Say “fragrance-free” before this cut — it is what our buyers search for.",
              reply: { by: "creator", body: "Makes sense, I'll re-record the opening line." },
            },
            { by: "brand", at: 9.5, body: "The close-up of the whipped texture is great.", resolvedBy: "brand" },
          ],
        });
        await requestRevision(db, {
          videoId: videos[1]!.id,
          party: brandSide,
          note: "Could the hook mention the fragrance-free formula in the first two seconds?",
          now: at(5),
        });
        // The third video already went through a revision: version 2 waits for the brand's review.
        // A revision request cites what to fix (decision 077): here a comment pinned where the shot should change.
        await seedReviewComments(db, {
          videoId: videos[2]!.id,
          brand: { party: brandSide, userId: brand.id },
          creator: { party: creatorSide, userId: pkg.userId },
          comments: [{ by: "brand", at: 8, body: "End on the product shot, label facing the camera." }],
        });
        await requestRevision(db, { videoId: videos[2]!.id, party: brandSide, note: "Please end on the product shot.", now: at(5) });
        await deliverDemoVideo(ctx, {
          script,
          take: 1,
          orderVideoId: videos[2]!.id,
          creatorUserId: pkg.userId,
          now: at(3),
          name: "final-cut-v2.mp4",
        });
        break;
      case "completed":
        await deliverAll(daysAgo - 5);
        for (const v of videos) await approveOrderVideo(db, { videoId: v.id, party: brandSide, now: at(daysAgo - 6) });
        break;
      case "cancelled":
        await cancelOrder(db, {
          orderId: order.id,
          party: brandSide,
          reason: "The product launch moved to next quarter.",
          now: at(daysAgo - 1),
        });
        break;
      case "disputed":
        await deliverAll(daysAgo - 8);
        await openDispute(db, {
          orderId: order.id,
          party: brandSide,
          reason: "The video shows a competitor's product in the background for most of the clip.",
          now: at(daysAgo - 9),
        });
        break;
      case "refunded":
        await deliverAll(daysAgo - 8);
        await openDispute(db, {
          orderId: order.id,
          party: creatorSide,
          reason: "The brand asked for a second, unpaid video in the review.",
          now: at(daysAgo - 9),
        });
        await resolveDispute(db, {
          orderId: order.id,
          adminUserId: admin?.id ?? "seed-admin",
          outcome: "refund",
          reason: "Delivered video did not follow the brief.",
          now: at(daysAgo - 12),
        });
        break;
      default:
        break;
    }
  }
  // Withdrawn after its sale: the package use-case archives it (it was ordered) instead of deleting it.
  if (retired) await deletePackage(db, { userId: retired.userId, packageId: retired.id });
  // The clocks, as the worker would have run them: reminders, the late order, the review warning.
  await runOrderJobs(db, new Date(now));
}

/** A paid sandbox top-up credited through the webhook path (as seedMoney does). */
export async function seedTopUp(ctx: AppContext, buyerAccountId: string, userId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  const provider = getPaymentProvider(ctx.settings);
  const [checkout] = await ctx.db
    .insert(paymentCheckout)
    .values({ buyerAccountId, createdByUserId: userId, provider: provider.name, purpose: "top_up", amountCents: amount })
    .returning({ id: paymentCheckout.id });
  await ctx.db.update(paymentCheckout).set({ providerSessionId: checkout!.id }).where(eq(paymentCheckout.id, checkout!.id));
  await applyPaymentEvent(ctx.db, provider, {
    eventId: `evt_seed_${checkout!.id}`,
    type: "seed.top_up.paid",
    payload: { seed: true },
    checkout: { sessionId: checkout!.id, checkoutId: checkout!.id, outcome: "paid", amountCents: amount, card: null, failureReason: null },
  });
}
