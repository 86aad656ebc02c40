import type { Context } from "hono";
import {
  contentLibraryQuerySchema,
  contentLibraryResponseSchema,
  licenceDocumentResponseSchema,
  licenceIdParamsSchema,
  orderLicencesResponseSchema,
} from "@/contracts/licences";
import { orderIdParamsSchema } from "@/contracts/orders";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import {
  getLicenceDocument,
  listContentLibrary,
  listOrderLicences,
  originalOfLicence,
  type LicenceViewer,
} from "@/server/domain/licences/licence-read-model";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";
import type { StorageKey } from "@/server/integrations/storage";
import type { SignedInEnv } from "../../middleware/permissions";
import { apiRouter, createRoute, CURSOR_NOTE, documented, errors, json, partiesOnlyRoute, signedIn } from "../../openapi";

/*
 * Licences and the content library (decision 037). Id-bearing routes are
 * `partiesOnlyRoute(...)`: another brand, another creator and the anonymous visitor all get the
 * same 404, never 401/403, so a licence's existence never leaks.
 */

const TAG = ["Licences"];
const ID_NOTE = "Answers 404 to anyone who is not a party of the licence (or an admin), signed in or not.";
/** A download link is good for this long: enough to start the transfer, too short to share around. */
const DOWNLOAD_URL_SECONDS = 300;
const POSTER_URL_SECONDS = 3600;

function viewerOf(c: Context<SignedInEnv>): LicenceViewer {
  const caller = c.var.caller;
  return { buyerAccountId: caller.buyer.id, userId: caller.userId, isAdmin: caller.role === "admin" };
}

/** Both sides a caller could be of an order (a user may be both brand and creator). */
function partiesOf(caller: Caller): OrderParty[] {
  return [
    { side: "buyer", buyerAccountId: caller.buyer.id },
    { side: "creator", userId: caller.userId },
  ];
}

export const licenceRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/content",
      tags: TAG,
      summary: "The brand's content library",
      description:
        "Approved videos of the caller's buyer account with their licences, newest first. Filters: licence status (active, expiring within 30 days, expired), creator, campaign (or `packages`), platform, and a search over creator, title and reference. " +
        "In cursor mode the filters apply and the order is by when the licence was granted. " +
        CURSOR_NOTE,
      ...signedIn("brand", { scope: "content:read" }),
      request: { query: contentLibraryQuerySchema },
      responses: { 200: json(contentLibraryResponseSchema, "One page of the library"), ...errors(400, 401, 403) },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const data = await listContentLibrary(c.var.ctx.db, {
        buyerAccountId: c.var.caller.buyer.id,
        query,
        presign: (key) => c.var.ctx.storage.presignGet(key as StorageKey, { expiresInSeconds: POSTER_URL_SECONDS }),
        downloadUrl: (id) => `/api/v1/auth/licences/${id}/download`,
      });
      return c.json(data, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/licences/{id}",
      tags: TAG,
      summary: "A licence as a machine-readable document",
      description: `The licence in format \`reelbrief.licence\` version 1 (documented in the schema). ${ID_NOTE}`,
      ...partiesOnlyRoute("Licence", { scope: "content:read" }),
      request: { params: licenceIdParamsSchema },
      responses: { 200: json(licenceDocumentResponseSchema, "The licence"), ...errors(404) },
    }),
    async (c) => {
      const data = await getLicenceDocument(c.var.ctx.db, { id: c.req.valid("param").id, viewer: viewerOf(c) });
      if (c.req.query("download") === "1") {
        c.header("content-disposition", `attachment; filename="licence-${data.reference}.json"`);
      }
      c.header("cache-control", "private, no-store");
      return c.json({ data }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/orders/{id}/licences",
      tags: TAG,
      summary: "The licences of an order's approved videos",
      description: "Either side of the order. Answers 404 to anyone who is not a side of the order, signed in or not.",
      ...partiesOnlyRoute("Order", { scope: "content:read" }),
      request: { params: orderIdParamsSchema },
      responses: { 200: json(orderLicencesResponseSchema, "The order's licences, by video position"), ...errors(404) },
    }),
    async (c) => {
      const caller = c.var.caller;
      const orderId = c.req.valid("param").id;
      for (const party of partiesOf(caller)) {
        try {
          return c.json({ data: await listOrderLicences(c.var.ctx.db, { orderId, party }) }, 200);
        } catch (error) {
          if (!(error instanceof AppError && error.code === "not_found")) throw error;
        }
      }
      throw new AppError("not_found", "Order not found");
    },
  );

documented(
  licenceRoutes,
  createRoute({
    method: "get",
    path: "/auth/licences/{id}/download",
    tags: TAG,
    summary: "Download the licensed video's original",
    description: `Redirects (302) to a signed URL of the original file, valid for ${DOWNLOAD_URL_SECONDS / 60} minutes. ${ID_NOTE}`,
    ...partiesOnlyRoute("Licence", { scope: "content:read" }),
    request: { params: licenceIdParamsSchema },
    responses: {
      302: { description: "To the signed URL of the original", headers: { Location: { schema: { type: "string" as const } } } },
      ...errors(404),
    },
  }),
  /* The original in full quality: a redirect to a short-lived signed URL, for the parties and admins. */
  async (c) => {
    const original = await originalOfLicence(c.var.ctx.db, { id: c.req.param("id"), viewer: viewerOf(c) });
    const url = await c.var.ctx.storage.presignGet(original.key as StorageKey, { expiresInSeconds: DOWNLOAD_URL_SECONDS });
    c.header("cache-control", "private, no-store");
    return c.redirect(url, 302);
  },
);
