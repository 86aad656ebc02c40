import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { buyerAccount } from "./accounts";

/*
 * A brand's online store connected to Reelbrief (docs/product/store-connection.md, docs/decisions/073).
 * It belongs to the buyer account (the organization's, or a person's own), like the saved products
 * it imports into. One live connection (pending or connected) per account; a disconnected row stays
 * as history, and what it imported stays in saved_product.
 */
export const storeConnection = pgTable(
  "store_connection",
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => buyerAccount.id, { onDelete: "cascade" }),
    /** `sandbox` or `shopify`. */
    provider: text().notNull(),
    /** `my-shop.myshopify.com` (the sandbox has its own). */
    shopDomain: text().notNull(),
    shopName: text(),
    /** AES-256-GCM, keyed from the server's secret (store-token-cipher.ts); never answered by the API. */
    accessTokenEncrypted: text(),
    /** SHA-256 of the OAuth `state` of a pending install, matched by the callback. */
    oauthStateHash: text(),
    /** pending → connected → disconnected (store-connection-transitions.ts). */
    status: text().notNull(),
    startedByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    connectedAt: timestamp({ withTimezone: true }),
    disconnectedAt: timestamp({ withTimezone: true }),
    lastImportAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("store_connection_live")
      .on(t.buyerAccountId)
      .where(sql`${t.status} in ('pending', 'connected')`),
    uniqueIndex("store_connection_state").on(t.oauthStateHash),
    index().on(t.buyerAccountId, t.createdAt),
    check("store_connection_status", sql`${t.status} in ('pending', 'connected', 'disconnected')`),
    check("store_connection_provider", sql`${t.provider} in ('sandbox', 'shopify')`),
  ],
);
