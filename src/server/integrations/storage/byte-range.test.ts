import { describe, expect, it } from "vitest";
import { parseRangeHeader, resolveRange } from "./byte-range";
import { parseStorageKey, storageKey } from "./keys";
import { RangeNotSatisfiableError } from "./types";

describe("parseRangeHeader (RFC 9110 single ranges)", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100 }],
    ["bytes=-30", { start: 70 }],
    ["bytes=-500", { start: 0 }],
  ])("%s of a 100-byte object", (header, expected) => {
    expect(parseRangeHeader(header, 100)).toEqual(expected);
  });

  it.each([undefined, "", "bytes=-", "items=0-1", "bytes=0-1,5-6", "bytes=a-b"])("serves the whole object for %j", (header) => {
    expect(parseRangeHeader(header, 100)).toBeNull();
  });

  it("refuses an empty suffix", () => {
    expect(() => parseRangeHeader("bytes=-0", 100)).toThrow(RangeNotSatisfiableError);
  });
});

describe("resolveRange", () => {
  it("clamps the end to the last byte and refuses starts past it or ends before the start", () => {
    expect(resolveRange({ start: 90, end: 500 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange(undefined, 100)).toBeNull();
    expect(() => resolveRange({ start: 100 }, 100)).toThrow(RangeNotSatisfiableError);
    expect(() => resolveRange({ start: 5, end: 4 }, 100)).toThrow(RangeNotSatisfiableError);
  });
});

describe("storage keys", () => {
  it("refuses segments that could leave their folder", () => {
    for (const bad of ["..", "../x", "a/b", "", ".hidden", "x".repeat(200)]) {
      expect(() => storageKey("avatars", bad), bad).toThrow();
    }
    expect(storageKey("avatars", "user-1", "a.webp")).toBe("avatars/user-1/a.webp");
  });

  it("parses only keys we could have made", () => {
    expect(parseStorageKey("avatars/u1/a.webp")).toEqual({ key: "avatars/u1/a.webp", purpose: "avatars" });
    for (const bad of ["avatars", "unknown/u1/a.webp", "avatars/../videos/x", "avatars//x", "avatars/u1/..x"]) {
      expect(parseStorageKey(bad), bad).toBeNull();
    }
  });
});
