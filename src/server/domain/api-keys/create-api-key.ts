import type { CreateApiKey, CreatedApiKey } from "@/contracts/api-keys";
import type { Db } from "@/server/db/database";
import { apiKey } from "@/server/db/schema";
import { writeAuditLog } from "../identity/write-audit-log";
import { newApiKeySecret } from "./api-key-secret";
import { toApiKey } from "./list-api-keys";

/**
 * Makes a key for the organization and returns its secret, the only time it leaves the server.
 * The audit row commits with the key. Who may (owners and admins of the organization) is checked
 * by the route's guard and `assertManagesKeys`.
 */
export async function createApiKey(
  db: Db,
  input: { organizationId: string; userId: string; userName: string; key: CreateApiKey },
): Promise<CreatedApiKey> {
  const { secret, prefix, hash } = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKey)
      .values({
        organizationId: input.organizationId,
        name: input.key.name,
        scopes: input.key.scopes,
        prefix,
        secretHash: hash,
        createdByUserId: input.userId,
        expiresAt: input.key.expiresAt ? new Date(input.key.expiresAt) : null,
      })
      .returning();
    await writeAuditLog(tx, {
      actorUserId: input.userId,
      action: "api_key.create",
      target: { type: "api_key", id: row!.id },
      after: { name: row!.name, scopes: row!.scopes, prefix, expiresAt: row!.expiresAt?.toISOString() ?? null },
      metadata: { organizationId: input.organizationId },
    });
    return { ...toApiKey({ ...row!, createdByName: input.userName }), secret };
  });
}
