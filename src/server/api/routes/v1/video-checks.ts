import { orderIdParamsSchema } from "@/contracts/orders";
import { orderVideoChecksResponseSchema, submitDeliveryRequestSchema, submitDeliveryResponseSchema } from "@/contracts/video-checks";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { sideOfVideo } from "@/server/domain/reviews/review-access";
import { checksOfOrderVideo } from "@/server/domain/video-checks/check-report";
import { submitDelivery } from "@/server/domain/video-checks/submit-delivery";
import { apiRouter, createRoute, errors, json, jsonBody, partiesOnlyRoute } from "../../openapi";

/*
 * The checks of a delivery and its submit (decision 076). Like every order route these are
 * `partiesOnlyRoute(...)`: anyone who is not a side of the order gets the same 404. The brand
 * reads the submitted versions' reports; the creator also the upload waiting for the submit.
 */

const TAG = ["Orders"];
const NOTE = "Answers 404 to anyone who is not a side of the order, signed in or not.";

export const videoCheckRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/order_videos/{id}/checks",
      tags: TAG,
      summary: "Quality reports of an order video (either side)",
      description: `Each submitted version's report (black or frozen stretches, silence at the start, loudness against -14 LUFS, black bars, resolution, frame rate, length and aspect ratio against the order) with the creator's override note; for the creator also \`pending\`, the processed upload waiting for the submit. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(orderVideoChecksResponseSchema, "The reports"), ...errors(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const caller = c.var.caller;
      const parties: OrderParty[] = [
        { side: "buyer", buyerAccountId: caller.buyer.id },
        { side: "creator", userId: caller.userId },
      ];
      const party = await sideOfVideo(c.var.ctx.db, id, parties);
      return c.json({ data: await checksOfOrderVideo(c.var.ctx.db, { videoId: id, party }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/order_videos/{id}/submit",
      tags: TAG,
      summary: "Submit a checked upload as the next version (creator)",
      description: `Delivers the upload \`assetId\` (processed, its report ready) as the next version. A report with warnings needs a \`note\` (400 naming \`note\`), shown to the brand. 409 while the checks run or when the video no longer awaits a delivery. ${NOTE}`,
      ...partiesOnlyRoute("Order video"),
      request: { params: orderIdParamsSchema, body: jsonBody(submitDeliveryRequestSchema) },
      responses: { 201: json(submitDeliveryResponseSchema, "The new version"), ...errors(400, 404, 409, 415) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const result = await submitDelivery(c.var.ctx.db, {
        videoId: id,
        assetId: body.assetId,
        creatorUserId: c.var.caller.userId,
        note: body.note,
      });
      return c.json({ data: result }, 201);
    },
  );
