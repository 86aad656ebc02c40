import { describe, expect, it } from "vitest";
import type { Me } from "../contracts/me";
import { brandEquivalentOfCreatorPath, areaAccess, areaOf, shellRole } from "./area-role";

type R = Pick<Me, "is_brand" | "is_creator" | "types">;
const brand: R = { is_brand: true, is_creator: false, types: ["brand"] };
const creator: R = { is_brand: false, is_creator: true, types: ["creator"] };
const both: R = { is_brand: true, is_creator: true, types: ["brand", "creator"] };
const none: R = { is_brand: false, is_creator: false, types: [] };

describe("areaOf", () => {
  it("reads the area from the path, segment-aware", () => {
    expect(areaOf("/dashboard")).toBe("creator");
    expect(areaOf("/dashboard/settings/earn")).toBe("creator");
    expect(areaOf("/platform")).toBe("brand");
    expect(areaOf("/platform/campaigns/1/proposals/2")).toBe("brand");
    expect(areaOf("/inbox/abc")).toBe("shared");
    expect(areaOf("/dashboards")).toBe("shared");
    expect(areaOf("/platformer")).toBe("shared");
  });
});

describe("shellRole", () => {
  it("follows the area for a user with both types", () => {
    expect(shellRole(both, "/dashboard/orders")).toBe("creator");
    expect(shellRole(both, "/platform/orders")).toBe("brand");
    expect(shellRole(both, "/inbox")).toBe("brand");
  });
  it("is the user's own role otherwise, and null without a type or user", () => {
    expect(shellRole(creator, "/platform")).toBe("creator");
    expect(shellRole(brand, "/dashboard")).toBe("brand");
    expect(shellRole(creator, "/inbox")).toBe("creator");
    expect(shellRole(none, "/dashboard")).toBeNull();
    expect(shellRole(null, "/dashboard")).toBeNull();
  });
});

describe("areaAccess", () => {
  it("lets each role into its own area and the shared pages", () => {
    expect(areaAccess(creator, "creator")).toBe("allowed");
    expect(areaAccess(brand, "brand")).toBe("allowed");
    expect(areaAccess(creator, "shared")).toBe("allowed");
    expect(areaAccess(brand, "shared")).toBe("allowed");
  });
  it("refuses the other role's area", () => {
    expect(areaAccess(creator, "brand")).toBe("wrong-role");
    expect(areaAccess(brand, "creator")).toBe("wrong-role");
  });
  it("lets a user with both types into both", () => {
    expect(areaAccess(both, "creator")).toBe("allowed");
    expect(areaAccess(both, "brand")).toBe("allowed");
  });
  it("sends users without a type to onboarding and reports signed-out users", () => {
    expect(areaAccess(none, "creator")).toBe("no-type");
    expect(areaAccess(none, "shared")).toBe("no-type");
    expect(areaAccess(null, "brand")).toBe("signed-out");
  });
  it("counts is_brand alone as a brand (docs/product/roles-and-accounts.md)", () => {
    expect(areaAccess({ is_brand: true, is_creator: false, types: [] }, "brand")).toBe("allowed");
  });
});

describe("brandEquivalentOfCreatorPath", () => {
  const brand = { is_brand: true, is_creator: false, types: ["brand" as const] };
  const creator = { is_brand: false, is_creator: true, types: ["creator" as const] };
  const both = { is_brand: true, is_creator: true, types: ["brand" as const, "creator" as const] };

  it("sends a brand from the creator settings to the brand settings", () => {
    expect(brandEquivalentOfCreatorPath(brand, "/dashboard/settings")).toBe("/platform/settings");
    expect(brandEquivalentOfCreatorPath(brand, "/dashboard/settings/payouts")).toBe("/platform/settings");
  });

  it("sends a brand from any other creator path to the brand dashboard", () => {
    expect(brandEquivalentOfCreatorPath(brand, "/dashboard")).toBe("/platform");
    expect(brandEquivalentOfCreatorPath(brand, "/dashboard/orders")).toBe("/platform");
  });

  it("leaves creators, users with both types and other areas alone", () => {
    expect(brandEquivalentOfCreatorPath(creator, "/dashboard")).toBeNull();
    expect(brandEquivalentOfCreatorPath(both, "/dashboard")).toBeNull();
    expect(brandEquivalentOfCreatorPath(brand, "/platform")).toBeNull();
    expect(brandEquivalentOfCreatorPath(null, "/dashboard")).toBeNull();
  });
});
