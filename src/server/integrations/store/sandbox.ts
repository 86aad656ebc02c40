import sharp from "sharp";
import { AppError } from "@/server/errors";
import type { InstallStart, StoreAdapter, StoreProduct, StoreProductPage } from "./types";

/*
 * The built-in sandbox store (docs/decisions/073): no account, no network. Installing connects at
 * once; its catalogue is a fixed list of eight products whose pictures are drawn here as SVG (shown
 * in the list as data URLs, rendered to PNG when imported). It answers like the Shopify adapter:
 * the same product shape, the same cursor paging, so the whole flow can be tried offline.
 */

export const SANDBOX_SHOP_DOMAIN = "sandbox-store.reelbrief.local";
export const SANDBOX_SHOP_NAME = "Sandbox Store";
const SANDBOX_TOKEN = "sandbox-access-token";

interface Item {
  handle: string;
  title: string;
  description: string;
  colour: string;
  variants: [title: string, priceCents: number, sku: string][];
}

const CATALOGUE: Item[] = [
  {
    handle: "glow-serum",
    title: "Glow Vitamin C Serum",
    description: "A brightening serum with 15% vitamin C for morning routines.",
    colour: "#f59e0b",
    variants: [
      ["30 ml", 2800, "GLOW-30"],
      ["50 ml", 4900, "GLOW-50"],
    ],
  },
  {
    handle: "cloud-moisturiser",
    title: "Cloud Moisturiser",
    description: "A light whipped cream that sinks in fast and leaves no shine.",
    colour: "#60a5fa",
    variants: [["50 ml", 2800, "CLOUD-50"]],
  },
  {
    handle: "trail-bottle",
    title: "Trail Insulated Bottle",
    description: "Keeps drinks cold for 24 hours and hot for 12. Dishwasher safe.",
    colour: "#10b981",
    variants: [
      ["500 ml", 2900, "TRAIL-500"],
      ["750 ml", 3500, "TRAIL-750"],
    ],
  },
  {
    handle: "focus-coffee",
    title: "Focus Cold Brew Coffee",
    description: "Single-origin cold brew concentrate, twelve servings a bottle.",
    colour: "#78350f",
    variants: [
      ["1 bottle", 1900, "FOCUS-1"],
      ["3 bottles", 5200, "FOCUS-3"],
    ],
  },
  {
    handle: "pulse-earbuds",
    title: "Pulse Wireless Earbuds",
    description: "Noise-cancelling earbuds with 30 hours of battery in the case.",
    colour: "#6366f1",
    variants: [
      ["Black", 8900, "PULSE-BLK"],
      ["White", 8900, "PULSE-WHT"],
    ],
  },
  {
    handle: "stride-leggings",
    title: "Stride Training Leggings",
    description: "High-waisted, squat-proof leggings with two side pockets.",
    colour: "#ec4899",
    variants: [
      ["S", 5800, "STRIDE-S"],
      ["M", 5800, "STRIDE-M"],
      ["L", 5800, "STRIDE-L"],
    ],
  },
  {
    handle: "calm-candle",
    title: "Calm Lavender Candle",
    description: "Soy wax candle with lavender and cedar, about 45 hours of burn.",
    colour: "#a78bfa",
    variants: [["Large", 3200, "CALM-L"]],
  },
  {
    handle: "crunch-granola",
    title: "Crunch Protein Granola",
    description: "Oat and almond granola with 12 g of protein a serving.",
    colour: "#d97706",
    variants: [
      ["400 g", 1200, "CRUNCH-400"],
      ["3 × 400 g", 3300, "CRUNCH-3"],
    ],
  },
];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A square product picture: a coloured card with the product's initials and name. */
export function sandboxProductSvg(item: Pick<Item, "title" | "colour">): string {
  const initials = item.title
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${item.colour}"/><circle cx="300" cy="260" r="150" fill="#ffffff" fill-opacity="0.25"/><text x="300" y="300" font-family="sans-serif" font-size="140" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text><text x="300" y="520" font-family="sans-serif" font-size="34" fill="#ffffff" text-anchor="middle">${escapeXml(item.title)}</text></svg>`;
}

const imageUrlOf = (item: Item) => `data:image/svg+xml;base64,${Buffer.from(sandboxProductSvg(item)).toString("base64")}`;

function toProduct(item: Item): StoreProduct {
  return {
    externalId: `sandbox://product/${item.handle}`,
    title: item.title,
    handle: item.handle,
    description: item.description,
    images: [{ url: imageUrlOf(item), alt: item.title }],
    variants: item.variants.map(([title, priceCents, sku]) => ({ externalId: `sandbox://variant/${sku}`, title, priceCents, sku })),
    url: `https://${SANDBOX_SHOP_DOMAIN}/products/${item.handle}`,
  };
}

/** The whole sandbox catalogue, in its fixed order (the seed and tests read it). */
export const SANDBOX_PRODUCTS: readonly StoreProduct[] = CATALOGUE.map(toProduct);

/** Cursors are opaque to callers; here the offset, base64url-encoded. */
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");
function decodeCursor(cursor: string): number {
  const match = /^offset:(\d{1,4})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw new AppError("validation_error", "cursor: Not a cursor of this list", { cursor: "Not a cursor of this list" });
  return Number(match[1]);
}

export function createSandboxStoreAdapter(): StoreAdapter {
  return {
    name: "sandbox",
    startInstall(): InstallStart {
      return { kind: "connected", shopDomain: SANDBOX_SHOP_DOMAIN, shopName: SANDBOX_SHOP_NAME, accessToken: SANDBOX_TOKEN };
    },
    completeInstall() {
      // The sandbox connects in startInstall; nothing ever redirects back to it.
      return Promise.reject(new AppError("not_found", "The sandbox store has no install callback"));
    },
    listProducts(credentials, { cursor, limit }): Promise<StoreProductPage> {
      if (credentials.accessToken !== SANDBOX_TOKEN)
        return Promise.reject(new AppError("conflict", "The store refused the access token: connect it again"));
      const start = cursor ? decodeCursor(cursor) : 0;
      const products = SANDBOX_PRODUCTS.slice(start, start + limit);
      const next = start + limit;
      return Promise.resolve({ products, nextCursor: next < SANDBOX_PRODUCTS.length ? encodeCursor(next) : null });
    },
    getProducts(credentials, externalIds) {
      if (credentials.accessToken !== SANDBOX_TOKEN)
        return Promise.reject(new AppError("conflict", "The store refused the access token: connect it again"));
      return Promise.resolve(SANDBOX_PRODUCTS.filter((p) => externalIds.includes(p.externalId)));
    },
    async fetchImage(url) {
      const item = CATALOGUE.find((i) => imageUrlOf(i) === url);
      if (!item) throw new AppError("not_found", "Not a picture of the sandbox store");
      return new Uint8Array(
        await sharp(Buffer.from(sandboxProductSvg(item)))
          .png()
          .toBuffer(),
      );
    },
  };
}
