import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import {
  campaign,
  campaignProposal,
  conversationParticipant,
  creatorPortfolioVideo,
  creatorProfile,
  marketOrder,
  message,
  orderVideo,
  proposalVideo,
  videoAsset,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import type { VideoVariant } from "./video-view";
import { isUuid } from "@/contracts/id";

export interface VideoViewer {
  userId: string;
  /** The caller's current buyer account: a member of the order's buyer account sees its deliveries. */
  buyerAccountId: string;
  isAdmin: boolean;
}

const notFound = () => new AppError("not_found", "Video not found");

type AssetRow = typeof videoAsset.$inferSelect;

/**
 * The storage key of one file of a video, when this viewer (null: an anonymous visitor) may see
 * it. Its uploader and admins always; besides them:
 * - a delivery: the order's two sides (the creator, a member of the buying account);
 * - a portfolio video (decision 042): anyone, signed in or not, while it is on the portfolio of a
 *   listed creator (complete profile, creator, not banned: `is_listed`, decision 033);
 * - a message video (decision 042): the other participant of its conversation, once a message
 *   there names it (an upload not sent yet is its uploader's alone);
 * - a proposal video (decision 046): the members of the buying account whose campaign the
 *   proposal it is attached to was sent to (an upload not attached yet is its uploader's alone).
 * Everyone else, and a file that does not exist (yet), is a 404 — a video's existence is nobody
 * else's business.
 */
export async function videoFileForViewer(
  db: Executor,
  viewer: VideoViewer | null,
  assetId: string,
  variant: VideoVariant,
): Promise<StorageKey> {
  if (!isUuid(assetId)) throw notFound();
  const [asset] = await db.select().from(videoAsset).where(eq(videoAsset.id, assetId)).limit(1);
  if (!asset) throw notFound();
  const allowed = (viewer && (viewer.isAdmin || asset.ownerUserId === viewer.userId)) || (await mayView(db, viewer, asset));
  if (!allowed) throw notFound();
  // The original is served once it is whole and confirmed a video; the rest exist only then.
  if (asset.status !== "ready") throw notFound();
  const key = { original: asset.originalKey, preview: asset.previewKey, poster: asset.posterKey, strip: asset.thumbnailStripKey }[variant];
  if (!key) throw notFound();
  return key as StorageKey;
}

async function mayView(db: Executor, viewer: VideoViewer | null, asset: AssetRow): Promise<boolean> {
  switch (asset.purpose) {
    case "order_delivery": {
      if (!viewer || !asset.orderVideoId) return false;
      const [row] = await db
        .select({ buyerAccountId: marketOrder.buyerAccountId, creatorUserId: marketOrder.creatorUserId })
        .from(orderVideo)
        .innerJoin(marketOrder, eq(marketOrder.id, orderVideo.orderId))
        .where(eq(orderVideo.id, asset.orderVideoId))
        .limit(1);
      return !!row && (row.creatorUserId === viewer.userId || row.buyerAccountId === viewer.buyerAccountId);
    }
    case "portfolio": {
      const [row] = await db
        .select({ assetId: creatorPortfolioVideo.assetId })
        .from(creatorPortfolioVideo)
        .innerJoin(creatorProfile, eq(creatorProfile.userId, creatorPortfolioVideo.creatorUserId))
        .where(
          and(
            eq(creatorPortfolioVideo.assetId, asset.id),
            eq(creatorPortfolioVideo.creatorUserId, asset.ownerUserId),
            eq(creatorProfile.isListed, true),
          ),
        )
        .limit(1);
      return !!row;
    }
    case "message": {
      if (!viewer || !asset.conversationId) return false;
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(conversationParticipant)
        .where(
          and(
            eq(conversationParticipant.conversationId, asset.conversationId),
            eq(conversationParticipant.userId, viewer.userId),
            sql`exists (select 1 from ${message} m where m.conversation_id = ${asset.conversationId}
              and m.sender_id = ${asset.ownerUserId}
              and m.attachments @> ${JSON.stringify([{ assetId: asset.id }])}::jsonb)`,
          ),
        )
        .limit(1);
      return !!row;
    }
    case "proposal": {
      if (!viewer) return false;
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(proposalVideo)
        .innerJoin(campaignProposal, eq(campaignProposal.id, proposalVideo.proposalId))
        .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
        .where(and(eq(proposalVideo.videoAssetId, asset.id), eq(campaign.buyerAccountId, viewer.buyerAccountId)))
        .limit(1);
      return !!row;
    }
    default:
      return false;
  }
}
