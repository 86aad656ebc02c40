/*
 * A store a brand sells from, seen through the shape of Shopify's Admin API (docs/decisions/073):
 * an install that ends with an access token, and a catalogue read page by page with a cursor.
 * Prices are integer cents here; each adapter converts its provider's decimal strings.
 */

export type StoreProviderName = "sandbox" | "shopify";

export interface StoreProductImage {
  url: string;
  alt: string | null;
}

export interface StoreProductVariant {
  externalId: string;
  title: string;
  priceCents: number;
  sku: string | null;
}

export interface StoreProduct {
  /** The provider's id (Shopify's `gid://shopify/Product/…`), unique within one shop. */
  externalId: string;
  title: string;
  handle: string;
  /** Plain text (HTML tags removed). */
  description: string;
  images: StoreProductImage[];
  variants: StoreProductVariant[];
  /** The product's page on the online store, when it is published there. */
  url: string | null;
}

export interface StoreProductPage {
  products: StoreProduct[];
  /** Pass back to read the next page; null on the last one. */
  nextCursor: string | null;
}

/** An installed shop: what the adapter needs to read its catalogue. */
export interface StoreCredentials {
  shopDomain: string;
  accessToken: string;
}

/** What an install answers: a page the brand approves the access on, or a shop connected at once. */
export type InstallStart =
  | { kind: "redirect"; authorizeUrl: string; shopDomain: string }
  | { kind: "connected"; shopDomain: string; shopName: string; accessToken: string };

export interface InstallDone {
  shopDomain: string;
  shopName: string;
  accessToken: string;
  scope: string;
}

export interface StoreAdapter {
  name: StoreProviderName;
  /** Starts an install for `shopDomain` (ignored by the sandbox); `state` comes back in the callback. */
  startInstall(input: { shopDomain: string | null; state: string; redirectUri: string }): InstallStart;
  /** Checks the callback query (HMAC, shop) and exchanges its code for an access token. Throws AppError 400 when refused. */
  completeInstall(query: Record<string, string>): Promise<InstallDone>;
  listProducts(credentials: StoreCredentials, page: { cursor: string | null; limit: number }): Promise<StoreProductPage>;
  /** These products of the store (ids it does not know are left out). */
  getProducts(credentials: StoreCredentials, externalIds: string[]): Promise<StoreProduct[]>;
  /** The bytes of one of this store's product images (to be re-encoded and stored as ours). */
  fetchImage(url: string): Promise<Uint8Array>;
}

/** The read scope asked for: products only. */
export const STORE_SCOPES = "read_products";

/** "19.99" (a provider's decimal money string) as 1999 cents; null when it is not a price. */
export function decimalToCents(amount: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** HTML of a product description as plain text (tags dropped, entities of the common five decoded, spaces folded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
