import { randomUUID } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { brandProfile, creatorPackage, marketOrder, orderVideo, user } from "@/server/db/schema";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { openConversation } from "@/server/domain/messages/open-conversation";
import { sendMessage } from "@/server/domain/messages/send-message";
import { openDispute } from "@/server/domain/orders/cancel-and-dispute";
import { DAY_MS, type OrderParty } from "@/server/domain/orders/order-access";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { resolveDispute } from "@/server/domain/orders/resolve-dispute";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedTopUp } from "./seed-orders";
import { seedReviewComments } from "./seed-reviews";
import { deliverDemoVideo } from "./seed-videos";

/** The split the resolved demo dispute records: 60% of the escrow to the creator, before the fee. */
export const DEMO_SPLIT_CREATOR_SHARE = 0.6;
export const DEMO_SPLIT_REASON =
  "The hook and the demo follow the brief; the last third shows the old packaging the brief ruled out. 60% to the creator for the usable part, 40% back to the brand.";

/**
 * The dispute desk's demo (docs/product/moderation-and-admin.md, docs/product/local-mode-and-settings.md): the open dispute seedOrders left gets its evidence
 * — frame-pinned comments on the delivery and the parties' messages about it — and a second order
 * is disputed and resolved as a split through the real use-case, so its ledger rows, events and
 * audit row are exact. The brand's wallet ends where seedMoney left it: the top-up below is the
 * creator's part, the brand's part comes back from the escrow.
 */
export async function seedAdminDisputes(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const byEmail = async (email: string) => (await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  const [brand, creator, admin] = await Promise.all([
    byEmail(DEMO_ACCOUNTS.brand.email),
    byEmail(DEMO_ACCOUNTS.creator.email),
    byEmail(DEMO_ACCOUNTS.admin.email),
  ]);
  if (!brand || !creator || !admin) return;
  const buyer = await resolveBuyerAccount(db, { userId: brand.id, activeOrganizationId: null });
  const brandSide: OrderParty = { side: "buyer", buyerAccountId: buyer.id };
  const creatorSide: OrderParty = { side: "creator", userId: creator.id };
  const brandCaller = {
    buyer: { id: buyer.id, kind: "personal" as const, organizationId: null, role: "owner" as const },
    types: ["brand" as const],
  };
  const convo = await openConversation(db, { userId: brand.id, otherUserId: creator.id });
  const now = Date.now();
  const at = (daysAgo: number, minute = 0) => new Date(now - daysAgo * DAY_MS + minute * 60_000);

  // The open dispute: comments on the delivery and the exchange that led to it.
  const [open] = await db
    .select({ id: marketOrder.id, openedAt: marketOrder.disputeOpenedAt })
    .from(marketOrder)
    .where(and(eq(marketOrder.buyerAccountId, buyer.id), eq(marketOrder.status, "disputed")))
    .limit(1);
  if (open) {
    const [video] = await db.select({ id: orderVideo.id }).from(orderVideo).where(eq(orderVideo.orderId, open.id)).limit(1);
    if (video) {
      await seedReviewComments(db, {
        videoId: video.id,
        brand: { party: brandSide, userId: brand.id },
        creator: { party: creatorSide, userId: creator.id },
        comments: [
          {
            by: "brand",
            at: 4,
            until: 11,
            body: "A competitor's bottle sits on the shelf behind you for this whole stretch.",
            reply: { by: "creator", body: "It is out of focus — nobody can read the label." },
          },
          { by: "brand", at: 21, body: "Our logo never appears on screen; the brief asked for it in the close." },
        ],
      });
    }
    const daysAgo = open.openedAt ? (now - open.openedAt.getTime()) / DAY_MS : 11;
    await sendMessage(db, {
      userId: brand.id,
      caller: brandCaller,
      conversationId: convo.id,
      body: "The delivery has a competitor's bottle in the background for most of the clip. We can't run this.",
      ref: { type: "order", id: open.id },
      now: at(daysAgo + 0.5),
    });
    await sendMessage(db, {
      userId: creator.id,
      conversationId: convo.id,
      body: "It is blurred and the brief didn't say anything about the background. I can't reshoot without a new product sample.",
      ref: { type: "order", id: open.id },
      now: at(daysAgo + 0.5, 40),
    });
  }

  // The resolved dispute: another creator's one-video package (the demo creator's earnings stay
  // what the payout demo expects), delivered, disputed by the brand, split by the admin.
  const [pkg] = await db
    .select()
    .from(creatorPackage)
    .where(and(ne(creatorPackage.userId, creator.id), eq(creatorPackage.videos, 1), eq(creatorPackage.isActive, true)))
    .orderBy(asc(creatorPackage.createdAt), asc(creatorPackage.id))
    .limit(1);
  const [profile] = await db.select({ id: brandProfile.id }).from(brandProfile).where(eq(brandProfile.buyerAccountId, buyer.id)).limit(1);
  if (!pkg || !profile) return;
  const creatorCents = Math.round(pkg.priceCents * DEMO_SPLIT_CREATOR_SHARE);
  await seedTopUp(ctx, buyer.id, brand.id, creatorCents);
  const { order } = await purchasePackage(db, {
    packageId: pkg.id,
    brandProfileId: profile.id,
    brief: {
      whatToFilm: "A 30-second morning routine with the new Glow Serum: the hook in the first 3 seconds, the new bottle in the close.",
      product: "Glow Serum (new packaging)",
      links: [],
      notes: "Only the new white bottle: the old amber one is discontinued.",
    },
    shipsProduct: false,
    idempotencyKey: `seed-dispute-split-${randomUUID()}`,
    buyerAccountId: buyer.id,
    buyerUserId: brand.id,
    platformFeeBps: ctx.settings.PLATFORM_FEE_BPS,
    now: at(40),
  });
  const [video] = await db.select({ id: orderVideo.id }).from(orderVideo).where(eq(orderVideo.orderId, order.id)).limit(1);
  if (!video) return;
  await deliverDemoVideo(ctx, { script: 2, orderVideoId: video.id, creatorUserId: pkg.userId, now: at(35) });
  await seedReviewComments(db, {
    videoId: video.id,
    brand: { party: brandSide, userId: brand.id },
    creator: { party: { side: "creator", userId: pkg.userId }, userId: pkg.userId },
    comments: [{ by: "brand", at: 20, body: "This is the old amber bottle — the brief said new packaging only." }],
  });
  await openDispute(db, {
    orderId: order.id,
    party: brandSide,
    reason: "The last third of the video shows the discontinued packaging the brief ruled out.",
    now: at(33),
  });
  await resolveDispute(db, {
    orderId: order.id,
    adminUserId: admin.id,
    outcome: "split",
    creatorCents,
    buyerCents: pkg.priceCents - creatorCents,
    reason: DEMO_SPLIT_REASON,
    now: at(30),
  });
}
