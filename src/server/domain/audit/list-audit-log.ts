import { sql, type SQL } from "drizzle-orm";
import type { AuditFilters, AuditPage, AuditRow } from "@/contracts/admin/audit";
import type { Executor } from "@/server/db/database";
import { AppError } from "@/server/errors";

interface Row {
  id: string;
  actor_user_id: string;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  created_at: Date | string;
  /** created_at as PostgreSQL prints it, microseconds kept, for the cursor (a JS Date drops them). */
  created_at_text: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cursor: the last row's (created_at, id), opaque to the client. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof createdAt === "string" && typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id) && !Number.isNaN(Date.parse(createdAt))) {
      return { createdAt, id };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError("validation_error", "cursor: not a cursor this list gave out", { cursor: "Invalid cursor" });
}

function conditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [sql`true`];
  if (filters.actor) {
    // An e-mail matches the user with that address (case-insensitively); anything else is a user id.
    where.push(
      filters.actor.includes("@")
        ? sql`l.actor_user_id IN (SELECT id FROM "user" WHERE lower(email) = lower(${filters.actor}))`
        : sql`l.actor_user_id = ${filters.actor}`,
    );
  }
  if (filters.targetType) where.push(sql`l.target_type = ${filters.targetType}`);
  if (filters.targetId) where.push(sql`l.target_id = ${filters.targetId}`);
  if (filters.action) {
    where.push(filters.action.endsWith(".") ? sql`starts_with(l.action, ${filters.action})` : sql`l.action = ${filters.action}`);
  }
  if (filters.from) where.push(sql`l.created_at >= ${`${filters.from}T00:00:00Z`}::timestamptz`);
  if (filters.to) {
    const end = new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS).toISOString();
    where.push(sql`l.created_at < ${end}::timestamptz`);
  }
  return where;
}

/**
 * The audit trail, newest first, filtered by actor (id or e-mail), target, action and UTC day,
 * paged by keyset on (created_at, id) so a page deep in a long trail costs the same as the first.
 */
export async function listAuditLog(db: Executor, input: AuditFilters & { cursor?: string; limit: number }): Promise<AuditPage> {
  if (input.from && input.to && input.from > input.to) {
    throw new AppError("validation_error", "to: must not be before from", { to: "Must not be before the start date" });
  }
  const where = conditions(input);
  if (input.cursor) {
    const c = decodeCursor(input.cursor);
    where.push(sql`(l.created_at, l.id) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`);
  }
  const result: unknown = await db.execute(
    sql`SELECT l.id, l.actor_user_id, u.name AS actor_name, u.email AS actor_email, l.action, l.target_type, l.target_id,
               l.reason, l.before, l.after, l.metadata, l.created_at,
               to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_text
        FROM audit_log l LEFT JOIN "user" u ON u.id = l.actor_user_id
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${input.limit + 1}`,
  );
  const rows = (result as { rows: Row[] }).rows;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    entries: page.map(toAuditRow),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.created_at_text, last.id) : null,
  };
}

function toAuditRow(r: Row): AuditRow {
  return {
    id: r.id,
    actor: { userId: r.actor_user_id, name: r.actor_name, email: r.actor_email },
    action: r.action,
    target: r.target_type && r.target_id ? { type: r.target_type, id: r.target_id } : null,
    reason: r.reason,
    before: r.before,
    after: r.after,
    metadata: r.metadata ?? {},
    createdAt: new Date(r.created_at).toISOString(),
  };
}
