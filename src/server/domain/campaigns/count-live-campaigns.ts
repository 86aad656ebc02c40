import { and, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { campaign } from "@/server/db/schema";
import { LIVE_CAMPAIGN_STATUSES } from "./campaign-transitions";

/** Campaigns that use up the subscription allowance (docs/product/campaigns-and-proposals.md: every one not draft or archived). */
export async function countLiveCampaigns(db: Executor, buyerAccountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(campaign)
    .where(and(eq(campaign.buyerAccountId, buyerAccountId), inArray(campaign.status, [...LIVE_CAMPAIGN_STATUSES])));
  return row?.n ?? 0;
}
