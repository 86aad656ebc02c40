import { describe, expect, it } from "vitest";
import { isReturningVisit, welcomeLine } from "./welcome";

const signedUpAt = new Date("2026-03-02T10:00:00Z");
const visit = (sessionStartedAt: string) => ({ user: { createdAt: signedUpAt }, session: { createdAt: new Date(sessionStartedAt) } });

describe("isReturningVisit", () => {
  it("is false in the session sign-up opened, seconds or minutes after the account was created", () => {
    expect(isReturningVisit(visit("2026-03-02T10:00:02Z"))).toBe(false);
    expect(isReturningVisit(visit("2026-03-02T10:45:00Z"))).toBe(false);
  });
  it("is true for a later sign-in, more than an hour after sign-up", () => {
    expect(isReturningVisit(visit("2026-03-02T11:00:01Z"))).toBe(true);
    expect(isReturningVisit(visit("2026-03-09T08:30:00Z"))).toBe(true);
  });
  it("is false without a session", () => {
    expect(isReturningVisit(null)).toBe(false);
  });
});

describe("welcomeLine", () => {
  it("welcomes a new visitor, and a returning one back", () => {
    expect(welcomeLine("Nadia", false)).toBe("Welcome, Nadia.");
    expect(welcomeLine("Nadia", true)).toBe("Welcome back, Nadia.");
  });
  it("is empty without a first name", () => {
    expect(welcomeLine(undefined, true)).toBe("");
    expect(welcomeLine("", false)).toBe("");
  });
});
