import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

/**
 * An organization's API keys (docs/product/integrations.md, decision 071). The secret
 * (`rb_live_<random>`) is shown once; only its SHA-256 is kept (the secret is 32 random bytes, so
 * a fast hash is enough), looked up by its unique index on every key request. The key belongs to
 * the organization: deleting the organization deletes its keys, removing the person who made one
 * only forgets who that was.
 */
export const apiKey = pgTable(
  "api_key",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    name: text().notNull(),
    scopes: text().array().notNull(),
    /** The first characters of the secret, shown in the list so people can tell keys apart. */
    prefix: text().notNull(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: text().notNull(),
    createdByUserId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.secretHash), index().on(t.organizationId, t.createdAt)],
);
