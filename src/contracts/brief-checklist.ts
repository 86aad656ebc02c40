import { z } from "zod";
import { CHECKLIST_ITEM_KINDS } from "@/lib/brief-checklist";
import { orderVideoStatusSchema, type RequestRevisionRequest } from "./orders";

/*
 * Contracts of the brief as a checklist (docs/product/brief-checklist.md, decision 077): the order's
 * items (taken from its brief when it was placed), the brand's met/unmet ticks per delivered
 * version with their history, and the items each revision request asked to fix. Paths are relative
 * to /api/v1; every route answers 404 to anyone who is not a side of the order.
 */

export const checklistItemKindSchema = z.enum(CHECKLIST_ITEM_KINDS);
export const CHECKLIST_MARKS = ["met", "unmet"] as const;
export const checklistMarkSchema = z.enum(CHECKLIST_MARKS);
export type ChecklistMark = z.infer<typeof checklistMarkSchema>;
/** A tick sets an item met or unmet on a version; "cleared" takes the mark back. */
export const CHECKLIST_TICK_STATES = ["met", "unmet", "cleared"] as const;
export const checklistTickStateSchema = z.enum(CHECKLIST_TICK_STATES);
export type ChecklistTickState = z.infer<typeof checklistTickStateSchema>;

export const checklistItemSchema = z
  .object({ id: z.string(), position: z.number().int(), kind: checklistItemKindSchema, text: z.string() })
  .meta({ id: "ChecklistItem" });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** An item's current mark on one version (items never ticked on it are absent). */
export const checklistVersionMarkSchema = z.object({
  itemId: z.string(),
  state: checklistMarkSchema,
  by: z.string().nullable(),
  at: z.string(),
});
export type ChecklistVersionMark = z.infer<typeof checklistVersionMarkSchema>;

export const checklistVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  marks: z.array(checklistVersionMarkSchema),
});
export type ChecklistVersion = z.infer<typeof checklistVersionSchema>;

/** One tick as it happened: who set which item of which version to what, and when. */
export const checklistTickEntrySchema = z
  .object({
    id: z.string(),
    itemId: z.string(),
    versionId: z.string(),
    version: z.number().int(),
    state: checklistTickStateSchema,
    by: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: "ChecklistTick" });
export type ChecklistTickEntry = z.infer<typeof checklistTickEntrySchema>;

/** The unmet items a revision request asked the creator to fix. */
export const checklistRevisionSchema = z.object({
  revisionRequestId: z.string(),
  /** "Revision 1 of 2". */
  label: z.string(),
  versionId: z.string().nullable(),
  itemIds: z.array(z.string()),
  createdAt: z.string(),
});
export type ChecklistRevision = z.infer<typeof checklistRevisionSchema>;

/** One video's ticks: per version (oldest first), the history (newest first) and the revision requests' items. */
export const videoChecklistRecordSchema = z.object({
  orderVideoId: z.string(),
  position: z.number().int(),
  versions: z.array(checklistVersionSchema),
  history: z.array(checklistTickEntrySchema),
  revisions: z.array(checklistRevisionSchema),
});
export type VideoChecklistRecord = z.infer<typeof videoChecklistRecordSchema>;

export const videoChecklistSchema = videoChecklistRecordSchema
  .extend({
    status: orderVideoStatusSchema,
    viewer: z.enum(["buyer", "creator"]),
    items: z.array(checklistItemSchema),
    /** The version the viewer may tick now (the brand, on the delivery under review); null otherwise. */
    tickableVersionId: z.string().nullable(),
    /** While a revision is being made: the items the next version must fix, and the request that named them. */
    mustFix: z.object({ label: z.string(), itemIds: z.array(z.string()) }).nullable(),
  })
  .meta({ id: "VideoChecklist" });
export type VideoChecklist = z.infer<typeof videoChecklistSchema>;
export const videoChecklistResponseSchema = z.object({ data: videoChecklistSchema });

/** The order's checklist as dispute evidence: its items and every video's ticks and revision requests. */
export const checklistEvidenceSchema = z.object({
  items: z.array(checklistItemSchema),
  videos: z.array(videoChecklistRecordSchema),
});
export type ChecklistEvidence = z.infer<typeof checklistEvidenceSchema>;

/** POST /auth/order_videos/{id}/checklist/ticks (brand): mark one item of the delivery under review. */
export const tickChecklistItemRequestSchema = z.object({
  versionId: z.uuid("Choose a version"),
  itemId: z.uuid("Choose a checklist item"),
  state: checklistTickStateSchema,
});
export type TickChecklistItemRequest = z.infer<typeof tickChecklistItemRequestSchema>;

/** What a revision request cites besides its note (POST /auth/order_videos/{id}/request-revision). */
export type RevisionCitations = Pick<RequestRevisionRequest, "checklistItemIds" | "commentIds">;

export const CITE_SOMETHING_MESSAGE =
  "Cite at least one unmet checklist item or frame comment: mark what is missing as unmet, or pin a comment on the frame";
