import { and, asc, desc, eq, notExists } from "drizzle-orm";
import type { CheckReport } from "@/contracts/video-checks";
import type { VideoView } from "@/contracts/videos";
import type { Executor } from "@/server/db/database";
import { orderVideoVersion, videoAsset, videoCheck } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { videoViewOf } from "@/server/domain/videos/video-view";

type CheckRow = typeof videoCheck.$inferSelect;

function reportOf(assetId: string, row: CheckRow | undefined): CheckReport {
  if (!row) {
    return {
      assetId,
      status: "pending",
      thresholdsVersion: null,
      findings: [],
      warningCount: 0,
      overrideNote: null,
      submittedAt: null,
      measuredAt: null,
    };
  }
  return {
    assetId,
    status: row.status,
    thresholdsVersion: row.thresholdsVersion,
    findings: row.findings,
    warningCount: row.findings.filter((f) => f.level === "warning").length,
    overrideNote: row.overrideNote,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    measuredAt: row.measuredAt.toISOString(),
  };
}

export interface OrderVideoChecksView {
  /** The creator's latest processed upload that is not a version yet, waiting for the submit; null for the brand. */
  pending: { report: CheckReport; video: VideoView } | null;
  /** Each submitted version's report, oldest first. */
  versions: { version: number; report: CheckReport }[];
}

/**
 * The reports of an order video for a side already resolved by the caller (a side of the order):
 * the brand sees the submitted versions' reports only, the creator also the upload they are
 * about to submit.
 */
export async function checksOfOrderVideo(db: Executor, input: { videoId: string; party: OrderParty }): Promise<OrderVideoChecksView> {
  const versions = await db
    .select({ version: orderVideoVersion.version, assetId: orderVideoVersion.assetId, check: videoCheck })
    .from(orderVideoVersion)
    .leftJoin(videoCheck, eq(videoCheck.assetId, orderVideoVersion.assetId))
    .where(eq(orderVideoVersion.orderVideoId, input.videoId))
    .orderBy(asc(orderVideoVersion.version));
  let pending: OrderVideoChecksView["pending"] = null;
  if (input.party.side === "creator") {
    const [latest] = await db
      .select({ asset: videoAsset, check: videoCheck })
      .from(videoAsset)
      .leftJoin(videoCheck, eq(videoCheck.assetId, videoAsset.id))
      .where(
        and(
          eq(videoAsset.orderVideoId, input.videoId),
          eq(videoAsset.ownerUserId, input.party.userId),
          notExists(db.select({ id: orderVideoVersion.id }).from(orderVideoVersion).where(eq(orderVideoVersion.assetId, videoAsset.id))),
        ),
      )
      .orderBy(desc(videoAsset.createdAt))
      .limit(1);
    if (latest?.asset.status === "ready")
      pending = { report: reportOf(latest.asset.id, latest.check ?? undefined), video: videoViewOf(latest.asset) };
  }
  return { pending, versions: versions.map((v) => ({ version: v.version, report: reportOf(v.assetId, v.check ?? undefined) })) };
}

/** Ready order deliveries the checks job has not judged yet (its outbox), oldest first. */
export async function uncheckedDeliveries(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: videoAsset.id })
    .from(videoAsset)
    .where(
      and(
        eq(videoAsset.status, "ready"),
        eq(videoAsset.purpose, "order_delivery"),
        notExists(db.select({ id: videoCheck.assetId }).from(videoCheck).where(eq(videoCheck.assetId, videoAsset.id))),
      ),
    )
    .orderBy(asc(videoAsset.processedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
