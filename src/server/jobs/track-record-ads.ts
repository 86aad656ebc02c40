import type { AppContext } from "@/server/context";
import { recomputeTrackRecordsAfterAdImports } from "@/server/domain/track-records/recompute-track-records";

export const TRACK_RECORD_ADS_QUEUE = "track-record-ads";
/** Hourly: a creator's ad-result medians follow a brand's import within the hour (decision 083). */
export const TRACK_RECORD_ADS_CRON = "23 * * * *";
const HOUR = 60 * 60 * 1000;

export async function recomputeAfterAdImports(ctx: AppContext): Promise<void> {
  const count = await recomputeTrackRecordsAfterAdImports(ctx.db, { now: new Date(), withinMs: 2 * HOUR });
  if (count > 0) ctx.logger.info("track records recomputed after ad-result imports", { count });
}
