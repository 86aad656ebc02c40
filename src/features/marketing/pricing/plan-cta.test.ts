import { describe, expect, it } from "vitest";
import { BOOK_A_CALL_HREF, formatPlanPrice, planCta, planIncludes } from "./plan-cta";

describe("planCta", () => {
  const pro = { isSelfServe: true, packageName: "Pro" };
  const managed = { isSelfServe: false, packageName: "Managed" };

  it("sends signed-out visitors to sign in and brands to Settings", () => {
    expect(planCta(pro, "signed-out")).toEqual({ label: "Get started", href: "/auth/signin" });
    expect(planCta(pro, "brand")).toEqual({ label: "Choose Pro", href: "/platform/settings" });
    expect(planCta(pro, "other").href).toBe("/auth/signin");
  });

  it("books a call for custom-priced plans, whoever asks", () => {
    for (const v of ["signed-out", "brand", "other"] as const)
      expect(planCta(managed, v)).toEqual({ label: "Book a call", href: BOOK_A_CALL_HREF });
  });
});

describe("formatPlanPrice", () => {
  it("shows whole dollars, cents when needed and Custom for no list price", () => {
    expect(formatPlanPrice(4900)).toBe("$49");
    expect(formatPlanPrice(199950)).toBe("$1,999.50");
    expect(formatPlanPrice(null)).toBe("Custom");
  });
});

it("planIncludes drops the capacity lines shown as numbers", () => {
  expect(planIncludes(["5 seats", "5 brands", "10 active campaigns", "Everything in Starter", "1 seat"])).toEqual([
    "Everything in Starter",
  ]);
});
