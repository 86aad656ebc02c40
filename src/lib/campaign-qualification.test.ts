import { describe, expect, it } from "vitest";
import { qualificationReasons } from "./campaign-qualification";

const open = { countries: [], niches: [], languages: [], min_followers: 0 };
const creator = { country: "US", niches: ["beauty"], languages: ["en", "es"], total_followers: 12_000 };

describe("qualificationReasons (docs/product/campaigns-and-proposals.md creator requirements)", () => {
  it("an open campaign takes everyone", () => {
    expect(qualificationReasons(open, creator)).toEqual([]);
    expect(qualificationReasons(open, { country: null, niches: [], languages: [], total_followers: 0 })).toEqual([]);
  });
  it("names each requirement the creator misses", () => {
    expect(
      qualificationReasons({ countries: ["DE", "AT"], niches: ["fitness"], languages: ["de"], min_followers: 50_000 }, creator),
    ).toEqual([
      "Open to creators in DE, AT",
      "Looking for fitness creators",
      "Needs a creator speaking de",
      "Needs at least 50,000 followers",
    ]);
  });
  it("one matching niche or language is enough; languages ignore case; followers at the minimum qualify", () => {
    expect(
      qualificationReasons({ countries: ["US"], niches: ["fitness", "beauty"], languages: ["ES"], min_followers: 12_000 }, creator),
    ).toEqual([]);
  });
  it("a creator without a country misses a country requirement", () => {
    expect(qualificationReasons({ ...open, countries: ["US"] }, { ...creator, country: null })).toEqual(["Open to creators in US"]);
  });
});
