import { createHmac, randomBytes } from "node:crypto";

/** A new Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under the secret's key (the base64 after
 * `whsec_`), the Standard Webhooks scheme; signed with node:crypto, verified in the tests by the
 * `standardwebhooks` package.
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;
}

/**
 * The `webhook-signature` header: one signature per secret in force, space-separated, so a
 * receiver still holding the previous secret during the overlap after a roll verifies too.
 */
export function signatureHeader(secrets: readonly string[], id: string, timestampSeconds: number, body: string): string {
  return secrets.map((s) => signWebhook(s, id, timestampSeconds, body)).join(" ");
}
