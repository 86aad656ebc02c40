import { describe, expect, it } from "vitest";
import { auditDiff, auditTargetHref } from "./audit-links";

describe("audit rows", () => {
  it("link users and orders to their admin pages", () => {
    expect(auditTargetHref({ type: "user", id: "u1" })).toBe("/admin/users/u1");
    expect(auditTargetHref({ type: "order", id: "o1" })).toBe("/admin/disputes/o1");
    expect(auditTargetHref({ type: "conversation", id: "c1" })).toBeNull();
    expect(auditTargetHref(null)).toBeNull();
  });

  it("show only changed fields, before and after", () => {
    expect(auditDiff({ monthlyPriceCents: 4900, code: "starter" }, { monthlyPriceCents: 5900, code: "starter" })).toEqual([
      { key: "monthlyPriceCents", before: "4900", after: "5900" },
    ]);
    expect(auditDiff(null, { banned: true })).toEqual([{ key: "banned", before: null, after: "true" }]);
    expect(auditDiff({ note: "x" }, null)).toEqual([{ key: "note", before: "x", after: null }]);
  });
});
