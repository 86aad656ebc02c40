import { sql } from "drizzle-orm";
import { EMPTY_TRACK_RECORD, type TrackRecordFigures } from "@/lib/track-record";
import type { Executor } from "@/server/db/database";
import { preparedStatement } from "@/server/db/prepared";
import { creatorTrackRecord } from "@/server/db/schema";

type Row = typeof creatorTrackRecord.$inferSelect;

/** One array parameter, whatever the number of creators (a page of the directory, 500 proposals). */
const trackRecordsOf = preparedStatement("track_records_of", (db, name) =>
  db
    .select()
    .from(creatorTrackRecord)
    .where(sql`${creatorTrackRecord.creatorUserId} = any(${sql.placeholder("ids")})`)
    .prepare(name),
);

function figuresOf(row: Row | undefined): TrackRecordFigures {
  if (!row) return EMPTY_TRACK_RECORD;
  const { creatorUserId: _id, computedAt: _at, ...figures } = row;
  return figures;
}

/** The track records of these creators, by user id; a creator never recomputed has the empty record. */
export async function getTrackRecords(db: Executor, creatorUserIds: readonly string[]): Promise<Map<string, TrackRecordFigures>> {
  const ids = [...new Set(creatorUserIds)];
  const rows = ids.length === 0 ? [] : await trackRecordsOf(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.creatorUserId, r]));
  return new Map(ids.map((id) => [id, figuresOf(byId.get(id))]));
}

export async function getTrackRecord(db: Executor, creatorUserId: string): Promise<TrackRecordFigures> {
  return (await getTrackRecords(db, [creatorUserId])).get(creatorUserId) ?? EMPTY_TRACK_RECORD;
}
