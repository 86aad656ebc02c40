import { createHmac, timingSafeEqual } from "node:crypto";
import type { StorageKey } from "./types";

/**
 * Presigned URLs of the disk adapter: product URLs (served by routes/v1/media.ts) carrying an
 * expiry and an HMAC over everything the holder may not change (method, key, expiry, content type,
 * size cap). The secret is derived from the auth secret, so there is no extra setting to forget.
 */
export const SIGNED_PATH = "/api/v1/storage/signed/";

export interface SignedParams {
  method: "GET" | "PUT";
  key: StorageKey;
  /** Unix seconds. */
  expires: number;
  contentType?: string;
  maxBytes?: number;
}

function signature(secret: string, p: SignedParams): string {
  const payload = [p.method, p.key, p.expires, p.contentType ?? "", p.maxBytes ?? ""].join("\n");
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function signingSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("reelbrief storage url signing v1").digest("base64url");
}

export function signedUrl(baseUrl: string, secret: string, p: SignedParams): string {
  const url = new URL(SIGNED_PATH + p.key, baseUrl);
  url.searchParams.set("expires", String(p.expires));
  if (p.contentType) url.searchParams.set("contentType", p.contentType);
  if (p.maxBytes !== undefined) url.searchParams.set("maxBytes", String(p.maxBytes));
  url.searchParams.set("signature", signature(secret, p));
  return url.toString();
}

export type SignatureCheck = { ok: true; params: SignedParams } | { ok: false; reason: "expired" | "bad_signature" };

/** Checks a signed request's query against its method and key; `now` in milliseconds. */
export function verifySignedUrl(
  secret: string,
  method: "GET" | "PUT",
  key: StorageKey,
  query: URLSearchParams,
  now = Date.now(),
): SignatureCheck {
  const expires = Number(query.get("expires"));
  const maxBytesRaw = query.get("maxBytes");
  const params: SignedParams = {
    method,
    key,
    expires,
    ...(query.get("contentType") !== null && { contentType: query.get("contentType")! }),
    ...(maxBytesRaw !== null && { maxBytes: Number(maxBytesRaw) }),
  };
  const given = Buffer.from(query.get("signature") ?? "");
  const expected = Buffer.from(signature(secret, params));
  if (!Number.isSafeInteger(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "bad_signature" };
  }
  if (expires * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, params };
}
