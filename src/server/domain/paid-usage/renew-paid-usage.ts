import { eq } from "drizzle-orm";
import type { PaidUsageView } from "@/contracts/paid-usage";
import type { Db } from "@/server/db/database";
import { creatorPackage, paidUsageAuthorisation } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import { canRenew, findPaidUsageOffer, isOfferedWindow, paidUsageStatus } from "@/lib/paid-usage";
import { escrowPaidUsage } from "./escrow-paid-usage";
import { lockPaidUsageForParty } from "./paid-usage-access";
import { toPaidUsageView } from "./paid-usage-view";

/**
 * One-click renewal (decision 084): a new authorisation that extends a handed-over one, bought like
 * the first — its price from the wallet into the order's escrow — and released when the creator
 * confirms or extends the code's window (hands it over again). Its window starts where the running
 * one ends. Same platform; the window and price are the package's current offer when it still has
 * one, else those of the authorisation renewed. One renewal per authorisation: a second click
 * answers the renewal already bought.
 */
export async function renewPaidUsage(
  db: Db,
  input: { id: string; parties: readonly OrderParty[]; windowDays?: number; now?: Date },
): Promise<{ view: PaidUsageView; replayed: boolean }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const { row, order, party } = await lockPaidUsageForParty(tx, input.id, input.parties);
    if (party.side !== "buyer") throw new AppError("forbidden", "Only the brand renews paid usage");
    const [existing] = await tx.select().from(paidUsageAuthorisation).where(eq(paidUsageAuthorisation.renewalOf, row.id)).limit(1);
    if (existing) return { view: toPaidUsageView(existing, { order, party, now, codeKey: null, hasRenewal: false }), replayed: true };
    if (!canRenew(paidUsageStatus(row, now))) {
      throw new AppError("invalid_state", "Only a paid usage that was handed over (and not revoked) can be renewed");
    }
    if (order.status === "cancelled" || order.status === "refunded" || order.status === "disputed")
      throw new AppError("invalid_state", "This order is closed or in dispute");
    const windowDays = input.windowDays ?? row.windowDays;
    if (!isOfferedWindow(row.platform, windowDays)) {
      throw new AppError("validation_error", "windowDays: This platform does not grant that window", {
        windowDays: "This platform does not grant that window",
      });
    }
    let priceCents = windowDays === row.windowDays ? row.priceCents : null;
    if (order.packageId) {
      const [pkg] = await tx
        .select({ offers: creatorPackage.paidUsageOffers })
        .from(creatorPackage)
        .where(eq(creatorPackage.id, order.packageId))
        .limit(1);
      const offer = pkg ? findPaidUsageOffer(pkg.offers, { platform: row.platform, windowDays }) : null;
      if (offer) priceCents = offer.priceCents;
    }
    if (priceCents === null) {
      throw new AppError("validation_error", "windowDays: The creator does not offer that window", {
        windowDays: "The creator does not offer that window",
      });
    }
    const renewal = await escrowPaidUsage(tx, {
      orderId: order.id,
      buyerAccountId: order.buyerAccountId,
      platform: row.platform,
      windowDays,
      priceCents,
      renewalOf: row.id,
      now,
    });
    return { view: toPaidUsageView(renewal, { order, party, now, codeKey: null, hasRenewal: false }), replayed: false };
  });
}
