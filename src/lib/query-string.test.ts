import { describe, it, expect } from "vitest";
import { toQueryString, withQuery } from "./query-string";

describe("toQueryString (docs/product/api-conventions.md: arrays without indexes)", () => {
  it("serialises scalars", () => {
    expect(toQueryString({ page: 2, q: "ads", active: true })).toBe("page=2&q=ads&active=true");
  });
  it("sends arrays as a repeated name, without brackets or indexes", () => {
    const qs = toQueryString({ a: [1, 2], status: ["open", "closed"] });
    expect(qs).toBe("a=1&a=2&status=open&status=closed");
    expect(qs).not.toContain("[");
    expect(qs).not.toContain("%5B");
  });
  it("skips undefined and null values and array elements", () => {
    expect(toQueryString({ a: undefined, b: null, c: "x" })).toBe("c=x");
    expect(toQueryString({ a: [1, null, undefined, 2] })).toBe("a=1&a=2");
  });
  it("adds nothing for an empty array and gives '' when nothing is left", () => {
    expect(toQueryString({ a: [] })).toBe("");
    expect(toQueryString({})).toBe("");
  });
  it("keeps falsy but real values", () => {
    expect(toQueryString({ n: 0, s: "", b: false })).toBe("n=0&s=&b=false");
  });
  it("percent-encodes names and values", () => {
    expect(toQueryString({ q: "a b&c=d/é", "x y": "1" })).toBe("q=a%20b%26c%3Dd%2F%C3%A9&x%20y=1");
    expect(toQueryString({ "tags[]": "x" })).toBe("tags%5B%5D=x");
  });
  it("round-trips through URLSearchParams", () => {
    const qs = toQueryString({ a: ["1", "2 3"], b: "&" });
    const parsed = new URLSearchParams(qs);
    expect(parsed.getAll("a")).toEqual(["1", "2 3"]);
    expect(parsed.get("b")).toBe("&");
  });
  it("sends dates as ISO strings", () => {
    expect(toQueryString({ from: new Date("2024-01-02T03:04:05.000Z") })).toBe("from=2024-01-02T03%3A04%3A05.000Z");
  });
});

describe("withQuery", () => {
  it("appends the query with '?'", () => {
    expect(withQuery("/auth/campaigns", { a: [1, 2] })).toBe("/auth/campaigns?a=1&a=2");
  });
  it("appends with '&' when the path already has a query", () => {
    expect(withQuery("/x?y=1", { a: 2 })).toBe("/x?y=1&a=2");
  });
  it("leaves the path alone when there is nothing to add", () => {
    expect(withQuery("/x", { a: undefined })).toBe("/x");
  });
});
