import { asc, eq, inArray, sql } from "drizzle-orm";
import type { VideoView } from "@/contracts/videos";
import type { Executor, Tx } from "@/server/db/database";
import { preparedStatement } from "@/server/db/prepared";
import { proposalVideo, videoAsset } from "@/server/db/schema";
import { videoViewOf } from "@/server/domain/videos/video-view";
import { AppError } from "@/server/errors";

/*
 * The videos of a proposal (docs/product/campaigns-and-proposals.md, decision 046). The creator uploads each one with the
 * resumable uploader (purpose `proposal`) before submitting; the submit names their asset ids and
 * this attaches them in the proposal's own transaction. The pattern is the message video's
 * (decision 042): the stored row names only the asset; its state (processing, then poster and
 * player) is read from the asset whenever the proposal is read.
 */

const refused = (message: string) => new AppError("validation_error", `video_asset_ids: ${message}`, { video_asset_ids: message });

/**
 * Attaches the named videos to a proposal just inserted in `tx`, or throws a 400 naming
 * `video_asset_ids` (the caller's transaction then writes nothing). Each must be the creator's own
 * upload with purpose `proposal`, whole (processing or ready, not failed) and on no other proposal.
 * The asset rows are locked first, so two submits naming one video serialize: the second sees the
 * first's row once it commits, and refuses.
 */
export async function attachProposalVideos(
  tx: Tx,
  input: { creatorUserId: string; proposalId: string; assetIds: string[] },
): Promise<void> {
  if (input.assetIds.length === 0) return;
  const assets = await tx.select().from(videoAsset).where(inArray(videoAsset.id, input.assetIds)).orderBy(asc(videoAsset.id)).for("update");
  const byId = new Map(assets.map((a) => [a.id, a]));
  for (const id of input.assetIds) {
    const asset = byId.get(id);
    // Someone else's, unknown, or another purpose's: one answer that names nothing about it.
    if (!asset || asset.ownerUserId !== input.creatorUserId || asset.purpose !== "proposal")
      throw refused("a video is not one you uploaded for a proposal");
    if (asset.status === "uploading") throw refused(`wait until “${asset.originalName}” has finished uploading`);
    if (asset.status === "failed") throw refused(`“${asset.originalName}”: ${asset.failureReason ?? "this video could not be processed"}`);
  }
  const taken = await tx
    .select({ id: proposalVideo.videoAssetId })
    .from(proposalVideo)
    .where(inArray(proposalVideo.videoAssetId, input.assetIds))
    .limit(1);
  if (taken.length > 0) throw refused(`“${byId.get(taken[0]!.id)!.originalName}” is already part of another proposal; upload it again`);
  await tx
    .insert(proposalVideo)
    .values(input.assetIds.map((videoAssetId, position) => ({ proposalId: input.proposalId, videoAssetId, position })));
}

/** One array parameter for a whole page of proposals (up to 1,000 ids), prepared once. */
const videosOfProposals = preparedStatement("proposal_videos_of", (db, name) =>
  db
    .select({ proposalId: proposalVideo.proposalId, asset: videoAsset })
    .from(proposalVideo)
    .innerJoin(videoAsset, eq(videoAsset.id, proposalVideo.videoAssetId))
    .where(sql`${proposalVideo.proposalId} = any(${sql.placeholder("ids")})`)
    .orderBy(asc(proposalVideo.proposalId), asc(proposalVideo.position))
    .prepare(name),
);

/** The videos of each proposal, in order, with every asset's state now (one query for a whole page of proposals). */
export async function proposalVideosOf(db: Executor, proposalIds: string[]): Promise<Map<string, VideoView[]>> {
  const out = new Map<string, VideoView[]>();
  if (proposalIds.length === 0) return out;
  const rows = await videosOfProposals(db).execute({ ids: proposalIds });
  for (const { proposalId, asset } of rows) {
    const list = out.get(proposalId) ?? [];
    list.push(videoViewOf(asset));
    out.set(proposalId, list);
  }
  return out;
}
