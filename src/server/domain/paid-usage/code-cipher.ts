import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/*
 * Paid-usage codes at rest (decision 084): AES-256-GCM with a 96-bit random IV per seal and the
 * authorisation's id as associated data, so a sealed value copied onto another row does not open.
 * The key is derived (HKDF-SHA-256) from the PAID_USAGE_CODE_KEY setting, never used raw, so the
 * setting can be any long random string. Stored as `v1.` + base64url(iv ‖ tag ‖ ciphertext).
 */

const VERSION = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "reelbrief", "paid-usage-code/v1", 32));
}

export function sealCode(secret: string, authorisationId: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  cipher.setAAD(Buffer.from(authorisationId));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plaintext, or an error when the value was altered, moved to another row or sealed with another key. */
export function openCode(secret: string, authorisationId: string, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error("unknown sealed code format");
  const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(authorisationId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
