import { describe, expect, it } from "vitest";
import { isPlaceholderPath, liveLinks } from "./placeholder-routes";

describe("placeholder pages (no button leads to a page that cannot do what it says)", () => {
  it("names no page now that the integrations page works", () => {
    expect(isPlaceholderPath("/platform/settings/integrations")).toBe(false);
  });

  it("lets pages that work through", () => {
    for (const path of [
      "/platform",
      "/platform/inbox",
      "/inbox",
      "/inbox/u1",
      "/dashboard/settings/payouts",
      "/dashboard/settings/social",
      "/platform/campaigns",
      "/platform/campaigns/c1/proposals/p1",
      "/platform/campaigns/c1/proposals/p1/assets",
      "/dashboard/view-campaigns",
      "/dashboard/campaigns/proposals",
      "/platform/settings",
      "/platform/settings/payments",
      "/platform/team",
      "/platform/orders",
      "/platform/orders/o1",
      "/dashboard",
      "/dashboard/orders",
      "/dashboard/orders/o1",
      "/dashboard/settings/earn",
      "/platform/creators/u1/order?package=p1",
      "/platform/creators",
      "/platform/creators/u1",
      "/platform/creators/lists",
      "/creators",
      "/account",
    ]) {
      expect(isPlaceholderPath(path), path).toBe(false);
    }
  });

  it("keeps every link while no page is a placeholder", () => {
    expect(liveLinks([{ href: "/platform/settings/integrations" }, { href: "/creators" }])).toEqual([
      { href: "/platform/settings/integrations" },
      { href: "/creators" },
    ]);
  });
});
