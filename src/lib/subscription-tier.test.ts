import { describe, it, expect } from "vitest";
import type { Subscription } from "../contracts/me";
import { hasFeature, hasSubscription, isPro, isProSession, isStarter } from "./subscription-tier";

const sub = (package_name: string, price_id = "price_basic"): Subscription => ({
  subscription_type: { package_name, included_seats: 1, included_brands: 1 },
  price_id,
});
const withSubs = (...subs: Subscription[]) => ({ subs });

describe("hasSubscription (docs/product/plans-and-limits.md)", () => {
  it("is true with at least one subscription", () => {
    expect(hasSubscription(withSubs(sub("Basic")))).toBe(true);
  });
  it("is false with none, or without a user", () => {
    expect(hasSubscription(withSubs())).toBe(false);
    expect(hasSubscription(null)).toBe(false);
  });
});

describe("isPro (docs/product/plans-and-limits.md)", () => {
  it("is true when any package_name contains 'pro' in any letter case", () => {
    expect(isPro(withSubs(sub("pro")))).toBe(true);
    expect(isPro(withSubs(sub("Pro Monthly")))).toBe(true);
    expect(isPro(withSubs(sub("Agency PRO")))).toBe(true);
    expect(isPro(withSubs(sub("Starter"), sub("Pro")))).toBe(true);
  });
  it("is false otherwise", () => {
    expect(isPro(withSubs(sub("Starter")))).toBe(false);
    expect(isPro(withSubs())).toBe(false);
    expect(isPro(undefined)).toBe(false);
  });
  it("does not count a 'managed' price_id (that is the session-level check only)", () => {
    expect(isPro(withSubs(sub("Basic", "price_managed_1")))).toBe(false);
  });
});

describe("isProSession (docs/product/plans-and-limits.md)", () => {
  it("is true for a Pro package", () => {
    expect(isProSession(withSubs(sub("Pro")))).toBe(true);
  });
  it("is true when any price_id contains 'managed'", () => {
    expect(isProSession(withSubs(sub("Basic"), sub("Basic", "price_managed_monthly")))).toBe(true);
    expect(isProSession(withSubs(sub("Basic", "Managed_Yearly")))).toBe(true);
  });
  it("is false otherwise", () => {
    expect(isProSession(withSubs(sub("Starter", "price_starter")))).toBe(false);
    expect(isProSession(null)).toBe(false);
  });
});

describe("isStarter (docs/product/plans-and-limits.md)", () => {
  it("is true when a package_name contains 'starter'", () => {
    expect(isStarter(withSubs(sub("starter")))).toBe(true);
    expect(isStarter(withSubs(sub("Starter Plan")))).toBe(true);
  });
  it("is false otherwise", () => {
    expect(isStarter(withSubs(sub("Pro")))).toBe(false);
    expect(isStarter(withSubs())).toBe(false);
  });
});

describe("hasFeature (docs/product/plans-and-limits.md)", () => {
  it("is true when the name is in feature_flags", () => {
    expect(hasFeature({ feature_flags: ["beta-inbox", "x"] }, "beta-inbox")).toBe(true);
  });
  it("is false when it is not, matching the exact name only", () => {
    expect(hasFeature({ feature_flags: ["beta-inbox"] }, "beta")).toBe(false);
    expect(hasFeature({ feature_flags: [] }, "beta-inbox")).toBe(false);
    expect(hasFeature(null, "beta-inbox")).toBe(false);
  });
});
