import { describe, expect, it } from "vitest";
import { isOutboxKey, outboxKey } from "./outbox-key";

describe("the outbox key", () => {
  const secret = "a".repeat(43);

  it("is accepted when it is this secret's key, and only then", () => {
    expect(isOutboxKey(secret, outboxKey(secret))).toBe(true);
    expect(isOutboxKey(secret, outboxKey("b".repeat(43)))).toBe(false);
    expect(isOutboxKey(secret, outboxKey(secret).slice(1))).toBe(false);
    expect(isOutboxKey(secret, "")).toBe(false);
    expect(isOutboxKey(secret, undefined)).toBe(false);
  });

  it("says nothing of the secret it comes from: a URL-safe digest, not the secret", () => {
    expect(outboxKey(secret)).toMatch(/^[\w-]{43}$/);
    expect(outboxKey(secret)).not.toContain(secret.slice(0, 8));
  });
});
