import { recomputeTrackRecords } from "@/server/domain/track-records/recompute-track-records";
import { touchesTrackRecord, trackRecordCreatorsOf } from "@/server/domain/track-records/track-record-creators";
import type { EventConsumer } from "./types";

/**
 * Keeps creators' track records current (decision 083): an order, order-video or message event
 * recomputes the record of the creator it touches, in the delivery's transaction. The recompute
 * reads the whole history again, so a retried or late delivery writes the same row.
 */
export const trackRecordConsumer: EventConsumer = {
  name: "track-records",
  accepts: (event) => touchesTrackRecord(event.type),
  async handle(tx, _ctx, event) {
    await recomputeTrackRecords(tx, await trackRecordCreatorsOf(tx, event));
  },
};
