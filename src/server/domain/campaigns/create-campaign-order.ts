import type { Tx } from "@/server/db/database";
import type { campaign, campaignProposal } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { createAndFundOrder } from "@/server/domain/orders/create-and-fund-order";
import { escrowPaidUsage } from "@/server/domain/paid-usage/escrow-paid-usage";
import { platformLabel } from "@/lib/package-labels";

/** docs/product/orders.md: a campaign order gives the creator 7 days from the start of production. */
export const CAMPAIGN_TURNAROUND_DAYS = 7;

export interface CampaignOrderInput {
  campaign: typeof campaign.$inferSelect;
  proposal: typeof campaignProposal.$inferSelect;
  acceptedByUserId: string;
  platformFeeBps: number;
  now: Date;
}

/** The brief's lists as the order's notes (the order keeps a snapshot: later edits do not change it). */
function notesOf(c: typeof campaign.$inferSelect): string {
  const section = (title: string, items: string[]) => (items.length ? `${title}:\n${items.map((i) => `- ${i}`).join("\n")}` : "");
  return [
    section("Talking points", c.talkingPoints),
    section("Hooks", c.hooks),
    section("Do", c.dos),
    section("Don't", c.donts),
    c.platforms.length ? `Platforms: ${c.platforms.map(platformLabel).join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n")
    .slice(0, 2000);
}

/**
 * Creates and funds the order of an accepted proposal through the order engine (docs/product/orders.md:
 * both purchase paths end in one order), inside the acceptance's transaction: a short wallet
 * throws `insufficient_funds` and the whole acceptance rolls back. Keyed by the proposal, so a
 * retried acceptance finds the same order.
 */
export async function createAndFundCampaignOrder(tx: Tx, input: CampaignOrderInput): Promise<{ orderId: string }> {
  const { campaign: c, proposal: p } = input;
  if (!c.brandProfileId) throw new AppError("invalid_state", "This campaign's brand profile was deleted; it cannot take orders");
  const links = [...(c.productUrl ? [c.productUrl] : []), ...c.exampleVideoUrls].slice(0, 5);
  const { order, replayed } = await createAndFundOrder(tx, {
    source: "campaign",
    buyerAccountId: c.buyerAccountId,
    buyerUserId: input.acceptedByUserId,
    brandProfileId: c.brandProfileId,
    creatorUserId: p.creatorUserId,
    packageId: null,
    proposalId: p.id,
    snapshot: {
      id: null,
      title: c.title,
      description: c.description,
      videos: c.videosPerCreator,
      videoLengthSeconds: c.videoLengthSeconds,
      aspectRatio: c.aspectRatio,
      turnaroundDays: CAMPAIGN_TURNAROUND_DAYS,
      revisionRounds: c.revisionRounds,
      usageRightsTerm: c.usageRightsTerm,
      rawFootage: c.rawFootageAsked,
      // The campaign asked for them; the accepted bid covers them (decision 080).
      extraHooks: c.extraHooksPerVideo,
      addOnCents: 0,
      paidUsage: c.paidUsageAsk,
    },
    priceCents: p.priceCents,
    platformFeeBps: input.platformFeeBps,
    brief: { whatToFilm: c.description, product: c.productName.slice(0, 200), links, notes: notesOf(c) },
    shipsProduct: c.productShipped,
    idempotencyKey: `proposal:${p.id}`,
    actor: { kind: "buyer", id: c.buyerAccountId },
    now: input.now,
  });
  // The campaign's paid-usage ask (decision 084): escrowed on top of the bid, released at hand-over.
  if (c.paidUsageAsk && !replayed) {
    await escrowPaidUsage(tx, { orderId: order.id, buyerAccountId: c.buyerAccountId, ...c.paidUsageAsk, now: input.now });
  }
  return { orderId: order.id };
}
