import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { brandProfile, creatorPackage, creatorProfile, orderVideo } from "@/server/db/schema";
import { completeProfileParts } from "./creator-profile-fixtures";
import { resolveBuyerAccount } from "@/server/domain/accounts/resolve-buyer-account";
import { clearingOf, transfer, walletOf } from "@/server/domain/ledger";
import { purchasePackage } from "@/server/domain/orders/purchase-package";
import { createUser, type TestApp, type TestUser } from "./test-app";

export interface OrderWorld {
  brand: TestUser;
  buyerAccountId: string;
  brandProfileId: string;
  creator: TestUser;
  packageId: string;
}

/** A brand (with a brand profile and `walletCents` in its wallet) and a creator selling one package. */
export async function orderWorld(
  t: TestApp,
  options: { walletCents?: number; priceCents?: number; videos?: number; revisionRounds?: number; turnaroundDays?: number } = {},
): Promise<OrderWorld> {
  const brand = await createUser(t, { types: ["brand"] });
  const creator = await createUser(t, { types: ["creator"] });
  const buyer = await resolveBuyerAccount(t.ctx.db, { userId: brand.id, activeOrganizationId: null });
  const [profile] = await t.ctx.db.insert(brandProfile).values({ buyerAccountId: buyer.id, name: "Acme Skincare" }).returning();
  // A complete profile, so the creator is listed like a real seller (decision 033).
  await t.ctx.db.insert(creatorProfile).values({
    userId: creator.id,
    firstName: "Cory",
    lastName: "Maker",
    customUrl: `cory-${randomUUID().slice(0, 8)}`,
    ...completeProfileParts(),
  });
  const [pkg] = await t.ctx.db
    .insert(creatorPackage)
    .values({
      userId: creator.id,
      title: "Two TikTok videos",
      priceCents: options.priceCents ?? 20_000,
      videos: options.videos ?? 2,
      revisionRounds: options.revisionRounds ?? 1,
      turnaroundDays: options.turnaroundDays ?? 7,
    })
    .returning();
  if (options.walletCents) await topUp(t, buyer.id, options.walletCents);
  return { brand, buyerAccountId: buyer.id, brandProfileId: profile!.id, creator, packageId: pkg!.id };
}

export async function topUp(t: TestApp, buyerAccountId: string, amount: number): Promise<void> {
  await transfer(t.ctx.db, {
    from: clearingOf("sandbox"),
    to: walletOf(buyerAccountId),
    amount,
    reason: "top_up",
    reference: { type: "test", id: buyerAccountId },
    idempotencyKey: `test-top-up:${randomUUID()}`,
  });
}

export const BRIEF = { whatToFilm: "Unboxing and first impressions of the serum", product: "Glow Serum", links: [], notes: "" };

/** The platform's fee in these tests: 15%. */
export const TEST_FEE_BPS = 1500;

/** The world's brand buys the creator's package (15% fee): the order and its videos, by position. */
export async function buyOrder(t: TestApp, w: OrderWorld, options: { shipsProduct?: boolean; now?: Date } = {}) {
  const { order } = await purchasePackage(t.ctx.db, {
    packageId: w.packageId,
    brandProfileId: w.brandProfileId,
    brief: BRIEF,
    shipsProduct: options.shipsProduct ?? false,
    idempotencyKey: randomUUID(),
    buyerAccountId: w.buyerAccountId,
    buyerUserId: w.brand.id,
    platformFeeBps: TEST_FEE_BPS,
    now: options.now,
  });
  const videos = await t.ctx.db.select().from(orderVideo).where(eq(orderVideo.orderId, order.id)).orderBy(orderVideo.position);
  return { order, videos };
}

export function purchaseBody(w: OrderWorld, overrides: Record<string, unknown> = {}) {
  return {
    packageId: w.packageId,
    brandProfileId: w.brandProfileId,
    brief: BRIEF,
    shipsProduct: false,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}
