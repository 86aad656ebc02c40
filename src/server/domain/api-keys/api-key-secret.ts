import { createHash, randomBytes } from "node:crypto";
import { API_KEY_SECRET_PREFIX } from "@/contracts/api-keys";

/** How many characters of the secret the list shows: `rb_live_` and four random ones. */
const VISIBLE = API_KEY_SECRET_PREFIX.length + 4;

/** A new secret (32 random bytes, base64url), its visible prefix and the hash that is stored. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = API_KEY_SECRET_PREFIX + randomBytes(32).toString("base64url");
  return { secret, prefix: secret.slice(0, VISIBLE), hash: hashApiKeySecret(secret) };
}

/**
 * SHA-256 of the secret, hex. A slow password hash buys nothing for 256 random bits, and the
 * look-up on every request must be one indexed equality (decision 071).
 */
export function hashApiKeySecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Whether a bearer token is shaped like one of our API keys (so it is never tried as a session). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_SECRET_PREFIX);
}
