import { describe, expect, it } from "vitest";
import { readCookie } from "./browser-cookies";

describe("readCookie", () => {
  it("finds a cookie by exact name and decodes it", () => {
    expect(readCookie("a=1; impersonate-token=abc%3D%3D; b=2", "impersonate-token")).toBe("abc==");
    expect(readCookie("x-impersonate-token=no", "impersonate-token")).toBeNull();
    expect(readCookie("impersonate-token=", "impersonate-token")).toBeNull();
    expect(readCookie("", "impersonate-token")).toBeNull();
  });
});
