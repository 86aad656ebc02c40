import { createHmac, timingSafeEqual } from "node:crypto";

/** Header carrying the sandbox provider's signature: `t=<unix seconds>,v1=<hex hmac>`. */
export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
/** Signatures older than this are refused (as Stripe does), so a captured request goes stale. */
export const SANDBOX_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** Signs a raw body the way the sandbox provider does: HMAC-SHA256 over "timestamp.body". */
export function signSandboxPayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** True when the header is a fresh, valid signature of exactly this body. Constant-time compare. */
export function verifySandboxSignature(
  body: string,
  header: string | null | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((p) => {
      const i = p.indexOf("=");
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1");
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now - timestamp) > SANDBOX_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
