import { z } from "zod";
import {
  disputeEvidenceSchema,
  disputeMessagesSchema,
  disputeOrderParamsSchema,
  disputeQueueQuerySchema,
  disputeQueueSchema,
  disputeSettlementSchema,
  resolveDisputeSchema,
} from "@/contracts/admin/disputes";
import { getDisputeEvidence } from "@/server/domain/disputes/get-dispute-evidence";
import { listDisputeQueue } from "@/server/domain/disputes/list-dispute-queue";
import { readDisputeMessages } from "@/server/domain/disputes/read-dispute-messages";
import { resolveDispute } from "@/server/domain/orders/resolve-dispute";
import type { StorageAdapter, StorageKey } from "@/server/integrations/storage";
import { adminRoute, apiRouter, createRoute, errors, json, jsonBody } from "../../openapi";

const presigner = (storage: StorageAdapter) => (key: string) => storage.presignGet(key as StorageKey, { expiresInSeconds: 3600 });

/**
 * The dispute desk (decision 057): the queue, one dispute's evidence, the parties' messages (each
 * read audited) and the decision, whose ledger moves, order transition and audit row share one
 * transaction.
 */
export const adminDisputeRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/disputes",
      tags: ["Disputes"],
      summary: "The dispute queue",
      description: "Open disputes oldest first (`state=open`), or resolved ones most recent first (`state=resolved`).",
      ...adminRoute(),
      request: { query: disputeQueueQuerySchema },
      responses: { 200: json(z.object({ data: disputeQueueSchema }), "A page of disputed orders"), ...errors(400, 403) },
    }),
    async (c) => c.json({ data: await listDisputeQueue(c.var.ctx.db, c.req.valid("query")) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/disputes/{orderId}",
      tags: ["Disputes"],
      summary: "A dispute's evidence",
      description:
        "The brief or package, the order timeline, every video version with its frame-pinned comments and revision requests, shipping and tracking, and the money. The parties' messages are read separately (audited).",
      ...adminRoute(),
      request: { params: disputeOrderParamsSchema },
      responses: { 200: json(z.object({ data: disputeEvidenceSchema }), "The evidence"), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { orderId } = c.req.valid("param");
      return c.json({ data: await getDisputeEvidence(c.var.ctx.db, { orderId, presign: presigner(c.var.ctx.storage) }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/disputes/{orderId}/messages",
      tags: ["Disputes"],
      summary: "The parties' messages about a disputed order",
      description: "Private correspondence: every read writes `dispute.messages_read` to the audit log.",
      ...adminRoute(),
      request: { params: disputeOrderParamsSchema },
      responses: { 200: json(z.object({ data: disputeMessagesSchema }), "Messages oldest first"), ...errors(400, 403, 404) },
    }),
    async (c) => {
      const { orderId } = c.req.valid("param");
      return c.json({ data: await readDisputeMessages(c.var.ctx.db, { orderId, adminUserId: c.var.caller.userId }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/disputes/{orderId}/resolve",
      tags: ["Disputes"],
      summary: "Resolve a dispute",
      description:
        "`complete` releases the escrow to the creator minus the platform fee; `refund` returns it to the brand's wallet; `split` pays the creator `creatorCents` (the fee taken only on that part) and returns the rest. `creatorCents + buyerCents` must equal the escrow exactly. Both parties are notified with the reason.",
      ...adminRoute(),
      request: { params: disputeOrderParamsSchema, body: jsonBody(resolveDisputeSchema) },
      responses: { 200: json(z.object({ data: disputeSettlementSchema }), "What each side received"), ...errors(400, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { orderId } = c.req.valid("param");
      const body = c.req.valid("json");
      const data = await resolveDispute(c.var.ctx.db, { orderId, adminUserId: c.var.caller.userId, ...body });
      return c.json({ data }, 200);
    },
  );
