import { and, eq, isNull, sql } from "drizzle-orm";
import type { HandMatchBody, UnmatchedAds } from "@/contracts/ad-results";
import type { Executor } from "@/server/db/database";
import { adResult, adResultHandMatch, marketOrder, orderVideo, videoLicence } from "@/server/db/schema";
import { recordEvent } from "@/server/domain/events/record-event";
import { rowsOf } from "./rows-of";
import { AppError } from "@/server/errors";

/*
 * Result rows no licensed video was found for, one line per ad, and the brand's hand match: the
 * ad is tied to one of the brand's licences, its stored rows are matched now, and later imports of
 * the same ad are matched by it too.
 */

const LIST_LIMIT = 200;

export async function listUnmatched(db: Executor, input: { buyerAccountId: string }): Promise<UnmatchedAds> {
  interface AdRow {
    platform: "meta" | "tiktok";
    ad_ref: string;
    ad_name: string;
    campaign_name: string | null;
    rows: number;
    first_day: string;
    last_day: string;
    asset_code: string | null;
  }
  const result = await rowsOf<AdRow>(
    db,
    sql`
    SELECT platform, ad_ref, max(ad_name) AS ad_name, max(campaign_name) AS campaign_name, count(*)::int AS rows,
      to_char(min(starts_on), 'YYYY-MM-DD') AS first_day, to_char(max(ends_on), 'YYYY-MM-DD') AS last_day,
      max(asset_code) AS asset_code,
      jsonb_agg(DISTINCT currency) AS currencies
    FROM ad_result
    WHERE buyer_account_id = ${input.buyerAccountId} AND licence_id IS NULL
    GROUP BY platform, ad_ref
    ORDER BY sum(spend_minor) DESC, ad_ref
    LIMIT ${LIST_LIMIT}`,
  );
  const spend = await rowsOf<{ platform: string; ad_ref: string; currency: string; spend: string | number }>(
    db,
    sql`
    SELECT platform, ad_ref, currency, sum(spend_minor)::bigint AS spend
    FROM ad_result WHERE buyer_account_id = ${input.buyerAccountId} AND licence_id IS NULL
    GROUP BY platform, ad_ref, currency`,
  );
  const spendOf = new Map<string, { currency: string; spendMinor: number }[]>();
  for (const r of spend) {
    const key = `${r.platform}\u0000${r.ad_ref}`;
    spendOf.set(key, [...(spendOf.get(key) ?? []), { currency: String(r.currency), spendMinor: Number(r.spend) }]);
  }
  const licences = await db
    .select({
      licenceId: videoLicence.id,
      assetCode: videoLicence.assetCode,
      creatorName: videoLicence.licensorName,
      title: sql<string>`coalesce(${marketOrder.packageSnapshot} ->> 'title', 'Video') || ' · Video ' || ${orderVideo.position}`,
    })
    .from(videoLicence)
    .innerJoin(orderVideo, eq(orderVideo.id, videoLicence.orderVideoId))
    .innerJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
    .where(eq(videoLicence.licenseeBuyerAccountId, input.buyerAccountId))
    .orderBy(videoLicence.licensorName, videoLicence.startsAt);
  return {
    ads: result.map((r) => ({
      platform: r.platform,
      adRef: r.ad_ref,
      adName: r.ad_name,
      campaignName: r.campaign_name ?? "",
      rows: Number(r.rows),
      firstDay: r.first_day,
      lastDay: r.last_day,
      spend: spendOf.get(`${r.platform}\u0000${r.ad_ref}`) ?? [],
      reason: r.asset_code ? `${r.asset_code} is not one of your licensed videos` : "No asset code (RB-…) in the ad name or URL parameters",
    })),
    licences,
  };
}

export async function matchByHand(
  db: Executor,
  input: { buyerAccountId: string; userId: string; body: HandMatchBody },
): Promise<{ matchedRows: number }> {
  const { platform, adRef, licenceId } = input.body;
  return db.transaction(async (tx) => {
    // Another brand's licence is refused as if it did not exist.
    const [licence] = await tx
      .select({ id: videoLicence.id })
      .from(videoLicence)
      .where(and(eq(videoLicence.id, licenceId), eq(videoLicence.licenseeBuyerAccountId, input.buyerAccountId)));
    if (!licence)
      throw new AppError("validation_error", "licenceId: Choose one of your licensed videos", {
        licenceId: "Choose one of your licensed videos",
      });
    const rows = await tx
      .update(adResult)
      .set({ licenceId, matchedBy: "hand" })
      .where(
        and(
          eq(adResult.buyerAccountId, input.buyerAccountId),
          eq(adResult.platform, platform),
          eq(adResult.adRef, adRef),
          isNull(adResult.licenceId),
        ),
      )
      .returning({ id: adResult.id });
    if (rows.length === 0) throw new AppError("not_found", "No unmatched results for this ad");
    await tx
      .insert(adResultHandMatch)
      .values({ buyerAccountId: input.buyerAccountId, platform, adRef, licenceId, matchedByUserId: input.userId })
      .onConflictDoUpdate({
        target: [adResultHandMatch.buyerAccountId, adResultHandMatch.platform, adResultHandMatch.adRef],
        set: { licenceId, matchedByUserId: input.userId, createdAt: new Date() },
      });
    await recordEvent(tx, {
      entity: "video_licence",
      entityId: licenceId,
      type: "ad_results.matched",
      actor: { kind: "user", id: input.userId },
      payload: { platform, adRef, matchedRows: rows.length },
    });
    return { matchedRows: rows.length };
  });
}
