import { index, integer, pgEnum, pgTable, text, timestamp, uuid, boolean } from "drizzle-orm/pg-core";

/** What a report points at (docs/product/moderation-and-admin.md): a person, their public profile, a message, a campaign or a package. */
export const reportTarget = pgEnum("report_target", ["user", "creator_profile", "message", "campaign", "package"]);

/** open: waits for an admin; dismissed: looked at, nothing done; actioned: the content was hidden or its owner banned. */
export const reportStatus = pgEnum("report_status", ["open", "dismissed", "actioned"]);

/**
 * A user's report of content or of another user, queued for the admins (the moderation queue).
 * Ids are plain text, not foreign keys, so a report survives what it points at being deleted.
 */
export const contentReport = pgTable(
  "content_report",
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterUserId: text().notNull(),
    targetType: reportTarget().notNull(),
    targetId: text().notNull(),
    /** Whose content it is: the reported user, or the owner of the profile, message, campaign or package. */
    targetUserId: text(),
    /** The conversation a reported message or person was reported from, shown to the admin in context. */
    conversationId: uuid(),
    reason: text().notNull(),
    status: reportStatus().notNull().default("open"),
    resolvedByUserId: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolutionNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.createdAt), index().on(t.targetUserId, t.createdAt), index().on(t.targetType, t.targetId)],
);

/**
 * Each run of the ledger consistency check (every balance equals the sum of its transfers, all
 * balances sum to zero), by the scheduled job or an admin, so the console can say when it last ran.
 */
export const ledgerCheckRun = pgTable(
  "ledger_check_run",
  {
    id: uuid().primaryKey().defaultRandom(),
    ok: boolean().notNull(),
    accounts: integer().notNull(),
    transfers: integer().notNull(),
    problems: text().array().notNull().default([]),
    /** The admin who asked for it; null for the scheduled run. */
    requestedByUserId: text(),
    ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ranAt)],
);
