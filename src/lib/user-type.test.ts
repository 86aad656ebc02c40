import { describe, it, expect } from "vitest";
import type { UserType } from "../contracts/me";
import { isBrand, isCreator, primaryRole } from "./user-type";

const roles = (
  over: Partial<{ is_brand: boolean; is_creator: boolean; types: UserType[] }>,
): { is_brand: boolean; is_creator: boolean; types: UserType[] } => ({
  is_brand: false,
  is_creator: false,
  types: [],
  ...over,
});

const creator = roles({ is_creator: true, types: ["creator"] });
const brand = roles({ is_brand: true, types: ["brand"] });
const both = roles({ is_creator: true, types: ["creator", "brand"] });
const none = roles({});

describe("isBrand / isCreator (docs/product/roles-and-accounts.md)", () => {
  it("recognises a brand by is_brand", () => {
    expect(isBrand(roles({ is_brand: true }))).toBe(true);
  });
  it("recognises a brand by types", () => {
    expect(isBrand(roles({ types: ["brand"] }))).toBe(true);
  });
  it("a creator is not a brand", () => {
    expect(isBrand(creator)).toBe(false);
  });
  it("recognises a creator by is_creator or by types", () => {
    expect(isCreator(roles({ is_creator: true }))).toBe(true);
    expect(isCreator(roles({ types: ["creator"] }))).toBe(true);
    expect(isCreator(brand)).toBe(false);
  });
  it("a user can hold both types", () => {
    expect(isBrand(both)).toBe(true);
    expect(isCreator(both)).toBe(true);
  });
  it("nobody is a brand or creator when signed out", () => {
    expect(isBrand(null)).toBe(false);
    expect(isCreator(undefined)).toBe(false);
  });
});

describe("primaryRole", () => {
  it("is brand for a user with both types", () => {
    expect(primaryRole(both)).toBe("brand");
  });
  it("is creator / brand / null for single or no types", () => {
    expect(primaryRole(creator)).toBe("creator");
    expect(primaryRole(brand)).toBe("brand");
    expect(primaryRole(none)).toBeNull();
    expect(primaryRole(null)).toBeNull();
  });
});
