import { desc, eq } from "drizzle-orm";
import type { ApiKey, ApiKeyScope } from "@/contracts/api-keys";
import type { Executor } from "@/server/db/database";
import { apiKey, user } from "@/server/db/schema";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Row = typeof apiKey.$inferSelect & { createdByName: string | null };

export function toApiKey(row: Row): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedIp: row.lastUsedIp,
    revokedAt: iso(row.revokedAt),
  };
}

/** The organization's keys, newest first, revoked ones included (never their secrets: only hashes are kept). */
export async function listApiKeys(db: Executor, input: { organizationId: string }): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKey, createdByName: user.name })
    .from(apiKey)
    .leftJoin(user, eq(user.id, apiKey.createdByUserId))
    .where(eq(apiKey.organizationId, input.organizationId))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
  return rows.map((r) => toApiKey({ ...r.key, createdByName: r.createdByName }));
}
