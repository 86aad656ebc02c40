import { describe, expect, it } from "vitest";
import { CREATOR_DESKTOP_MENU, DRAWER_ITEMS, DRAWER_RESOURCES, isActivePath, TAB_BARS } from "./nav-items";

const labels = (items: readonly { label: string }[]) => items.map((i) => i.label);

describe("navigation lists (SPEC.md §2)", () => {
  it("tab bars: signed out, creator with More, brand with Settings", () => {
    expect(labels(TAB_BARS["signed-out"].tabs)).toEqual(["Home", "Creators", "Login", "FAQ"]);
    expect(TAB_BARS["signed-out"].menu).toBeUndefined();
    expect(TAB_BARS.creator.tabs.map((t) => t.href)).toEqual([
      "/dashboard",
      "/dashboard/view-campaigns",
      "/dashboard/campaigns/proposals",
      "/dashboard/orders",
    ]);
    expect(TAB_BARS.creator.menu?.label).toBe("More");
    expect(labels(TAB_BARS.creator.menu!.items)).toEqual(["Settings", "Your Packages", "Social Links", "Payouts"]);
    expect(TAB_BARS.brand.tabs[0]).toMatchObject({ label: "Home", href: "/platform" });
    expect(TAB_BARS.brand.menu?.label).toBe("Settings");
    expect(labels(TAB_BARS.brand.menu!.items)).toEqual(["Settings", "Payment Settings", "Payment History", "Integrations"]);
  });

  it("drawers and the creator dropdown", () => {
    expect(labels(DRAWER_ITEMS.brand)).toEqual(["Dashboard", "Messages", "Campaigns", "Creators", "Update Settings"]);
    expect(DRAWER_ITEMS.brand[1]!.href).toBe("/inbox");
    expect(labels(DRAWER_ITEMS.creator)).toEqual(["Messages", "Dashboard", "Orders", "Update My Profile"]);
    expect(DRAWER_RESOURCES).toEqual([expect.objectContaining({ label: "FAQ", href: "/faq" })]);
    expect(labels(CREATOR_DESKTOP_MENU)).toEqual(["Dashboard", "Campaigns", "Your Orders", "Manage Settings"]);
  });
});

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
