import { and, inArray, lte } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { campaign } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { closeCampaignInTx } from "./change-campaign-status";

/**
 * The deadline job (docs/product/campaigns-and-proposals.md): closes every active or paused campaign whose application
 * deadline has passed, each in its own transaction as `system`. Idempotent: a campaign closed
 * meanwhile (by its brand, or a second run) is refused by the transition table and skipped.
 */
export async function closeExpiredCampaigns(db: Db, now: Date = new Date()): Promise<{ closed: number }> {
  const due = await db
    .select({ id: campaign.id })
    .from(campaign)
    .where(and(inArray(campaign.status, ["active", "paused"]), lte(campaign.applicationDeadline, now)))
    .limit(500);
  let closed = 0;
  for (const { id } of due) {
    try {
      await db.transaction((tx) => closeCampaignInTx(tx, id, { kind: "system" }, now));
      closed += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === "invalid_state") continue;
      throw error;
    }
  }
  return { closed };
}
