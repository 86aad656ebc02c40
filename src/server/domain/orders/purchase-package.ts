import { and, eq, getTableColumns, isNull } from "drizzle-orm";
import type { PurchaseOrderRequest } from "@/contracts/orders";
import type { Db } from "@/server/db/database";
import { brandProfile, creatorPackage, creatorProfile } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { addOnChoiceErrors, priceWithAddOns } from "@/lib/package-add-ons";
import { findPaidUsageOffer } from "@/lib/paid-usage";
import { escrowPaidUsage } from "@/server/domain/paid-usage/escrow-paid-usage";
import { createAndFundOrder } from "./create-and-fund-order";
import type { OrderRow } from "./order-access";

export interface PurchasePackageInput extends PurchaseOrderRequest {
  buyerAccountId: string;
  buyerUserId: string;
  platformFeeBps: number;
  now?: Date;
  /** False leaves the order funded (the seed shows that state); the product always advances. */
  advance?: boolean;
}

/**
 * A brand buys a creator's package (docs/product/orders.md.1): the order is created and funded in one
 * transaction. An inactive, hidden (moderation) or unknown package, a package of a creator who is not listed (an
 * incomplete profile, a ban), or a brand profile of another buyer account, is `not_found`; a
 * creator cannot buy their own package.
 */
export async function purchasePackage(db: Db, input: PurchasePackageInput): Promise<{ order: OrderRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // Only a listed creator (complete profile, not banned) sells: packages go live with the profile.
    const [pkg] = await tx
      .select(getTableColumns(creatorPackage))
      .from(creatorPackage)
      .innerJoin(creatorProfile, and(eq(creatorProfile.userId, creatorPackage.userId), eq(creatorProfile.isListed, true)))
      .where(and(eq(creatorPackage.id, input.packageId), eq(creatorPackage.isActive, true), isNull(creatorPackage.hiddenAt)))
      .limit(1);
    if (!pkg) throw new AppError("not_found", "This package is not available", { packageId: "This package is not available" });
    const [profile] = await tx
      .select({ id: brandProfile.id })
      .from(brandProfile)
      .where(and(eq(brandProfile.id, input.brandProfileId), eq(brandProfile.buyerAccountId, input.buyerAccountId)))
      .limit(1);
    if (!profile) throw new AppError("not_found", "Brand profile not found", { brandProfileId: "Choose one of your brand profiles" });
    if (pkg.userId === input.buyerUserId) throw new AppError("forbidden", "You cannot buy your own package");
    // Add-ons (decision 080) are part of the order's price: escrowed and released with the videos' shares.
    const choice = { extraHooks: input.extraHooks ?? 0, rawFootage: input.rawFootage ?? false };
    const addOnErrors = addOnChoiceErrors(pkg, choice);
    const firstError = Object.entries(addOnErrors)[0];
    if (firstError) throw new AppError("validation_error", `${firstError[0]}: ${firstError[1]}`, addOnErrors);
    const price = priceWithAddOns(pkg, choice);
    // Paid usage (decision 084) is escrowed beside the order's price, released at hand-over.
    const paidUsage = input.paidUsage ? findPaidUsageOffer(pkg.paidUsageOffers, input.paidUsage) : null;
    if (input.paidUsage && !paidUsage) {
      const message = "This package does not offer that paid usage";
      throw new AppError("validation_error", `paidUsage: ${message}`, { paidUsage: message });
    }
    const result = await createAndFundOrder(tx, {
      source: "package",
      buyerAccountId: input.buyerAccountId,
      buyerUserId: input.buyerUserId,
      brandProfileId: profile.id,
      creatorUserId: pkg.userId,
      packageId: pkg.id,
      proposalId: null,
      snapshot: {
        id: pkg.id,
        title: pkg.title,
        description: pkg.description,
        videos: pkg.videos,
        videoLengthSeconds: pkg.videoLengthSeconds,
        aspectRatio: pkg.aspectRatio,
        turnaroundDays: pkg.turnaroundDays,
        revisionRounds: pkg.revisionRounds,
        usageRightsTerm: pkg.usageRightsTerm,
        rawFootage: pkg.rawFootage || choice.rawFootage,
        extraHooks: choice.extraHooks,
        addOnCents: price.addOnCents,
        paidUsage,
      },
      priceCents: price.totalCents,
      platformFeeBps: input.platformFeeBps,
      brief: input.brief,
      shipsProduct: input.shipsProduct,
      idempotencyKey: input.idempotencyKey,
      actor: { kind: "buyer", id: input.buyerAccountId },
      now: input.now,
      advance: input.advance,
    });
    if (paidUsage && !result.replayed) {
      await escrowPaidUsage(tx, { orderId: result.order.id, buyerAccountId: input.buyerAccountId, ...paidUsage, now: input.now });
    }
    return result;
  });
}
