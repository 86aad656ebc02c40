import { eq } from "drizzle-orm";
import { campaignProposal, marketOrder } from "@/server/db/schema";
import { buyerUsersOf } from "@/server/domain/accounts/buyer-account-users";
import { notify } from "@/server/domain/notifications/notify";
import type { EventConsumer } from "./types";

/**
 * CreatorAssetUploaded (docs/product/current-user.md): when the creator delivers a version of a video
 * of a campaign order, every user of the brand's buyer account is told, and the notification opens
 * the proposal's assets page (asset_source_key = campaign id, asset_secondary_source_key = proposal
 * id, as docs/product defines them). Package orders have no campaign to point at: their brand hears of
 * the delivery through OrderUpdated (`order.delivered`). Delivered once per event (decision 021).
 */
export const assetUploadedConsumer: EventConsumer = {
  name: "asset-uploaded-notifications",
  accepts: (event) => event.type === "order_video.uploaded" || event.type === "order_video.revision_uploaded",
  async handle(tx, _ctx, event) {
    const payload = (event.payload ?? {}) as Record<string, unknown>;
    const orderId = typeof payload.orderId === "string" ? payload.orderId : null;
    if (!orderId) return;
    const [order] = await tx.select().from(marketOrder).where(eq(marketOrder.id, orderId)).limit(1);
    if (!order?.proposalId) return;
    const [proposal] = await tx
      .select({ id: campaignProposal.id, campaignId: campaignProposal.campaignId })
      .from(campaignProposal)
      .where(eq(campaignProposal.id, order.proposalId))
      .limit(1);
    if (!proposal) return;
    const position = typeof payload.position === "number" ? `video ${payload.position}` : "a video";
    const message =
      event.type === "order_video.revision_uploaded"
        ? `The creator delivered a new version of ${position}`
        : `The creator delivered ${position}`;
    for (const userId of await buyerUsersOf(tx, order.buyerAccountId)) {
      await notify(tx, {
        userId,
        type: "CreatorAssetUploaded",
        data: { asset: { asset_source_key: proposal.campaignId, asset_secondary_source_key: proposal.id } },
        formattedMessage: `${message} — ready for your review`,
      });
    }
  },
};
