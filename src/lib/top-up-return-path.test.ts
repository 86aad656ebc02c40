import { describe, expect, it } from "vitest";
import { topUpReturnPath } from "./add-funds";

const proposal = "/platform/campaigns/0b7c6f1e-2a3b-4c5d-8e9f-001122334455/proposals/9a8b7c6d-5e4f-4a3b-8c2d-1e0f11223344";

describe("topUpReturnPath (Add Funds returns to the page it was opened on)", () => {
  it("keeps the proposal page the brand is on", () => {
    expect(topUpReturnPath({ pathname: proposal, search: "" })).toBe(proposal);
  });

  it("keeps the page's own query but drops a previous checkout's result", () => {
    expect(topUpReturnPath({ pathname: "/platform/orders", search: "?status=funded&top_up=success&checkout=abc" })).toBe(
      "/platform/orders?status=funded",
    );
    expect(topUpReturnPath({ pathname: proposal, search: "?top_up=cancelled&checkout=abc&card=success" })).toBe(proposal);
  });

  it.each([
    ["protocol-relative host", "//evil.example/platform"],
    ["backslash host", "/\\evil.example"],
    ["tab smuggled into the host", "/\t/evil.example"],
    ["newline", "/platform\n"],
    ["javascript scheme", "javascript:alert(1)"],
    ["absolute URL elsewhere", "https://evil.example/platform"],
    ["relative path", "platform/campaigns"],
    ["dot segments to a host", "/.//evil.example"],
    ["empty", ""],
  ])("refuses %s", (_, pathname) => {
    expect(topUpReturnPath({ pathname, search: "" })).toBeNull();
  });

  it("refuses a path longer than the API accepts, and no location at all", () => {
    expect(topUpReturnPath({ pathname: `/${"a".repeat(600)}` })).toBeNull();
    expect(topUpReturnPath(null)).toBeNull();
  });
});
