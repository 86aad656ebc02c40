import { and, eq } from "drizzle-orm";
import type { ProposalInput } from "@/contracts/campaigns";
import type { Db } from "@/server/db/database";
import { isUniqueViolation } from "@/server/db/pg-errors";
import { campaign, campaignInvitation, campaignProposal, creatorProfile } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { recordCreated } from "@/server/domain/events/transition";
import { requireCompleteProfile } from "@/server/domain/creators/require-complete-profile";
import { qualificationReasons } from "@/lib/campaign-qualification";
import { proposalMachine } from "./proposal-transitions";
import { attachProposalVideos } from "./proposal-videos";

const ALREADY = "You already have a proposal for this campaign; withdraw it to send a new one";

/**
 * A creator's proposal (docs/product/campaigns-and-proposals.md). Only an active campaign before its deadline takes one, and
 * only from a creator whose profile is complete, so the brand can vet who pitches.
 * The price is the campaign's fixed price, or the creator's bid within the campaign's range. A
 * creator who does not meet the requirements is refused with the reasons, unless the brand invited
 * them. One live proposal per creator per campaign: the partial unique index turns a concurrent
 * second submit into a 409, so a double click makes one proposal. The videos it names join it in
 * the same transaction (decision 046).
 */
export async function submitProposal(
  db: Db,
  input: { creatorUserId: string; campaignId: string; proposal: ProposalInput; now?: Date },
): Promise<{ id: string }> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      // A share lock: the campaign cannot close or pause under this proposal; other proposals proceed.
      const [c] = await tx.select().from(campaign).where(eq(campaign.id, input.campaignId)).for("share").limit(1);
      if (!c || c.status === "draft" || c.hiddenAt) throw new AppError("not_found", "Campaign not found");
      if (c.status !== "active") throw new AppError("invalid_state", "This campaign is not taking proposals");
      if (c.applicationDeadline && c.applicationDeadline <= now) throw new AppError("invalid_state", "The application deadline has passed");
      await requireCompleteProfile(tx, { userId: input.creatorUserId, to: "propose" });

      const [profile] = await tx
        .select({
          country: creatorProfile.country,
          niches: creatorProfile.niches,
          languages: creatorProfile.languages,
          total_followers: creatorProfile.totalFollowers,
        })
        .from(creatorProfile)
        .where(eq(creatorProfile.userId, input.creatorUserId))
        .limit(1);
      const [invited] = await tx
        .select({ id: campaignInvitation.id })
        .from(campaignInvitation)
        .where(and(eq(campaignInvitation.campaignId, c.id), eq(campaignInvitation.creatorUserId, input.creatorUserId)))
        .limit(1);
      const reasons = qualificationReasons(
        { countries: c.countries, niches: c.niches, languages: c.languages, min_followers: c.minFollowers },
        profile ?? { country: null, niches: [], languages: [], total_followers: 0 },
      );
      if (reasons.length > 0 && !invited)
        throw new AppError("forbidden", `You do not meet this campaign's requirements: ${reasons.join("; ")}`);

      let priceCents: number;
      if (c.pricing === "fixed") {
        priceCents = c.priceMinCents!;
      } else {
        const bid = input.proposal.price_cents;
        if (bid === undefined) throw new AppError("validation_error", "price_cents: enter your bid", { price_cents: "Enter your bid" });
        if (bid < c.priceMinCents! || bid > c.priceMaxCents!) {
          const range = `$${(c.priceMinCents! / 100).toFixed(2)}–$${(c.priceMaxCents! / 100).toFixed(2)}`;
          throw new AppError("validation_error", `price_cents: bid within ${range}`, { price_cents: `Bid within ${range}` });
        }
        priceCents = bid;
      }

      const [created] = await tx
        .insert(campaignProposal)
        .values({
          campaignId: c.id,
          creatorUserId: input.creatorUserId,
          status: proposalMachine.initial.status,
          pitch: input.proposal.pitch,
          priceCents,
          portfolioLinks: input.proposal.portfolio_links ?? [],
        })
        .returning({ id: campaignProposal.id });
      // A video that is not the creator's, unfinished, failed or on another proposal refuses the whole submit (400).
      await attachProposalVideos(tx, {
        creatorUserId: input.creatorUserId,
        proposalId: created!.id,
        assetIds: input.proposal.video_asset_ids ?? [],
      });
      await recordCreated(tx, proposalMachine, {
        id: created!.id,
        actor: { kind: "creator", id: input.creatorUserId },
        payload: { campaignId: c.id, buyerAccountId: c.buyerAccountId, priceCents },
      });
      return { id: created!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", ALREADY);
    throw error;
  }
}
