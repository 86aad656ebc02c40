import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/*
 * Leases on resumable uploads (decision 043). tus lets one request at a time touch an upload (a
 * PATCH appending bytes, a HEAD reading the offset, a DELETE); with several web processes behind
 * a load balancer the lock must live where they all see it. A lease is a row: taken when free or
 * expired, renewed by its holder while the request runs, deleted when the request ends. A request
 * that finds the upload held asks the holder to let go (`release_requested`), as tus asks of a
 * PATCH whose client has already reconnected elsewhere.
 */
export const uploadLock = pgTable(
  "upload_lock",
  {
    /** The tus upload id (the asset's storage key). */
    id: text().primaryKey(),
    /** The request that holds the lease (random per lock attempt). */
    holder: uuid().notNull(),
    /** A crashed process's lease is free after this time. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set by a request waiting for the upload; the holder's next renewal sees it and lets go. */
    releaseRequested: boolean().notNull().default(false),
  },
  (t) => [index().on(t.expiresAt)],
);
