import { z } from "zod";
import { briefSchema, orderDisputeSchema, orderMoneySchema, orderSummarySchema, orderVideoSchema, timelineEntrySchema } from "../orders";
import { reviewCommentSchema, reviewVersionSchema, revisionRequestSchema } from "../reviews";
import { adminReason } from "./reason";
import { checklistEvidenceSchema } from "../brief-checklist";

/*
 * The admin's dispute desk (docs/product/orders.md, docs/product/moderation-and-admin.md; decision 057), paths relative to /api/v2: the queue
 * of disputed orders, the evidence of one, the parties' messages (reading them is audited) and the
 * decision: complete, refund or split.
 */

export const DISPUTE_OUTCOMES = ["complete", "refund", "split"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DISPUTE_RESOLUTIONS = ["released", "refunded", "split"] as const;

export const disputeQueueQuerySchema = z.object({
  /** open: waiting for a decision, oldest first; resolved: decided, most recent first. */
  state: z.enum(["open", "resolved"], { error: "Choose open or resolved" }).default("open"),
  page: z.coerce.number({ error: "Page must be a number" }).int("Page must be a whole number").min(1, "Page starts at 1").default(1),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit is at least 1")
    .max(100, "Limit is at most 100")
    .default(20),
});
export type DisputeQueueQuery = z.infer<typeof disputeQueueQuerySchema>;

export const disputeOrderParamsSchema = z.object({ orderId: z.uuid({ error: "Not an order id" }) });

export const disputeQueueItemSchema = z
  .object({
    orderId: z.string(),
    /** "RB-7F3A2C". */
    reference: z.string(),
    title: z.string(),
    status: z.string(),
    priceCents: z.number().int(),
    /** What the escrow holds now: what a decision divides (0 once resolved). */
    escrowCents: z.number().int(),
    brand: z.object({ buyerAccountId: z.string(), name: z.string() }),
    creator: z.object({ userId: z.string(), name: z.string() }),
    openedBy: z.enum(["brand", "creator"]),
    openedAt: z.string(),
    reason: z.string(),
    resolvedAt: z.string().nullable(),
    resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
    creatorCents: z.number().int().nullable(),
    buyerCents: z.number().int().nullable(),
  })
  .meta({ id: "DisputeQueueItem" });
export type DisputeQueueItem = z.infer<typeof disputeQueueItemSchema>;

export const disputeQueueSchema = z.object({
  items: z.array(disputeQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DisputeQueue = z.infer<typeof disputeQueueSchema>;

export const disputeVideoEvidenceSchema = orderVideoSchema.omit({ allowedActions: true, latestUpload: true, versions: true }).extend({
  /** Every delivery of this video, oldest first, with signed URLs for the player. */
  versions: z.array(reviewVersionSchema),
  /** Frame-pinned comments of every version, with replies. */
  comments: z.array(reviewCommentSchema),
  revisions: z.array(revisionRequestSchema),
});
export type DisputeVideoEvidence = z.infer<typeof disputeVideoEvidenceSchema>;

export const disputeEvidenceSchema = z
  .object({
    order: orderSummarySchema,
    brief: briefSchema,
    dispute: orderDisputeSchema,
    timeline: z.array(timelineEntrySchema),
    money: orderMoneySchema,
    videos: z.array(disputeVideoEvidenceSchema),
    /** The brief as a checklist: its items, each version's marks and every tick (decision 077). */
    checklist: checklistEvidenceSchema,
    parties: z.object({
      brand: z.object({ name: z.string(), buyerUserName: z.string().nullable(), buyerEmail: z.string().nullable() }),
      creator: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
    }),
    /** True while the order is disputed: the decision form is shown only then. */
    canResolve: z.boolean(),
  })
  .meta({ id: "DisputeEvidence" });
export type DisputeEvidence = z.infer<typeof disputeEvidenceSchema>;

export const disputeMessageSchema = z.object({
  id: z.string(),
  sender: z.object({ id: z.string(), name: z.string(), side: z.enum(["brand", "creator"]) }),
  body: z.string(),
  /** Sent with this order as its reference (the rest is the same conversation since the order began). */
  aboutThisOrder: z.boolean(),
  attachmentNames: z.array(z.string()),
  createdAt: z.string(),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;
export const disputeMessagesSchema = z.object({ messages: z.array(disputeMessageSchema), truncated: z.boolean() });
export type DisputeMessages = z.infer<typeof disputeMessagesSchema>;

const cents = (field: string) =>
  z
    .number({ error: `${field} must be an amount in cents` })
    .int(`${field} must be whole cents`)
    .min(0, `${field} cannot be negative`)
    .max(1_000_000_000, `${field} is too large`);

export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: "Choose complete, refund or split" }),
    /** Split: the creator's part of the escrow, before the platform fee. */
    creatorCents: cents("The creator's part").optional(),
    /** Split: the brand's part; the two must add up to the escrow exactly. */
    buyerCents: cents("The brand's part").optional(),
    reason: adminReason,
  })
  .superRefine((body, ctx) => {
    if (body.outcome === "split" && body.creatorCents === undefined) {
      ctx.addIssue({ code: "custom", path: ["creatorCents"], message: "Say how much of the escrow goes to the creator" });
    }
    if (body.outcome !== "split" && (body.creatorCents !== undefined || body.buyerCents !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["creatorCents"], message: "Amounts are given only for a split" });
    }
  });
export type ResolveDisputeBody = z.infer<typeof resolveDisputeSchema>;

export const disputeSettlementSchema = z
  .object({
    orderId: z.string(),
    status: z.string(),
    resolution: z.enum(DISPUTE_RESOLUTIONS),
    escrowCents: z.number().int(),
    creatorCents: z.number().int(),
    feeCents: z.number().int(),
    buyerCents: z.number().int(),
    reason: z.string(),
    resolvedAt: z.string(),
  })
  .meta({ id: "DisputeSettlement" });
export type DisputeSettlementView = z.infer<typeof disputeSettlementSchema>;
