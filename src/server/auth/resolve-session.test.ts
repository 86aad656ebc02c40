import { serializeSignedCookie } from "better-call";
import { describe, expect, it } from "vitest";
import { bearerSessionToken, isDueForRefresh, readCookie, verifySignedValue } from "./resolve-session";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";
const TOKEN = "Xq3kTz9Lm2Pw8Rv5Yb7Nc4Hd6Jf1Gs0A";

/** The cookie value better-call writes for a signed cookie (URI-encoded `value.signature`). */
async function signCookieValue(value: string, secret: string): Promise<string> {
  const serialized = await serializeSignedCookie("c", value, secret);
  return serialized.slice("c=".length).split(";")[0]!;
}

describe("signed session cookies, as better-call signs them", () => {
  it("accepts the value better-call signed with the secret", async () => {
    const cookie = `better-auth.session_token=${await signCookieValue(TOKEN, SECRET)}`;
    const signed = readCookie(`theme=dark; ${cookie}`, "better-auth.session_token")!;
    expect(verifySignedValue(signed, SECRET)).toBe(TOKEN);
  });

  it("refuses an unsigned token, another secret's signature and a tampered value", async () => {
    expect(verifySignedValue(TOKEN, SECRET)).toBeNull();
    const other = decodeURIComponent(await signCookieValue(TOKEN, "another-secret-another-secret-another"));
    expect(verifySignedValue(other, SECRET)).toBeNull();
    const good = decodeURIComponent(await signCookieValue(TOKEN, SECRET));
    expect(verifySignedValue(`Y${good.slice(1)}`, SECRET)).toBeNull();
    expect(verifySignedValue(`${TOKEN}.not-a-signature`, SECRET)).toBeNull();
  });

  it("reads the first cookie of a name, URI-decoded", () => {
    expect(readCookie("a=1; b=x%3Dy; b=2", "b")).toBe("x=y");
    expect(readCookie("a=1", "b")).toBeNull();
  });
});

describe("bearer tokens, as Better Auth's bearer plugin accepts them", () => {
  it("accepts a signed token, encoded or not, and a bare token", async () => {
    const encoded = await signCookieValue(TOKEN, SECRET);
    expect(bearerSessionToken(`Bearer ${encoded}`, SECRET)).toBe(TOKEN);
    expect(bearerSessionToken(`bearer ${decodeURIComponent(encoded)}`, SECRET)).toBe(TOKEN);
    expect(bearerSessionToken(`Bearer ${TOKEN}`, SECRET)).toBe(TOKEN);
  });

  it("refuses a forged signature and other schemes", async () => {
    const forged = decodeURIComponent(await signCookieValue(TOKEN, "another-secret-another-secret-another"));
    expect(bearerSessionToken(`Bearer ${forged}`, SECRET)).toBeNull();
    expect(bearerSessionToken(`Basic ${TOKEN}`, SECRET)).toBeNull();
    expect(bearerSessionToken("Bearer ", SECRET)).toBeNull();
    expect(bearerSessionToken(null, SECRET)).toBeNull();
  });
});

describe("sliding refresh", () => {
  const config = { expiresInSeconds: 30 * 86_400, updateAgeSeconds: 86_400 };
  const now = Date.UTC(2026, 10, 27);
  it("is due once the last extension is a day old, as Better Auth computes it", () => {
    expect(isDueForRefresh(new Date(now + 30 * 86_400_000), config, now)).toBe(false);
    expect(isDueForRefresh(new Date(now + 29 * 86_400_000 + 1), config, now)).toBe(false);
    expect(isDueForRefresh(new Date(now + 29 * 86_400_000), config, now)).toBe(true);
  });
});
