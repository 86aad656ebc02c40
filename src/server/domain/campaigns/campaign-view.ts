import { and, eq, sql } from "drizzle-orm";
import type { CampaignView } from "@/contracts/campaigns";
import type { Executor } from "@/server/db/database";
import { preparedStatement } from "@/server/db/prepared";
import { brandProfile, campaign } from "@/server/db/schema";
import { notFound } from "@/server/errors";

export type CampaignRow = typeof campaign.$inferSelect;
type BrandRow = Pick<typeof brandProfile.$inferSelect, "name" | "logoUrl" | "website"> | null;

export const brandColumns = { name: brandProfile.name, logoUrl: brandProfile.logoUrl, website: brandProfile.website };

export function toCampaignView(c: CampaignRow, brand: BrandRow): CampaignView {
  return {
    id: c.id,
    status: c.status,
    brand_profile_id: c.brandProfileId,
    brand: brand?.name ? { name: brand.name, logo_url: brand.logoUrl, website: brand.website } : null,
    title: c.title,
    product_name: c.productName,
    product_url: c.productUrl,
    product_retail_value_cents: c.productRetailValueCents,
    product_image_url: c.productImageUrl,
    product_shipped: c.productShipped,
    description: c.description,
    talking_points: c.talkingPoints,
    hooks: c.hooks,
    dos: c.dos,
    donts: c.donts,
    example_video_urls: c.exampleVideoUrls,
    videos_per_creator: c.videosPerCreator,
    extra_hooks_per_video: c.extraHooksPerVideo,
    raw_footage_asked: c.rawFootageAsked,
    paid_usage_ask: c.paidUsageAsk
      ? { platform: c.paidUsageAsk.platform, window_days: c.paidUsageAsk.windowDays, price_cents: c.paidUsageAsk.priceCents }
      : null,
    video_length_seconds: c.videoLengthSeconds,
    aspect_ratio: c.aspectRatio,
    platforms: c.platforms,
    countries: c.countries,
    niches: c.niches,
    languages: c.languages,
    min_followers: c.minFollowers,
    pricing: c.pricing,
    price_min_cents: c.priceMinCents,
    price_max_cents: c.priceMaxCents,
    creators_wanted: c.creatorsWanted,
    application_deadline: c.applicationDeadline?.toISOString() ?? null,
    usage_rights_term: c.usageRightsTerm,
    revision_rounds: c.revisionRounds,
    published_at: c.publishedAt?.toISOString() ?? null,
    closed_at: c.closedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    hidden_at: c.hiddenAt?.toISOString() ?? null,
    hidden_reason: c.hiddenReason,
  };
}

/** Every brand-side campaign route starts with this read: prepared once (decision 091). */
const ownCampaign = preparedStatement("campaign_owned", (db, name) =>
  db
    .select({ c: campaign, brand: brandColumns })
    .from(campaign)
    .leftJoin(brandProfile, eq(brandProfile.id, campaign.brandProfileId))
    .where(and(eq(campaign.id, sql.placeholder("campaignId")), eq(campaign.buyerAccountId, sql.placeholder("buyerAccountId"))))
    .limit(1)
    .prepare(name),
);

/**
 * A campaign of this buyer account, or 404: another account's campaign is answered exactly like
 * one that does not exist, so ids cannot be probed (authorization).
 */
export async function ownCampaignOrThrow(db: Executor, buyerAccountId: string, campaignId: string): Promise<CampaignView> {
  const [row] = await ownCampaign(db).execute({ campaignId, buyerAccountId });
  if (!row) throw notFound("Campaign");
  return toCampaignView(row.c, row.brand);
}
