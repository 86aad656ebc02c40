import { describe, it, expect } from "vitest";
import type { CreatorInfo, UserType } from "../contracts/me";
import { isProfileComplete, profileCompleteness } from "./profile-completeness";

const fullInfo: CreatorInfo = {
  first_name: "Ada",
  last_name: "Lovelace",
  description: "I make videos.",
  short_bio: "Creator",
  custom_url: "ada",
  profile_photo_one: "1.jpg",
  profile_photo_two: "2.jpg",
  profile_photo_three: "3.jpg",
  profile_photo_four: "4.jpg",
  avatar: "a.jpg",
};

const creator = (info: Partial<CreatorInfo> | null, types: UserType[] = ["creator"]) => ({
  is_creator: true,
  types,
  creator_info: info === null ? null : { ...fullInfo, ...info },
});

describe("profileCompleteness (docs/product/current-user.md)", () => {
  it("is complete when all four parts are present", () => {
    expect(profileCompleteness(creator({}))).toEqual({
      basicInfo: true,
      url: true,
      about: true,
      photos: true,
      isComplete: true,
    });
    expect(isProfileComplete(creator({}))).toBe(true);
  });

  it.each([
    ["first_name", "basicInfo"],
    ["last_name", "basicInfo"],
    ["custom_url", "url"],
    ["description", "about"],
    ["short_bio", "about"],
    ["profile_photo_one", "photos"],
    ["profile_photo_two", "photos"],
    ["profile_photo_three", "photos"],
    ["profile_photo_four", "photos"],
    ["avatar", "photos"],
  ] as const)("a missing %s makes %s (and the whole) incomplete", (field, part) => {
    for (const missing of [null, "", "   "]) {
      const result = profileCompleteness(creator({ [field]: missing }));
      expect(result[part]).toBe(false);
      expect(result.isComplete).toBe(false);
      // the other parts are still reported as complete
      const others = (["basicInfo", "url", "about", "photos"] as const).filter((p) => p !== part);
      for (const other of others) expect(result[other]).toBe(true);
    }
  });

  it("a creator without creator_info has every part missing", () => {
    expect(profileCompleteness(creator(null))).toEqual({
      basicInfo: false,
      url: false,
      about: false,
      photos: false,
      isComplete: false,
    });
  });

  it("applies to a creator recognised by types, including a user with both types", () => {
    const byTypes = { is_creator: false, types: ["creator"] as UserType[], creator_info: null };
    expect(isProfileComplete(byTypes)).toBe(false);
    expect(isProfileComplete(creator(null, ["creator", "brand"]))).toBe(false);
  });

  it("a non-creator is always complete, whatever creator_info holds", () => {
    const brand = { is_creator: false, types: ["brand"] as UserType[], creator_info: null };
    expect(profileCompleteness(brand).isComplete).toBe(true);
    expect(profileCompleteness(brand).photos).toBe(true);
    expect(isProfileComplete({ is_creator: false, types: [], creator_info: null })).toBe(true);
    expect(isProfileComplete(null)).toBe(true);
  });
});
