import { describe, expect, it } from "vitest";
import { creatorPagePrefix } from "./creator-page-url";

describe("creatorPagePrefix", () => {
  it("is the host of the public origin and /c/, without the scheme", () => {
    expect(creatorPagePrefix("https://ugc.example.org")).toBe("ugc.example.org/c/");
  });
  it("keeps a port, and ignores a path or trailing slash", () => {
    expect(creatorPagePrefix("http://localhost:4123/")).toBe("localhost:4123/c/");
    expect(creatorPagePrefix("https://app.example.com/base")).toBe("app.example.com/c/");
  });
});
