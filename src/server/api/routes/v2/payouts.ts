import { Hono } from "hono";
import { payoutIdParamsSchema, payoutQueueQuerySchema, payoutSettleSchema } from "@/contracts/payouts";
import { approvePayout, listPayoutQueue, settleCreatorPayout } from "@/server/domain/payouts/payouts";
import type { ApiEnv } from "../../types";
import { parseBody, parseWith } from "../../validation";

/**
 * The admin payout queue (decision 030). Mounted behind the v2 admin guard; every action writes
 * the audit log in the same transaction as the change.
 */
export const adminPayoutRoutes = new Hono<ApiEnv>()
  .get("/payouts", async (c) => {
    const query = parseWith(payoutQueueQuerySchema, c.req.query());
    return c.json({ data: await listPayoutQueue(c.var.ctx.db, query) });
  })
  .post("/payouts/:id/approve", async (c) => {
    const { id } = parseWith(payoutIdParamsSchema, c.req.param());
    const data = await approvePayout(c.var.ctx.db, { payoutId: id, actor: { kind: "admin", id: c.var.caller!.userId } });
    return c.json({ data });
  })
  .post("/payouts/:id/settle", async (c) => {
    const { id } = parseWith(payoutIdParamsSchema, c.req.param());
    const body = await parseBody(c, payoutSettleSchema);
    const data = await settleCreatorPayout(c.var.ctx.db, {
      payoutId: id,
      outcome: body.outcome,
      reason: body.reason,
      actor: { kind: "admin", id: c.var.caller!.userId },
    });
    return c.json({ data });
  });
