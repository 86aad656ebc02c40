import { AppError } from "@/server/errors";
import { verifyShopifyQuery } from "./shopify-hmac";
import {
  decimalToCents,
  htmlToText,
  STORE_SCOPES,
  type InstallDone,
  type InstallStart,
  type StoreAdapter,
  type StoreCredentials,
  type StoreProduct,
  type StoreProductPage,
} from "./types";

/*
 * Shopify through its Admin GraphQL API (version 2025-01) and the authorization code grant
 * (docs/decisions/073): the brand approves `read_products` on `https://{shop}/admin/oauth/authorize`,
 * Shopify redirects back with a signed query, and its code is exchanged for an offline access token
 * at `/admin/oauth/access_token`. Products are read from `/admin/api/2025-01/graphql.json` with the
 * token in `X-Shopify-Access-Token`, a page of `first` products after a cursor.
 */

export const SHOPIFY_API_VERSION = "2025-01";
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

export interface ShopifyOptions {
  clientId: string;
  clientSecret: string;
  /** Where a shop's API is served: `https://{shop}` (tests point it at a local fake). */
  shopOrigin?: (shopDomain: string) => string;
  fetch?: typeof fetch;
}

/** `my-shop`, `My-Shop.myshopify.com` or `https://my-shop.myshopify.com/` as `my-shop.myshopify.com`; null when it is not one. */
export function normalizeShopDomain(input: string): string | null {
  let s = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "");
  if (!s.includes(".")) s = `${s}.myshopify.com`;
  return SHOP_DOMAIN.test(s) ? s : null;
}

const PRODUCT_FIELDS = `id title handle descriptionHtml onlineStoreUrl
  images(first: 10) { nodes { url altText } }
  variants(first: 50) { nodes { id title price sku } }`;

const PRODUCTS_QUERY = `query Products($first: Int!, $after: String) {
  products(first: $first, after: $after, sortKey: TITLE) {
    nodes { ${PRODUCT_FIELDS} }
    pageInfo { hasNextPage endCursor }
  }
}`;

const PRODUCTS_BY_ID_QUERY = `query ProductsById($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Product { ${PRODUCT_FIELDS} } }
}`;

interface GraphqlProduct {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string | null;
  onlineStoreUrl: string | null;
  images: { nodes: { url: string; altText: string | null }[] };
  variants: { nodes: { id: string; title: string; price: string; sku: string | null }[] };
}

function toStoreProduct(p: GraphqlProduct): StoreProduct {
  return {
    externalId: p.id,
    title: p.title,
    handle: p.handle,
    description: htmlToText(p.descriptionHtml ?? ""),
    images: p.images.nodes.map((i) => ({ url: i.url, alt: i.altText })),
    variants: p.variants.nodes.flatMap((v) => {
      const priceCents = decimalToCents(v.price);
      return priceCents === null ? [] : [{ externalId: v.id, title: v.title, priceCents, sku: v.sku || null }];
    }),
    url: p.onlineStoreUrl,
  };
}

const refused = (message: string) => new AppError("validation_error", message);
const unavailable = (message: string) => new AppError("conflict", `The store did not answer as expected: ${message}`);

export function createShopifyAdapter(options: ShopifyOptions): StoreAdapter {
  const origin = options.shopOrigin ?? ((shop: string) => `https://${shop}`);
  const doFetch = options.fetch ?? fetch;

  async function call<T>(shopDomain: string, path: string, init: { body: unknown; token?: string }): Promise<T> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (init.token) headers["x-shopify-access-token"] = init.token;
    let res: Response;
    try {
      res = await doFetch(`${origin(shopDomain)}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw unavailable("no connection");
    }
    if (res.status === 401 || res.status === 403) throw new AppError("conflict", "The store refused the access token: connect it again");
    if (!res.ok) throw unavailable(`HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  async function graphql<T>(credentials: StoreCredentials, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = await call<{ data?: T; errors?: unknown }>(credentials.shopDomain, `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`, {
      body: { query, variables },
      token: credentials.accessToken,
    });
    if (!body.data || body.errors) throw unavailable("GraphQL errors");
    return body.data;
  }

  return {
    name: "shopify",

    startInstall({ shopDomain, state, redirectUri }): InstallStart {
      const shop = shopDomain ? normalizeShopDomain(shopDomain) : null;
      if (!shop)
        throw new AppError("validation_error", "shopDomain: Enter your shop's myshopify.com address", {
          shopDomain: "Enter your shop's myshopify.com address",
        });
      const url = new URL(`${origin(shop)}/admin/oauth/authorize`);
      url.searchParams.set("client_id", options.clientId);
      url.searchParams.set("scope", STORE_SCOPES);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("state", state);
      return { kind: "redirect", authorizeUrl: url.toString(), shopDomain: shop };
    },

    async completeInstall(query): Promise<InstallDone> {
      if (!verifyShopifyQuery(query, options.clientSecret))
        throw new AppError("bad_signature", "The callback's signature is not Shopify's");
      const shop = query.shop ? normalizeShopDomain(query.shop) : null;
      if (!shop || shop !== query.shop) throw refused("The callback names no valid shop");
      if (!query.code) throw refused("The callback has no code");
      const token = await call<{ access_token?: string; scope?: string }>(shop, "/admin/oauth/access_token", {
        body: { client_id: options.clientId, client_secret: options.clientSecret, code: query.code },
      });
      if (!token.access_token) throw unavailable("no access token");
      const scope = token.scope ?? "";
      if (!scope.split(",").includes(STORE_SCOPES)) throw refused("The store did not grant read access to its products");
      const { shop: info } = await graphql<{ shop: { name: string } }>(
        { shopDomain: shop, accessToken: token.access_token },
        "{ shop { name } }",
      );
      return { shopDomain: shop, shopName: info.name, accessToken: token.access_token, scope };
    },

    async listProducts(credentials, { cursor, limit }): Promise<StoreProductPage> {
      const data = await graphql<{ products: { nodes: GraphqlProduct[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(
        credentials,
        PRODUCTS_QUERY,
        { first: limit, after: cursor },
      );
      const products = data.products.nodes.map(toStoreProduct);
      return { products, nextCursor: data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null };
    },

    async getProducts(credentials, externalIds) {
      if (externalIds.length === 0) return [];
      const data = await graphql<{ nodes: (GraphqlProduct | Record<string, never> | null)[] }>(credentials, PRODUCTS_BY_ID_QUERY, {
        ids: externalIds,
      });
      // Unknown ids come back as null, ids of other kinds as empty objects: both are "not in this store".
      return data.nodes.filter((n): n is GraphqlProduct => n !== null && "id" in n).map(toStoreProduct);
    },

    async fetchImage(url) {
      // Real shops serve pictures from Shopify's CDN over HTTPS; a test's fake serves them beside its API.
      const local = options.shopOrigin !== undefined;
      if (!url.startsWith("https://") && !local) throw unavailable("an image address that is not HTTPS");
      let res: Response;
      try {
        res = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch {
        throw unavailable("an image could not be downloaded");
      }
      if (!res.ok) throw unavailable(`an image answered HTTP ${res.status}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.byteLength > MAX_IMAGE_BYTES) throw unavailable("an image is over 10 MB");
      return bytes;
    },
  };
}
