import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Who did what to whom (docs/product/moderation-and-admin.md): every admin action and every request made while
 * impersonating. Rows are only ever inserted. `actorUserId` is the person acting (the admin when
 * impersonating); ids are kept as plain text, not foreign keys, so the trail survives a deleted user.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorUserId: text().notNull(),
    /** Dotted verb, e.g. "impersonation.start", "impersonation.request", "user.ban". */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    /** The admin's written reason, required for every destructive admin action. */
    reason: text(),
    /** The target's fields the action changed, as they were and as they became. */
    before: jsonb(),
    after: jsonb(),
    metadata: jsonb().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.actorUserId, t.createdAt), index().on(t.targetType, t.targetId), index().on(t.action, t.createdAt)],
);
