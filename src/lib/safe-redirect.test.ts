import { describe, it, expect } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const ORIGIN = "https://app.example";

describe("safeRedirectPath: accepted", () => {
  it("accepts a same-site path, with search and hash", () => {
    expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
    expect(safeRedirectPath("/platform/campaigns?x=1&y=2#top")).toBe("/platform/campaigns?x=1&y=2#top");
    expect(safeRedirectPath("/")).toBe("/");
  });
  it("normalises dot segments and encodes unsafe characters", () => {
    expect(safeRedirectPath("/a/../b")).toBe("/b");
    expect(safeRedirectPath("/../../etc")).toBe("/etc");
    expect(safeRedirectPath("/a b")).toBe("/a%20b");
  });
  it("accepts an absolute URL on the same origin, returning its path + search + hash", () => {
    expect(safeRedirectPath("https://app.example/platform?tab=2#x", ORIGIN)).toBe("/platform?tab=2#x");
    expect(safeRedirectPath("https://app.example", ORIGIN)).toBe("/");
    expect(safeRedirectPath("HTTPS://APP.EXAMPLE/inbox", ORIGIN)).toBe("/inbox");
  });
  it("compares origins, so origin may be given as a full URL", () => {
    expect(safeRedirectPath("https://app.example/x", "https://app.example/some/page")).toBe("/x");
  });
  it("resolves paths the same way when an origin is given", () => {
    expect(safeRedirectPath("/dashboard", ORIGIN)).toBe("/dashboard");
  });
});

describe("safeRedirectPath: rejected", () => {
  it("rejects empty and missing values", () => {
    expect(safeRedirectPath("")).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
  it("rejects protocol-relative URLs", () => {
    expect(safeRedirectPath("//evil")).toBeNull();
    expect(safeRedirectPath("//evil.example/path", ORIGIN)).toBeNull();
    expect(safeRedirectPath("///evil.example")).toBeNull();
  });
  it("rejects backslash tricks", () => {
    expect(safeRedirectPath("/\\evil")).toBeNull();
    expect(safeRedirectPath("\\\\evil")).toBeNull();
    expect(safeRedirectPath("/a\\..\\..\\/evil")).toBeNull();
  });
  it("rejects absolute URLs on another origin", () => {
    expect(safeRedirectPath("https://evil.example", ORIGIN)).toBeNull();
    expect(safeRedirectPath("https://evil.example/dashboard", ORIGIN)).toBeNull();
    expect(safeRedirectPath("http://app.example/dashboard", ORIGIN)).toBeNull(); // other scheme
    expect(safeRedirectPath("https://app.example:8443/dashboard", ORIGIN)).toBeNull(); // other port
    expect(safeRedirectPath("https://app.example.evil.example/", ORIGIN)).toBeNull();
    expect(safeRedirectPath("https://app.example@evil.example/", ORIGIN)).toBeNull();
  });
  it("rejects absolute URLs when no origin is given", () => {
    expect(safeRedirectPath("https://app.example/dashboard")).toBeNull();
  });
  it("rejects script and data URLs", () => {
    expect(safeRedirectPath("javascript:alert(1)", ORIGIN)).toBeNull();
    expect(safeRedirectPath("JavaScript:alert(1)")).toBeNull();
    expect(safeRedirectPath("data:text/html,<script>alert(1)</script>", ORIGIN)).toBeNull();
  });
  it("rejects paths that do not start with '/'", () => {
    expect(safeRedirectPath("dashboard")).toBeNull();
    expect(safeRedirectPath("evil.example")).toBeNull();
    expect(safeRedirectPath("?next=/x")).toBeNull();
    expect(safeRedirectPath("#top")).toBeNull();
  });
  it("rejects control characters and surrounding whitespace that parsers would strip", () => {
    expect(safeRedirectPath("/\t/evil.example")).toBeNull();
    expect(safeRedirectPath("/\n/evil.example")).toBeNull();
    expect(safeRedirectPath(" //evil.example")).toBeNull();
    expect(safeRedirectPath(" /dashboard")).toBeNull();
  });
  it("rejects protocol-relative URLs even to this site's own host (only paths are returned)", () => {
    expect(safeRedirectPath("//app.example/dashboard", ORIGIN)).toBeNull();
  });
  it("rejects a backslash anywhere, even where it would normalise to a harmless path", () => {
    expect(safeRedirectPath("/foo\\bar")).toBeNull();
  });
  it("rejects control characters even where stripping them would leave a harmless path", () => {
    expect(safeRedirectPath("/dash\tboard")).toBeNull();
    expect(safeRedirectPath("/dashboard\u0000")).toBeNull();
    expect(safeRedirectPath("/dashboard ")).toBeNull();
  });
  it("never treats the internal placeholder base as this site when no origin is given", () => {
    expect(safeRedirectPath("http://safe-redirect.invalid/dashboard")).toBeNull();
  });
  it("rejects values whose normalised path would be protocol-relative", () => {
    expect(safeRedirectPath("/.//evil.example")).toBeNull();
    expect(safeRedirectPath("https://app.example//evil.example", ORIGIN)).toBeNull();
  });
  it("rejects everything absolute when the given origin is not a valid URL", () => {
    expect(safeRedirectPath("https://app.example/x", "not a url")).toBeNull();
  });
});
