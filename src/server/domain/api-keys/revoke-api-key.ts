import { and, eq, isNull } from "drizzle-orm";
import type { ApiKey } from "@/contracts/api-keys";
import type { Db } from "@/server/db/database";
import { apiKey, user } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { writeAuditLog } from "../identity/write-audit-log";
import { toApiKey } from "./list-api-keys";

/**
 * Revokes a key of the organization (404 for another organization's key). The update's trigger
 * NOTIFYs `api_key_change` in this transaction, so every process drops the key when it commits
 * (decision 071). Revoking a revoked key changes nothing and writes no second audit row.
 */
export async function revokeApiKey(db: Db, input: { organizationId: string; userId: string; keyId: string }): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKey)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKey.id, input.keyId), eq(apiKey.organizationId, input.organizationId), isNull(apiKey.revokedAt)))
      .returning();
    if (revoked) {
      await writeAuditLog(tx, {
        actorUserId: input.userId,
        action: "api_key.revoke",
        target: { type: "api_key", id: revoked.id },
        before: { revokedAt: null },
        after: { revokedAt: revoked.revokedAt!.toISOString() },
        metadata: { organizationId: input.organizationId, name: revoked.name, prefix: revoked.prefix },
      });
    }
    const [row] = await tx
      .select({ key: apiKey, createdByName: user.name })
      .from(apiKey)
      .leftJoin(user, eq(user.id, apiKey.createdByUserId))
      .where(and(eq(apiKey.id, input.keyId), eq(apiKey.organizationId, input.organizationId)));
    if (!row) throw notFound("API key");
    return toApiKey({ ...row.key, createdByName: row.createdByName });
  });
}
