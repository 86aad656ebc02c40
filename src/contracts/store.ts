import { z } from "zod";
import { queryNumber } from "./query-number";
import { savedProductSchema } from "./orders";
import { identifier } from "./text";

/*
 * The store connection (docs/product/store-connection.md, docs/decisions/073): a brand connects
 * its online store (Shopify, or the built-in sandbox store in local mode) and imports products into
 * its saved products. Owners and admins of the organization only.
 */

export const storeProviderSchema = z.enum(["sandbox", "shopify"], { error: "Choose the sandbox store or Shopify" });
export type StoreProvider = z.infer<typeof storeProviderSchema>;

export const storeConnectionSchema = z.object({
  id: z.string(),
  provider: storeProviderSchema,
  shopDomain: z.string(),
  shopName: z.string().nullable(),
  status: z.enum(["pending", "connected", "disconnected"]),
  connectedAt: z.string().nullable(),
  lastImportAt: z.string().nullable(),
});
export type StoreConnection = z.infer<typeof storeConnectionSchema>;

export const storeStateSchema = z.object({
  /** The providers this server offers, in the order to show them. */
  providers: z.array(storeProviderSchema),
  /** The live connection (pending or connected), or null. */
  connection: storeConnectionSchema.nullable(),
});
export type StoreState = z.infer<typeof storeStateSchema>;
export const storeStateResponseSchema = z.object({ data: storeStateSchema });

// POST /auth/store/install
export const startStoreInstallSchema = z.object({
  provider: storeProviderSchema,
  /** Shopify: `my-shop` or `my-shop.myshopify.com`. Not used by the sandbox. */
  shopDomain: z
    .string()
    .trim()
    .min(1, "Enter your shop's myshopify.com address")
    .max(120, "Enter your shop's myshopify.com address")
    .optional(),
});
export type StartStoreInstall = z.infer<typeof startStoreInstallSchema>;
export const startStoreInstallResponseSchema = z.object({
  data: z.object({
    /** Where to send the brand to approve the access (Shopify); null when the store connected at once (sandbox). */
    authorizeUrl: z.string().nullable(),
    connection: storeConnectionSchema,
  }),
});

// GET /auth/store/products
export const storeProductsQuerySchema = z.object({
  cursor: z.string().max(500, "Not a cursor of this list").optional(),
  limit: queryNumber(z.number().int("must be a whole number").min(1).max(50)).optional(),
});
export type StoreProductsQuery = z.infer<typeof storeProductsQuerySchema>;

export const storeProductSchema = z.object({
  externalId: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  /** The store's first picture (a data URL for the sandbox), or null. */
  imageUrl: z.string().nullable(),
  /** The first variant's price: what an import takes as the retail value. */
  priceCents: z.number().int().nullable(),
  variants: z.array(z.object({ externalId: z.string(), title: z.string(), priceCents: z.number().int(), sku: z.string().nullable() })),
  url: z.string().nullable(),
  /** The saved product it was imported as, or null. */
  savedProductId: z.string().nullable(),
});
export type StoreProductView = z.infer<typeof storeProductSchema>;
export const storeProductsResponseSchema = z.object({ data: z.array(storeProductSchema), nextCursor: z.string().nullable() });

// POST /auth/store/import
export const importStoreProductsSchema = z.object({
  externalIds: z
    .array(identifier(200, "Choose a product"), { error: "Choose the products to import" })
    .min(1, "Choose at least one product")
    .max(50, "Import at most 50 products at a time")
    .refine((ids) => new Set(ids).size === ids.length, "Each product once"),
});
export type ImportStoreProducts = z.infer<typeof importStoreProductsSchema>;
export const importStoreProductsResponseSchema = z.object({
  data: z.object({
    products: z.array(savedProductSchema),
    created: z.number().int(),
    updated: z.number().int(),
    /** Products saved without their picture because the store's could not be read. */
    imagesMissing: z.number().int(),
  }),
});

export const disconnectStoreResponseSchema = z.object({ data: storeConnectionSchema });
