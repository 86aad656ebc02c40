import { describe, expect, it } from "vitest";
import { decryptStoreToken, encryptStoreToken } from "./store-token-cipher";

const SECRET = "a-server-secret-of-at-least-thirty-two-chars";

describe("store token cipher", () => {
  it("round-trips, never stores the token in clear, and differs each time", () => {
    const a = encryptStoreToken(SECRET, "shpat_abc123");
    const b = encryptStoreToken(SECRET, "shpat_abc123");
    expect(a).not.toContain("shpat_abc123");
    expect(a).not.toBe(b);
    expect(decryptStoreToken(SECRET, a)).toBe("shpat_abc123");
  });

  it("refuses another secret and an altered value", () => {
    const sealed = encryptStoreToken(SECRET, "shpat_abc123");
    expect(decryptStoreToken(`${SECRET}x`, sealed)).toBeNull();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(decryptStoreToken(SECRET, parts.join("."))).toBeNull();
    expect(decryptStoreToken(SECRET, "garbage")).toBeNull();
  });
});
