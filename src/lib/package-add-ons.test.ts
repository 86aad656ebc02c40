import { describe, expect, it } from "vitest";
import { addOnChoiceErrors, priceWithAddOns, type AddOnOffer } from "./package-add-ons";

const offer: AddOnOffer = {
  priceCents: 30_000,
  videos: 2,
  rawFootage: false,
  extraHookPriceCents: 2_500,
  maxExtraHooks: 3,
  rawFootagePriceCents: 5_000,
};

describe("package add-ons", () => {
  it("prices extra hooks per hook per video and the raw footage once", () => {
    expect(priceWithAddOns(offer, { extraHooks: 2, rawFootage: true })).toEqual({
      hooksCents: 10_000,
      rawFootageCents: 5_000,
      addOnCents: 15_000,
      totalCents: 45_000,
    });
    expect(priceWithAddOns(offer, { extraHooks: 0, rawFootage: false }).totalCents).toBe(30_000);
  });

  it("charges nothing for raw footage the package already includes", () => {
    expect(priceWithAddOns({ ...offer, rawFootage: true }, { extraHooks: 0, rawFootage: true }).addOnCents).toBe(0);
  });

  it("refuses hooks above the package's maximum, hooks or footage not offered, and broken counts", () => {
    expect(addOnChoiceErrors(offer, { extraHooks: 4, rawFootage: false })).toEqual({ extraHooks: "At most 3 extra hooks per video" });
    expect(addOnChoiceErrors({ ...offer, extraHookPriceCents: null }, { extraHooks: 1, rawFootage: false })).toEqual({
      extraHooks: "This package offers no extra hooks",
    });
    expect(addOnChoiceErrors({ ...offer, rawFootagePriceCents: null }, { extraHooks: 0, rawFootage: true })).toEqual({
      rawFootage: "This package offers no raw footage",
    });
    expect(addOnChoiceErrors(offer, { extraHooks: 1.5, rawFootage: false }).extraHooks).toBe("Choose a number of extra hooks");
    expect(addOnChoiceErrors(offer, { extraHooks: 3, rawFootage: true })).toEqual({});
  });
});
