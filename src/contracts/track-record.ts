import { z } from "zod";

/*
 * A creator's track record as the API sends it (decision 083): each figure with its counts, a
 * rate null when its count is under the minimum ("Not enough orders yet", never 100%). The words
 * come from src/lib/track-record.ts.
 */
export const trackRecordSchema = z
  .object({
    deliveredOrders: z.number().int().meta({ description: "Orders with a deadline the creator has delivered" }),
    onTimeOrders: z.number().int().meta({ description: "Of those, first delivered by the deadline" }),
    onTimeRate: z.number().nullable().meta({ description: "onTimeOrders / deliveredOrders (0–1); null under 3 orders" }),
    approvedOrders: z.number().int().meta({ description: "Orders whose videos the brand approved (no dispute)" }),
    firstVersionOrders: z.number().int().meta({ description: "Of those, approved without any revision request" }),
    firstVersionRate: z.number().nullable().meta({ description: "firstVersionOrders / approvedOrders (0–1); null under 3 orders" }),
    revisionRounds: z.number().int().meta({ description: "Revision requests over the approved orders" }),
    averageRevisionRounds: z.number().nullable().meta({ description: "revisionRounds / approvedOrders; null under 3 orders" }),
    replyConversations: z.number().int().meta({ description: "Conversations with a brand the creator answered" }),
    medianReplySeconds: z.number().int().nullable().meta({ description: "Median reply time over those; null under 3" }),
    adVideos: z.number().int().meta({ description: "Licensed videos with imported ad results" }),
    medianHookRate: z.number().nullable().meta({ description: "Median hook rate (0–1) of those videos; null under 3" }),
    medianRoas: z.number().nullable().meta({ description: "Median return on ad spend of those videos; null under 3" }),
  })
  .meta({ id: "TrackRecord" });
export type TrackRecord = z.infer<typeof trackRecordSchema>;
