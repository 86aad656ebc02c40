import { createHmac, timingSafeEqual } from "node:crypto";
import { emailKindSchema, type EmailKind } from "@/contracts/notifications";

/*
 * The unsubscribe link of a notification e-mail works without signing in (docs/product/messages-and-notifications.md): its
 * token names the user and the kind, signed with HMAC-SHA256 under the auth secret (a purpose
 * prefix keeps it from being confused with any other signature made with that secret). It does not
 * expire: an old e-mail's link must still work, and all it can do is turn one kind of e-mail off.
 */

const PURPOSE = "email-unsubscribe:v1";
const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64url");
const mac = (secret: string, body: string) => createHmac("sha256", secret).update(`${PURPOSE}.${body}`).digest();

export function signUnsubscribeToken(secret: string, input: { userId: string; kind: EmailKind }): string {
  const body = b64(JSON.stringify([input.userId, input.kind]));
  return `${body}.${b64(mac(secret, body))}`;
}

/** The user and kind of a genuine token; null for anything malformed, tampered or signed otherwise. */
export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; kind: EmailKind } | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== "string") return null;
    const kind = emailKindSchema.safeParse(parsed[1]);
    return kind.success ? { userId: parsed[0], kind: kind.data } : null;
  } catch {
    return null;
  }
}
