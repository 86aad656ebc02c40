import type { Tx } from "@/server/db/database";
import { AppError } from "@/server/errors";

export interface CampaignOrderInput {
  buyerAccountId: string;
  brandProfileId: string | null;
  creatorUserId: string;
  campaignId: string;
  proposalId: string;
  priceCents: number;
  videos: number;
  videoLengthSeconds: number;
  aspectRatio: string;
  revisionRounds: number;
  usageRightsTerm: string;
  productShipped: boolean;
  acceptedByUserId: string;
}

/**
 * The seam to the order engine (PRODUCT.md §2, §5): creates the order for an accepted proposal and
 * funds its escrow from the wallet inside the caller's transaction, throwing `insufficient_funds`
 * with nothing moved when the wallet is short. Until the order engine (branch `orders`) is merged,
 * accepting is refused here and the acceptance rolls back.
 */
export function createAndFundCampaignOrder(_tx: Tx, _input: CampaignOrderInput): Promise<{ orderId: string }> {
  return Promise.reject(new AppError("not_configured", "Accepting a proposal needs the order engine, which is not installed yet"));
}
