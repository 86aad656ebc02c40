import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Shopify signs the query of every redirect it sends back to an app (the OAuth callback among
 * them): the `hmac` parameter is the lowercase hex HMAC-SHA256, keyed with the app's client
 * secret, of all the other parameters sorted by name and joined as `name=value&…` (decoded
 * values). Anything that fails the check did not come from Shopify.
 */

/** The message Shopify signs: every parameter but `hmac` (and the legacy `signature`), sorted by name. */
export function shopifySignedMessage(query: Record<string, string>): string {
  return Object.keys(query)
    .filter((k) => k !== "hmac" && k !== "signature")
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join("&");
}

export function signShopifyQuery(query: Record<string, string>, clientSecret: string): string {
  return createHmac("sha256", clientSecret).update(shopifySignedMessage(query)).digest("hex");
}

/** True when the query's `hmac` is Shopify's signature with this secret (compared in constant time). */
export function verifyShopifyQuery(query: Record<string, string>, clientSecret: string): boolean {
  const given = query.hmac;
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signShopifyQuery(query, clientSecret), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}
