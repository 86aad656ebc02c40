import { z } from "zod";
import {
  disconnectStoreResponseSchema,
  importStoreProductsResponseSchema,
  importStoreProductsSchema,
  startStoreInstallResponseSchema,
  startStoreInstallSchema,
  storeProductsQuerySchema,
  storeProductsResponseSchema,
  storeProviderSchema,
  storeStateResponseSchema,
} from "@/contracts/store";
import { completeStoreInstall } from "@/server/domain/store/complete-store-install";
import { disconnectStore } from "@/server/domain/store/disconnect-store";
import { getStoreState } from "@/server/domain/store/get-store-state";
import { importStoreProducts } from "@/server/domain/store/import-store-products";
import { listStoreProducts } from "@/server/domain/store/list-store-products";
import { startStoreInstall } from "@/server/domain/store/start-store-install";
import { AppError } from "@/server/errors";
import { apiRouter, createRoute, documented, errors, json, jsonBody, signedIn } from "../../openapi";

/*
 * The store connection (docs/product/store-connection.md, docs/decisions/073): a brand's owners
 * and admins connect Shopify (or the sandbox store in local mode), browse its catalogue and import
 * products into the saved products that briefs and package purchases offer. The use-cases check the
 * caller's role in the organization (403 for members); creators are refused by the audience.
 */

const TAG = ["Store"];
const OWNERS = " Owners and admins of the organization (a personal account is its owner's); 403 for other members.";

export const storeRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/store",
      tags: TAG,
      summary: "The store connection",
      description: `The store providers this server offers and the live connection (pending or connected), or null.${OWNERS}`,
      ...signedIn("brand"),
      responses: { 200: json(storeStateResponseSchema, "Providers and connection"), ...errors(401, 403) },
    }),
    async (c) => c.json({ data: await getStoreState(c.var.ctx, c.var.caller) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/store/install",
      tags: TAG,
      summary: "Connect a store",
      description:
        "Shopify: answers the authorize URL to send the brand to (scope `read_products`); the connection stays pending until " +
        "Shopify redirects back. The sandbox store connects at once (`authorizeUrl: null`). A connected store must be " +
        `disconnected first (409); an unfinished install is replaced. A provider this server does not offer is a 404.${OWNERS}`,
      ...signedIn("brand"),
      request: { body: jsonBody(startStoreInstallSchema) },
      responses: { 201: json(startStoreInstallResponseSchema, "The install, started or done"), ...errors(400, 401, 403, 404, 409, 415) },
    }),
    async (c) => c.json({ data: await startStoreInstall(c.var.ctx, c.var.caller, c.req.valid("json")) }, 201),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/store/products",
      tags: TAG,
      summary: "The connected store's products",
      description: `One page of the catalogue (\`limit\` up to 50, \`cursor\` from the previous page), each with the saved product it was imported as. 409 when no store is connected.${OWNERS}`,
      ...signedIn("brand"),
      request: { query: storeProductsQuerySchema },
      responses: { 200: json(storeProductsResponseSchema, "A page of products"), ...errors(400, 401, 403, 409) },
    }),
    async (c) => {
      const page = await listStoreProducts(c.var.ctx, c.var.caller, c.req.valid("query"));
      return c.json({ data: page.products, nextCursor: page.nextCursor }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/store/import",
      tags: TAG,
      summary: "Import store products into saved products",
      description:
        "Name, store page, the first variant's price (cents) and the first picture (stored as an uploaded product picture). " +
        "A product imported before is updated, never duplicated. An id the store does not know is a 400 and nothing is written." +
        OWNERS,
      ...signedIn("brand"),
      request: { body: jsonBody(importStoreProductsSchema) },
      responses: { 200: json(importStoreProductsResponseSchema, "The saved products"), ...errors(400, 401, 403, 409, 415) },
    }),
    async (c) => c.json({ data: await importStoreProducts(c.var.ctx, c.var.caller, c.req.valid("json")) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/store/disconnect",
      tags: TAG,
      summary: "Disconnect the store",
      description: `Forgets the access token at once. Imported products stay saved products. 404 when no store is connected.${OWNERS}`,
      ...signedIn("brand"),
      responses: { 200: json(disconnectStoreResponseSchema, "The connection, disconnected"), ...errors(401, 403, 404) },
    }),
    async (c) => c.json({ data: await disconnectStore(c.var.ctx, c.var.caller) }, 200),
  );

const SETTINGS_PAGE = "/platform/settings/integrations";

documented(
  storeRoutes,
  createRoute({
    method: "get",
    path: "/store/{provider}/callback",
    tags: TAG,
    summary: "The store's OAuth callback",
    description:
      "Where Shopify sends the brand back after approving the access. The query's HMAC signature, its shop and the install's " +
      "`state` are checked before the code is exchanged for a token. Redirects (303) to the integrations page with " +
      "`store=connected`, or with `store_error` and nothing changed.",
    request: { params: z.object({ provider: storeProviderSchema }) },
    responses: { 303: { description: "Back to the integrations page, with the outcome in the query" }, ...errors(404) },
  }),
  async (c) => {
    const query = Object.fromEntries(new URL(c.req.url).searchParams);
    try {
      await completeStoreInstall(c.var.ctx, c.req.param("provider"), query);
      return c.redirect(`${SETTINGS_PAGE}?store=connected`, 303);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      c.var.log.warn("store install refused", { code: error.code, message: error.message });
      return c.redirect(`${SETTINGS_PAGE}?store_error=${encodeURIComponent(error.message)}`, 303);
    }
  },
);
