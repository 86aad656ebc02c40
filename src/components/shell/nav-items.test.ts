import { describe, expect, it } from "vitest";
import { isActivePath } from "./nav-items";

describe("isActivePath", () => {
  it("matches area homes exactly and deeper links by segment", () => {
    expect(isActivePath("/dashboard", "/dashboard")).toBe(true);
    expect(isActivePath("/dashboard/orders", "/dashboard")).toBe(false);
    expect(isActivePath("/dashboard/orders/12", "/dashboard/orders")).toBe(true);
    expect(isActivePath("/dashboard/ordersx", "/dashboard/orders")).toBe(false);
    expect(isActivePath("/platform/settings/payments", "/platform/settings")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/faq", "/")).toBe(false);
  });
});
