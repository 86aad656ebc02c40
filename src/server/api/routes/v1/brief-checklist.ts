import { tickChecklistItemRequestSchema, videoChecklistResponseSchema } from "@/contracts/brief-checklist";
import { orderIdParamsSchema } from "@/contracts/orders";
import type { Context } from "hono";
import { getVideoChecklist } from "@/server/domain/brief-checklist/video-checklist";
import { tickChecklistItem } from "@/server/domain/brief-checklist/tick-checklist-item";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { sideOfVideo } from "@/server/domain/reviews/review-access";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, errors, json, jsonBody, partiesOnlyRoute } from "../../openapi";

/*
 * The brief as a checklist (decision 077), beside the review of the same order video. Like every
 * order route these are `partiesOnlyRoute(...)`: anyone who is not a side of the order gets 404.
 * Ticking is the brand's: the creator of the order gets 403.
 */

const TAG = ["Orders"];
const NOTE = "Answers 404 to anyone who is not a side of the order, signed in or not.";

async function partyOfVideo(c: Context<SignedInEnv>, videoId: string): Promise<OrderParty> {
  const caller = c.var.caller;
  return sideOfVideo(c.var.ctx.db, videoId, [
    { side: "buyer", buyerAccountId: caller.buyer.id },
    { side: "creator", userId: caller.userId },
  ]);
}

export const briefChecklistRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_videos/{id}/checklist",
      tags: TAG,
      summary: "The brief's checklist of an order video (either side)",
      description: `The order's checklist items (the brief's hooks, talking points, do's and don'ts, taken when the order was placed), each version's met/unmet marks, every tick with who made it and when, the items each revision request asked to fix, and for the creator what the next version must fix. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(videoChecklistResponseSchema, "The checklist"), ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const party = await partyOfVideo(c, id);
      return c.json({ data: await getVideoChecklist(c.var.ctx.db, { videoId: id, party }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_videos/{id}/checklist/ticks",
      tags: TAG,
      summary: "Mark a checklist item met or unmet on the delivery under review (brand)",
      description: `Sets one item of the newest version \`met\`, \`unmet\` or \`cleared\` while that version waits for the brand's decision; each tick is kept in the history. 403 for the creator; 409 for an older version, a version under revision, an approved video or a disputed order; 400 for an item or version of another order. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema, body: jsonBody(tickChecklistItemRequestSchema) },
      responses: { 200: json(videoChecklistResponseSchema, "The checklist after the tick"), ...errors(400, 403, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const party = await partyOfVideo(c, id);
      const data = await tickChecklistItem(c.var.ctx.db, { videoId: id, party, userId: c.var.caller.userId, ...c.req.valid("json") });
      return c.json({ data }, 200);
    },
  );
