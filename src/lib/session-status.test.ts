import { describe, it, expect } from "vitest";
import { sessionStatus } from "./session-status";

describe("sessionStatus (docs/product/current-user.md Session)", () => {
  it("is loading while the auth provider has not loaded, whatever else is known", () => {
    expect(sessionStatus({ authLoaded: false, meLoading: false, isSignedIn: false })).toBe("loading");
    expect(sessionStatus({ authLoaded: false, meLoading: false, isSignedIn: true })).toBe("loading");
    expect(sessionStatus({ authLoaded: false, meLoading: true, isSignedIn: true })).toBe("loading");
  });

  it("is loading while the current user is still loading", () => {
    expect(sessionStatus({ authLoaded: true, meLoading: true, isSignedIn: true })).toBe("loading");
    expect(sessionStatus({ authLoaded: true, meLoading: true, isSignedIn: false })).toBe("loading");
  });

  it("is authenticated when signed in and the current user has loaded", () => {
    expect(sessionStatus({ authLoaded: true, meLoading: false, isSignedIn: true })).toBe("authenticated");
  });

  it("is unauthenticated when not signed in once everything has loaded", () => {
    expect(sessionStatus({ authLoaded: true, meLoading: false, isSignedIn: false })).toBe("unauthenticated");
  });
});
