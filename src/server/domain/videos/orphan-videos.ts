import { sql } from "drizzle-orm";
import type { Db, Executor } from "@/server/db/database";
import { isForeignKeyViolation } from "@/server/db/pg-errors";
import { videoAsset } from "@/server/db/schema";
import { rowsOf } from "@/server/domain/ledger/rows-of";
import type { StorageAdapter, StorageKey } from "@/server/integrations/storage";
import type { Logger } from "@/server/logger";

/*
 * Videos nothing points to any more (decision 043): a portfolio video the creator removed from
 * their profile, a message video uploaded in a conversation but never sent, and a proposal video
 * uploaded but never submitted with a proposal (decision 046). Once a day has passed since the
 * upload started (a composer or an Apply form may hold an unsent video for a while; a removed
 * portfolio video has no way back), the files and the asset go. Order deliveries and videos
 * attached to a proposal are never swept here: their assets stay with the order or the proposal.
 */

export interface OrphanVideo {
  id: string;
  keys: string[];
}

/** For an asset aliased `va`: a portfolio video off the profile, a message video no message names, a proposal video on no proposal. */
const ORPHANED = sql`(
  (va.purpose = 'portfolio'
    and not exists (select 1 from creator_portfolio_video p where p.asset_id = va.id))
  or (va.purpose = 'message'
    and not exists (
      select 1 from message m
      where m.conversation_id = va.conversation_id
        and m.attachments @> jsonb_build_array(jsonb_build_object('assetId', va.id::text))))
  or (va.purpose = 'proposal'
    and not exists (select 1 from proposal_video pv where pv.video_asset_id = va.id))
)`;

const KEYS = sql`array[va.original_key, va.poster_key, va.thumbnail_strip_key, va.preview_key]`;
const present = (keys: (string | null)[]) => keys.filter((k): k is string => Boolean(k));

/** Up to `limit` orphaned portfolio, message and proposal videos that started before `startedBefore`. */
export async function listOrphanVideos(db: Db, input: { startedBefore: Date; limit: number }): Promise<OrphanVideo[]> {
  const rows = await rowsOf<{ id: string; keys: (string | null)[] }>(
    db,
    sql`
      select va.id, ${KEYS} as keys
      from video_asset va
      where va.status in ('ready', 'failed')
        and va.created_at < ${input.startedBefore.toISOString()}
        and ${ORPHANED}
      order by va.created_at
      limit ${input.limit}`,
  );
  return rows.map((r) => ({ id: r.id, keys: present(r.keys) }));
}

/**
 * Deletes the asset row if still nothing points to it (a message sent with it since the listing
 * keeps it), and says whether it did. The caller removes the files after: a send that names the
 * video from then on is refused, so no message ever points to missing files.
 *
 * A proposal submit that locked the asset and attached it while this delete waited for the lock
 * commits a row the delete's snapshot cannot see; the foreign key then refuses the delete (23503).
 * That asset is attached now, so it is kept: false, as for any asset something points to. (Inside
 * a transaction, that refusal would still abort the transaction: the sweep runs it on its own.)
 */
export async function deleteOrphanVideo(db: Executor, assetId: string): Promise<boolean> {
  try {
    const deleted = await rowsOf<{ id: string }>(
      db,
      sql`
      delete from ${videoAsset} va
      where va.id = ${assetId} and ${ORPHANED}
      returning va.id`,
    );
    return deleted.length > 0;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/**
 * Deletes at once an asset nothing points to any more, when no job writes its files any longer
 * (ready or failed), and answers the keys of its files for the caller to remove: a creator's
 * removed portfolio video is gone for everyone, signed URLs handed out before included, not a day
 * later. null when it still uploads or processes (the sweep takes it once finished) or when
 * something points to it after all.
 */
export async function deleteFinishedOrphanVideo(db: Executor, assetId: string): Promise<string[] | null> {
  try {
    const [deleted] = await rowsOf<{ keys: (string | null)[] }>(
      db,
      sql`
      delete from ${videoAsset} va
      where va.id = ${assetId} and va.status in ('ready', 'failed') and ${ORPHANED}
      returning ${KEYS} as keys`,
    );
    return deleted ? present(deleted.keys) : null;
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

/** Removes a deleted asset's files; one that cannot be removed is logged and left behind (a leak, never a broken page). */
export async function removeVideoFiles(deps: { storage: StorageAdapter; logger: Logger }, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key as StorageKey).catch((error: unknown) => deps.logger.warn("orphan video file left", { key, err: error }));
  }
}
