import { and, eq } from "drizzle-orm";
import type { CampaignDraftInput, CampaignView } from "@/contracts/campaigns";
import type { Db, Tx } from "@/server/db/database";
import { brandProfile, campaign, savedProduct } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { assertOwnProductImage } from "@/server/domain/media/upload-product-image";
import { recordCreated } from "@/server/domain/events/transition";
import { campaignMachine } from "./campaign-transitions";
import { ownCampaignOrThrow } from "./campaign-view";

type CampaignInsert = typeof campaign.$inferInsert;

/** The draft's wire fields as columns; only the fields sent are touched (autosave sends a few). */
function toColumns(input: CampaignDraftInput): Partial<CampaignInsert> {
  const c: Partial<CampaignInsert> = {};
  const set = <K extends keyof CampaignInsert>(key: K, value: CampaignInsert[K] | undefined) => {
    if (value !== undefined) c[key] = value;
  };
  set("brandProfileId", input.brand_profile_id);
  set("title", input.title);
  set("productName", input.product_name);
  set("productUrl", input.product_url);
  set("productRetailValueCents", input.product_retail_value_cents);
  set("productImageUrl", input.product_image_url);
  set("productShipped", input.product_shipped);
  set("description", input.description);
  set("talkingPoints", input.talking_points);
  set("hooks", input.hooks);
  set("dos", input.dos);
  set("donts", input.donts);
  set("exampleVideoUrls", input.example_video_urls);
  set("videosPerCreator", input.videos_per_creator);
  set("extraHooksPerVideo", input.extra_hooks_per_video);
  set("rawFootageAsked", input.raw_footage_asked);
  if (input.paid_usage_ask !== undefined) {
    const ask = input.paid_usage_ask;
    c.paidUsageAsk = ask ? { platform: ask.platform, windowDays: ask.window_days, priceCents: ask.price_cents } : null;
  }
  set("videoLengthSeconds", input.video_length_seconds);
  set("aspectRatio", input.aspect_ratio);
  set("platforms", input.platforms);
  set("countries", input.countries);
  set("niches", input.niches);
  set("languages", input.languages);
  set("minFollowers", input.min_followers);
  set("pricing", input.pricing);
  set("priceMinCents", input.price_min_cents);
  set("priceMaxCents", input.price_max_cents);
  set("creatorsWanted", input.creators_wanted);
  if (input.application_deadline !== undefined) {
    c.applicationDeadline = input.application_deadline === null ? null : new Date(input.application_deadline);
  }
  set("usageRightsTerm", input.usage_rights_term);
  set("revisionRounds", input.revision_rounds);
  return c;
}

/** The brand profile must be one of this buyer account's (docs/product/roles-and-accounts.md: an agency runs several). */
async function checkBrandProfile(tx: Tx, buyerAccountId: string, brandProfileId: string | null | undefined) {
  if (!brandProfileId) return;
  const [row] = await tx
    .select({ id: brandProfile.id })
    .from(brandProfile)
    .where(and(eq(brandProfile.id, brandProfileId), eq(brandProfile.buyerAccountId, buyerAccountId)))
    .limit(1);
  if (!row)
    throw new AppError("validation_error", "brand_profile_id: not one of your brands", { brand_profile_id: "Choose one of your brands" });
}

/**
 * The product fields come from a saved product when one is named (copied, so a published brief
 * never changes under creators), and a picture must be one this account uploaded. Either of
 * another account answers 404, as if it did not exist.
 */
async function applyProduct(tx: Tx, buyerAccountId: string, input: CampaignDraftInput, cols: Partial<CampaignInsert>) {
  if (input.saved_product_id !== undefined) {
    const [product] = await tx
      .select()
      .from(savedProduct)
      .where(and(eq(savedProduct.id, input.saved_product_id), eq(savedProduct.buyerAccountId, buyerAccountId)))
      .limit(1);
    if (!product) throw notFound("Saved product");
    cols.productName = product.name;
    cols.productUrl = product.url;
    cols.productRetailValueCents = product.retailValueCents;
    cols.productImageUrl = product.imageUrl;
  }
  assertOwnProductImage(buyerAccountId, cols.productImageUrl);
}

