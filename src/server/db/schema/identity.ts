import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Better Auth's rate-limit counters (storage: "database"), so that limits hold across processes
 * when the API runs separately from the web tier. Field names are Better Auth's.
 */
export const rateLimit = pgTable("rate_limit", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * Consecutive wrong passwords per e-mail address (docs/decisions: sign-in lockout). Reset by a
 * successful sign-in; while `count` has reached the limit and the lock has not expired, sign-in
 * for that address answers 429 whatever the password — independent of the caller's IP.
 */
export const signInFailure = pgTable("sign_in_failure", {
  email: text().primaryKey(),
  count: integer().notNull().default(0),
  lastFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
