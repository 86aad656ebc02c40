import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * A store's access token is a password to the brand's catalogue: it is kept encrypted
 * (AES-256-GCM, a key derived from the server's secret with HKDF) so a database dump alone does not
 * hand it over, and no route ever answers it. Rotating the server secret makes stored tokens
 * unreadable: the brand connects the store again.
 */

const VERSION = "v1";

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "reelbrief-store-connection", "access-token", 32));
}

export function encryptStoreToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The token, or null when it was sealed with another secret or altered. */
export function decryptStoreToken(secret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
