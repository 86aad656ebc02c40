import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { campaign } from "@/server/db/schema";

/**
 * The account's active campaigns (id and title), for the directory cards' "Invite" menu: one
 * query for the whole page. Whether a creator is invited already is answered by the invitation
 * itself (inviting twice returns the first invitation).
 */
export async function listActiveCampaignTitles(db: Executor, buyerAccountId: string): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: campaign.id, title: campaign.title })
    .from(campaign)
    .where(and(eq(campaign.buyerAccountId, buyerAccountId), eq(campaign.status, "active")))
    .orderBy(desc(campaign.publishedAt))
    .limit(100);
}
