import { describe, it, expect } from "vitest";
import { finishOnboardingTarget, isOnboardingComplete, isOnboardingPath, shouldShowFinishOnboarding } from "./onboarding";

const user = (
  did_onboard: boolean,
  types: ("brand" | "creator")[],
  is_brand = false,
): { did_onboard: boolean; types: ("brand" | "creator")[]; is_brand: boolean } => ({
  did_onboard,
  types,
  is_brand,
});

describe("isOnboardingComplete (docs/product/current-user.md Onboarding)", () => {
  it("is complete when did_onboard is true and types is non-empty", () => {
    expect(isOnboardingComplete(user(true, ["creator"]))).toBe(true);
    expect(isOnboardingComplete(user(true, ["brand", "creator"]))).toBe(true);
  });
  it("is not complete when did_onboard is false", () => {
    expect(isOnboardingComplete(user(false, ["brand"]))).toBe(false);
  });
  it("is not complete when types is empty, even if did_onboard is true", () => {
    expect(isOnboardingComplete(user(true, []))).toBe(false);
  });
  it("is not complete without a user", () => {
    expect(isOnboardingComplete(null)).toBe(false);
    expect(isOnboardingComplete(undefined)).toBe(false);
  });
});

describe("finishOnboardingTarget (docs/product/screens-and-navigation.md Finish Onboarding)", () => {
  it("goes to /onboarding when the user has no types", () => {
    expect(finishOnboardingTarget(user(false, []))).toBe("/onboarding");
    // no types wins even over is_brand: the user must still pick a type
    expect(finishOnboardingTarget(user(false, [], true))).toBe("/onboarding");
  });
  it("goes to /onboarding/brands for a brand by types", () => {
    expect(finishOnboardingTarget(user(false, ["brand"]))).toBe("/onboarding/brands");
  });
  it("goes to /onboarding/brands for a brand by is_brand", () => {
    expect(finishOnboardingTarget(user(false, ["creator"], true))).toBe("/onboarding/brands");
  });
  it("treats a user with both types as a brand", () => {
    expect(finishOnboardingTarget(user(false, ["creator", "brand"]))).toBe("/onboarding/brands");
  });
  it("goes to /onboarding/creator otherwise", () => {
    expect(finishOnboardingTarget(user(false, ["creator"]))).toBe("/onboarding/creator");
  });
});

describe("isOnboardingPath", () => {
  it("matches /onboarding and its sub-pages", () => {
    expect(isOnboardingPath("/onboarding")).toBe(true);
    expect(isOnboardingPath("/onboarding/")).toBe(true);
    expect(isOnboardingPath("/onboarding/brands")).toBe(true);
    expect(isOnboardingPath("/onboarding/creator")).toBe(true);
  });
  it("does not match other paths, including look-alike prefixes", () => {
    expect(isOnboardingPath("/")).toBe(false);
    expect(isOnboardingPath("/dashboard")).toBe(false);
    expect(isOnboardingPath("/onboarding-guide")).toBe(false);
    expect(isOnboardingPath("/platform/onboarding")).toBe(false);
  });
});

describe("shouldShowFinishOnboarding (docs/product/screens-and-navigation.md Header)", () => {
  it("shows for a signed-in user off the onboarding paths who has not finished", () => {
    expect(shouldShowFinishOnboarding({ me: user(false, []), pathname: "/dashboard" })).toBe(true);
    expect(shouldShowFinishOnboarding({ me: user(true, []), pathname: "/" })).toBe(true);
    expect(shouldShowFinishOnboarding({ me: user(false, ["brand"]), pathname: "/platform" })).toBe(true);
  });
  it("does not show when signed out", () => {
    expect(shouldShowFinishOnboarding({ me: null, pathname: "/dashboard" })).toBe(false);
    expect(shouldShowFinishOnboarding({ me: undefined, pathname: "/dashboard" })).toBe(false);
  });
  it("does not show on an onboarding path", () => {
    expect(shouldShowFinishOnboarding({ me: user(false, []), pathname: "/onboarding" })).toBe(false);
    expect(shouldShowFinishOnboarding({ me: user(false, ["brand"]), pathname: "/onboarding/brands" })).toBe(false);
  });
  it("does not show once onboarding is complete", () => {
    expect(shouldShowFinishOnboarding({ me: user(true, ["creator"]), pathname: "/dashboard" })).toBe(false);
  });
});
