import { eq } from "drizzle-orm";
import type { ImportResult, InsightsSyncBody } from "@/contracts/ad-results";
import type { Executor } from "@/server/db/database";
import { marketOrder, videoLicence } from "@/server/db/schema";
import { commitImport } from "./import-results";
import { defaultStrength, readInsights, sandboxMetaSource, sandboxTiktokSource, type SandboxAd } from "./insights";
import { sql } from "drizzle-orm";

/*
 * A fetch through the insights adapter. No platform account can be connected yet, so the adapter
 * is always the sandbox: one ad per licensed video of the brand, named the way brands name ads
 * (campaign, asset code, creator), with numbers that are plausible and stable per ad and day.
 * The rows then go through the same import as an uploaded export.
 */

export async function sandboxAdsOf(db: Executor, buyerAccountId: string, strength?: (assetCode: string) => number): Promise<SandboxAd[]> {
  const licences = await db
    .select({
      assetCode: videoLicence.assetCode,
      creatorName: videoLicence.licensorName,
      title: sql<string>`coalesce(${marketOrder.packageSnapshot} ->> 'title', 'Video')`,
    })
    .from(videoLicence)
    .innerJoin(marketOrder, eq(marketOrder.id, videoLicence.orderId))
    .where(eq(videoLicence.licenseeBuyerAccountId, buyerAccountId))
    .orderBy(videoLicence.startsAt, videoLicence.id);
  return licences.map((l, i) => ({
    adId: `sandbox-${l.assetCode}`,
    adName: `${l.title} | ${l.assetCode} | ${l.creatorName}`,
    campaignName: i % 2 === 0 ? "Prospecting" : "Retargeting",
    strength: strength ? strength(l.assetCode) : defaultStrength(l.assetCode),
  }));
}

export async function syncSandboxInsights(
  db: Executor,
  input: { buyerAccountId: string; userId: string | null; body: InsightsSyncBody; currency?: string; ads?: SandboxAd[] },
): Promise<ImportResult> {
  const ads = input.ads ?? (await sandboxAdsOf(db, input.buyerAccountId));
  const currency = input.currency ?? "USD";
  const source = input.body.platform === "meta" ? sandboxMetaSource(ads, currency) : sandboxTiktokSource(ads, currency);
  const parsed = await readInsights(source, { from: input.body.from, to: input.body.to });
  return commitImport(db, {
    buyerAccountId: input.buyerAccountId,
    userId: input.userId,
    fileName: `${input.body.platform} insights (sandbox) ${input.body.from} to ${input.body.to}`,
    source: "insights",
    parsed,
  });
}
