import { createdReportResponseSchema, createReportSchema } from "@/contracts/reports";
import { reportContent } from "@/server/domain/moderation/report-content";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/**
 * Reports of content to the admins (docs/product/moderation-and-admin.md). A person is reported from their conversation
 * (messages.ts); everything else a user can see is reported here.
 */
export const reportRoutes = apiRouter().openapi(
  createRoute({
    method: "post",
    path: "/auth/reports",
    tags: ["Reports"],
    summary: "Report a creator profile, a campaign, a package or a message",
    description:
      "Queued for the admins with the reason. Only what the caller can see may be reported (404 otherwise), never their own content (400). " +
      "Reporting the same thing again while the first report is open files nothing new (200, `duplicate: true`); 429 over 20 reports an hour.",
    ...signedIn("user"),
    request: { body: jsonBody(createReportSchema) },
    responses: {
      201: json(createdReportResponseSchema, "The report, queued"),
      200: json(createdReportResponseSchema, "Already reported and still open: nothing new filed"),
      ...errors(400, 401, 404, 415, 429),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const caller = c.var.caller;
    const data = await reportContent(c.var.ctx.db, { ...body, userId: caller.userId, buyerAccountId: caller.buyer.id });
    return c.json({ data }, data.duplicate ? 200 : 201);
  },
);
