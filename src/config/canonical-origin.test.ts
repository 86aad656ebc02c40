import { describe, expect, it } from "vitest";
import { canonicalOriginFor, LOCAL_CANONICAL_ORIGIN } from "./canonical-origin";

describe("canonicalOriginFor", () => {
  it("names the default local origin for any loopback host and port", () => {
    for (const served of ["http://localhost:3000", "http://localhost:3456", "http://127.0.0.1:4100/", "http://[::1]:8080"]) {
      expect(canonicalOriginFor(served)).toBe(LOCAL_CANONICAL_ORIGIN);
    }
    expect(LOCAL_CANONICAL_ORIGIN).toBe("http://localhost:3000");
  });

  it("keeps a public origin, without its path", () => {
    expect(canonicalOriginFor("https://reelbrief.example/")).toBe("https://reelbrief.example");
    expect(canonicalOriginFor("https://staging.reelbrief.example:8443/app")).toBe("https://staging.reelbrief.example:8443");
  });

  it("falls back to the local origin for something that is not a URL", () => {
    expect(canonicalOriginFor("not a url")).toBe(LOCAL_CANONICAL_ORIGIN);
  });
});
