import { and, eq, sql } from "drizzle-orm";
import { EMAIL_KINDS, type EmailKind, type EmailPreferences } from "@/contracts/notifications";
import type { Executor } from "@/server/db/database";
import { emailPreference } from "@/server/db/schema";

/** Every kind on unless a row says off (a new user gets every notification e-mail). */
export async function getEmailPreferences(db: Executor, userId: string): Promise<EmailPreferences> {
  const rows = await db.select().from(emailPreference).where(eq(emailPreference.userId, userId));
  const prefs = Object.fromEntries(EMAIL_KINDS.map((k) => [k, true])) as EmailPreferences;
  for (const r of rows) if ((EMAIL_KINDS as readonly string[]).includes(r.kind)) prefs[r.kind as EmailKind] = r.enabled;
  return prefs;
}

export async function setEmailPreferences(db: Executor, userId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  const entries = Object.entries(changes).filter((e): e is [EmailKind, boolean] => typeof e[1] === "boolean");
  if (entries.length > 0) {
    await db
      .insert(emailPreference)
      .values(entries.map(([kind, enabled]) => ({ userId, kind, enabled })))
      .onConflictDoUpdate({
        target: [emailPreference.userId, emailPreference.kind],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
      });
  }
  return getEmailPreferences(db, userId);
}

export async function isEmailEnabled(db: Executor, userId: string, kind: EmailKind): Promise<boolean> {
  const [row] = await db
    .select({ enabled: emailPreference.enabled })
    .from(emailPreference)
    .where(and(eq(emailPreference.userId, userId), eq(emailPreference.kind, kind)))
    .limit(1);
  return row?.enabled ?? true;
}
