import { describe, expect, it } from "vitest";
import { isOutboxKey, mayOpenOutbox, outboxKey } from "./outbox-key";

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

describe("who may open the outbox", () => {
  const secret = "c".repeat(43);
  const open = (over: Partial<Parameters<typeof mayOpenOutbox>[0]>) =>
    mayOpenOutbox({ isLocalMode: true, isFromThisMachine: true, authSecret: secret, key: undefined, isOwnAdminSession: false, ...over });

  it("on this machine in local mode: whoever brings the printed key, or an admin's own session", () => {
    expect(open({ key: outboxKey(secret) })).toBe(true);
    expect(open({ isOwnAdminSession: true })).toBe(true);
  });

  it("nobody else on this machine: no key, another data folder's key", () => {
    expect(open({})).toBe(false);
    expect(open({ key: outboxKey("d".repeat(43)) })).toBe(false);
  });

  it("nobody at all in a deployment or from another machine, key and admin session included", () => {
    for (const where of [{ isLocalMode: false }, { isFromThisMachine: false }]) {
      expect(open({ ...where, key: outboxKey(secret), isOwnAdminSession: true })).toBe(false);
    }
  });
});
