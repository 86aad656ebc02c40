import { desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "@/server/context";
import { user, videoLicence } from "@/server/db/schema";
import { commitImport } from "@/server/domain/ad-results/import-results";
import { parseExport } from "@/server/domain/ad-results/formats";
import { sandboxAdsOf, syncSandboxInsights } from "@/server/domain/ad-results/sync-insights";
import { DEMO_ACCOUNTS } from "./demo-accounts";

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Two brands with 60 days of ad results for their licensed videos (decision 081), fetched through
 * the sandbox insights adapter with strengths that make clear winners: the demo brand on Meta in
 * USD and on TikTok, the other brand on TikTok in EUR. The demo brand also imported an export
 * with an ad that carries no asset code, so the "ads without a video" list is not empty.
 */
export async function seedAdResults(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [demo] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.brand.email)).limit(1);
  const accounts = await db
    .select({ buyerAccountId: videoLicence.licenseeBuyerAccountId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(videoLicence)
    .groupBy(videoLicence.licenseeBuyerAccountId)
    .orderBy(desc(sql`count(*)`))
    .limit(2);
  if (accounts.length === 0) return;
  const to = day(new Date(Date.now() - DAY_MS));
  const from = day(new Date(Date.now() - 60 * DAY_MS));
  // Winners by position: the first video far ahead, the second a clear runner-up, the rest behind.
  const strengthByRank = [2.1, 1.5, 0.9, 0.7, 0.6, 0.55, 0.5];
  for (const [i, account] of accounts.entries()) {
    const ads = await sandboxAdsOf(db, account.buyerAccountId);
    ads.forEach((ad, rank) => (ad.strength = strengthByRank[rank] ?? 0.5));
    const userId = i === 0 ? (demo?.id ?? null) : null;
    if (i === 0) {
      await syncSandboxInsights(db, {
        buyerAccountId: account.buyerAccountId,
        userId,
        body: { platform: "meta", from, to },
        currency: "USD",
        ads,
      });
      // TikTok runs only the top two, with the variant code a hook test would carry.
      const tiktokAds = ads
        .slice(0, 2)
        .map((ad) => ({ ...ad, adId: `${ad.adId}-tt`, adName: `${ad.adName.replace(/(RB-[0-9A-F]{8})/, "$1-V2")} hook B` }));
      await syncSandboxInsights(db, {
        buyerAccountId: account.buyerAccountId,
        userId,
        body: { platform: "tiktok", from, to },
        currency: "USD",
        ads: tiktokAds,
      });
      const lines = [
        "Reporting starts,Reporting ends,Campaign name,Ad name,Ad ID,Amount spent (USD),Impressions,Link clicks,Purchases,Purchases conversion value,3-second video plays,ThruPlays",
      ];
      for (let d = 0; d < 14; d++) {
        const date = day(new Date(Date.now() - (d + 1) * DAY_MS));
        lines.push(
          `${date},${date},Always on,Founder story v3 (no code),120219000000777,${(35 + d).toFixed(2)},${4200 + d * 90},38,1,44.00,900,180`,
        );
      }
      await commitImport(db, {
        buyerAccountId: account.buyerAccountId,
        userId,
        fileName: "meta-always-on.csv",
        source: "file",
        parsed: parseExport(lines.join("\n")),
      });
    } else {
      await syncSandboxInsights(db, {
        buyerAccountId: account.buyerAccountId,
        userId,
        body: { platform: "tiktok", from, to },
        currency: "EUR",
        ads,
      });
    }
  }
}