/** A fixed price is one number: the range's two ends are kept equal so a bid check reads one way. */
function normalisePrice(row: Pick<CampaignInsert, "pricing" | "priceMinCents" | "priceMaxCents">, cols: Partial<CampaignInsert>) {
  const pricing = cols.pricing ?? row.pricing;
  const min = cols.priceMinCents !== undefined ? cols.priceMinCents : row.priceMinCents;
  const max = cols.priceMaxCents !== undefined ? cols.priceMaxCents : row.priceMaxCents;
  if (pricing === "fixed") {
    cols.priceMaxCents = min ?? null;
  } else if (min != null && max != null && max < min) {
    throw new AppError("validation_error", "price_max_cents: must be at least the lowest bid", {
      price_max_cents: "The highest bid must be at least the lowest",
    });
  }
}

/** A new draft (docs/product/campaigns-and-proposals.md); the brief builder creates it on its first autosave. */
export async function createCampaignDraft(
  db: Db,
  input: { buyerAccountId: string; userId: string; draft: CampaignDraftInput },
): Promise<CampaignView> {
  const id = await db.transaction(async (tx) => {
    const cols = toColumns(input.draft);
    if (cols.brandProfileId === undefined) {
      // The account's first brand by default, so a one-brand account never has to choose.
      const [first] = await tx
        .select({ id: brandProfile.id })
        .from(brandProfile)
        .where(eq(brandProfile.buyerAccountId, input.buyerAccountId))
        .orderBy(brandProfile.createdAt)
        .limit(1);
      cols.brandProfileId = first?.id ?? null;
    }
    await checkBrandProfile(tx, input.buyerAccountId, cols.brandProfileId);
    await applyProduct(tx, input.buyerAccountId, input.draft, cols);
    normalisePrice({ pricing: "fixed", priceMinCents: null, priceMaxCents: null }, cols);
    const [created] = await tx
      .insert(campaign)
      .values({ ...cols, buyerAccountId: input.buyerAccountId, createdByUserId: input.userId, status: campaignMachine.initial.status })
      .returning({ id: campaign.id });
    await recordCreated(tx, campaignMachine, {
      id: created!.id,
      actor: { kind: "buyer", id: input.buyerAccountId },
      payload: { userId: input.userId },
    });
    return created!.id;
  });
  return ownCampaignOrThrow(db, input.buyerAccountId, id);
}

/**
 * Autosave of a draft. Only drafts change: once published, creators have read the brief and may
 * have priced their proposals on it (decision 028).
 */
export async function updateCampaignDraft(
  db: Db,
  input: { buyerAccountId: string; campaignId: string; draft: CampaignDraftInput },
): Promise<CampaignView> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(campaign)
      .where(and(eq(campaign.id, input.campaignId), eq(campaign.buyerAccountId, input.buyerAccountId)))
      .for("update")
      .limit(1);
    if (!row) throw new AppError("not_found", "Campaign not found");
    if (row.status !== "draft") throw new AppError("invalid_state", "Only a draft can be edited; this campaign is published");
    const cols = toColumns(input.draft);
    await checkBrandProfile(tx, input.buyerAccountId, cols.brandProfileId);
    await applyProduct(tx, input.buyerAccountId, input.draft, cols);
    normalisePrice(row, cols);
    if (Object.keys(cols).length === 0) return;
    await tx
      .update(campaign)
      .set({ ...cols, updatedAt: new Date() })
      .where(eq(campaign.id, row.id));
  });
  return ownCampaignOrThrow(db, input.buyerAccountId, input.campaignId);
}

/** A draft can be thrown away; anything published stays (it has an event history and proposals). */
export async function deleteCampaignDraft(db: Db, input: { buyerAccountId: string; campaignId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: campaign.status })
      .from(campaign)
      .where(and(eq(campaign.id, input.campaignId), eq(campaign.buyerAccountId, input.buyerAccountId)))
      .for("update")
      .limit(1);
    if (!row) throw new AppError("not_found", "Campaign not found");
    if (row.status !== "draft") throw new AppError("invalid_state", "Only a draft can be deleted; close or archive a published campaign");
    await tx.delete(campaign).where(eq(campaign.id, input.campaignId));
  });
}
