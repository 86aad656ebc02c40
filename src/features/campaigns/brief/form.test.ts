import { describe, expect, it } from "vitest";
import { publishProblems } from "@/contracts/campaigns";
import type { SavedProduct } from "@/contracts/orders";
import {
  fieldError,
  fromCampaign,
  matchesProduct,
  previewOf,
  problemsOfStep,
  productFields,
  STEP_OF,
  STEPS,
  toDraft,
  toggled,
  type FormState,
} from "./form";

const brands = [{ id: "brand-1", name: "Glow Co", logo_url: "/logo.webp", website: "https://glow.example" }];
const empty = fromCampaign(null, brands);
const filled: FormState = {
  ...empty,
  title: "Summer serum launch",
  product_name: "Glow Serum",
  product_url: " https://glow.example/serum ",
  product_retail_value: "24.5",
  description: "A morning routine with the serum, in daylight.",
  talking_points: "  Light texture \n\nNo fragrance",
  countries: "us, ca ,",
  languages: "en, es",
  platforms: ["tiktok"],
  pricing: "bids",
  price_min: "100",
  price_max: "150.999",
  application_deadline: "2030-06-01T12:00",
  videos_per_creator: "",
  min_followers: "abc",
};

describe("a new brief", () => {
  it("starts with the first brand and the defaults of the form", () => {
    expect(empty).toMatchObject({
      brand_profile_id: "brand-1",
      videos_per_creator: "1",
      video_length_seconds: "30",
      aspect_ratio: "9:16",
      pricing: "fixed",
      usage_rights_term: "90d",
      revision_rounds: "2",
    });
    expect(fromCampaign(null, []).brand_profile_id).toBe("");
  });
});

describe("toDraft", () => {
  it("turns the text as typed into the API's draft fields", () => {
    const draft = toDraft(filled);
    expect(draft).toMatchObject({
      brand_profile_id: "brand-1",
      product_url: "https://glow.example/serum",
      product_retail_value_cents: 2450,
      talking_points: ["Light texture", "No fragrance"],
      countries: ["US", "CA"],
      languages: ["en", "es"],
      price_min_cents: 10_000,
      price_max_cents: 15_100,
      videos_per_creator: 1, // empty falls back to the default
      min_followers: 0, // not a number falls back too
      product_image_url: null,
    });
    expect(draft.application_deadline).toBe(new Date("2030-06-01T12:00").toISOString());
  });

  it("keeps no highest bid for a fixed price", () => {
    expect(toDraft({ ...filled, pricing: "fixed" }).price_max_cents).toBeNull();
  });

  it("reads back what it wrote: a saved draft reopens with the same fields", () => {
    const view = previewOf(filled, toDraft(filled), null, brands, "campaign-1");
    const reopened = fromCampaign(view, brands);
    expect(toDraft(reopened)).toEqual(toDraft(filled));
  });
});

describe("previewOf", () => {
  it("shows the chosen brand and, for a fixed price, the price as both ends", () => {
    const fixed = { ...filled, pricing: "fixed" as const };
    const view = previewOf(fixed, toDraft(fixed), null, brands, null);
    expect(view).toMatchObject({ id: "preview", status: "draft", brand: { name: "Glow Co", logo_url: "/logo.webp" } });
    expect(view.price_max_cents).toBe(10_000);
  });

  it("is what publishing checks: the empty brief misses title, product, description, platforms, price, deadline", () => {
    const problems = publishProblems(previewOf(empty, toDraft(empty), null, brands, null));
    expect(Object.keys(problems).sort()).toEqual(
      ["application_deadline", "description", "platforms", "price_min_cents", "product_name", "title"].sort(),
    );
  });
});

describe("steps", () => {
  it("every field publishing can refuse belongs to a step before the review", () => {
    const problems = publishProblems(previewOf(fromCampaign(null, []), toDraft(fromCampaign(null, [])), null, [], null));
    for (const field of Object.keys(problems)) expect(STEP_OF[field], field).toBeLessThan(STEPS.length - 1);
  });

  it("gives each step only its own problems", () => {
    const problems = { title: "Give the campaign a title", description: "Describe", platforms: "Choose" };
    expect(problemsOfStep(problems, 0)).toEqual({ title: "Give the campaign a title" });
    expect(problemsOfStep(problems, 2)).toEqual({ platforms: "Choose" });
    expect(problemsOfStep(problems, 5)).toEqual({});
  });
});

describe("field helpers", () => {
  it("finds a field's own message, else one about one of its parts", () => {
    expect(fieldError({ platforms: "Choose one" }, "platforms")).toBe("Choose one");
    expect(fieldError({ "countries.1": "Use a two-letter code" }, "countries")).toBe("Use a two-letter code");
    expect(fieldError({ countries_x: "other" }, "countries")).toBeUndefined();
  });

  it("toggles a value in a list", () => {
    expect(toggled(["tiktok"], "youtube")).toEqual(["tiktok", "youtube"]);
    expect(toggled(["tiktok", "youtube"], "tiktok")).toEqual(["youtube"]);
  });

  it("fills the product fields from a saved product and knows when they still match it", () => {
    const product: SavedProduct = {
      id: "p1",
      brandProfileId: null,
      name: "Glow Serum",
      url: null,
      retailValueCents: 2450,
      imageUrl: null,
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    const picked = { ...empty, ...productFields(product) };
    expect(picked).toMatchObject({ product_name: "Glow Serum", product_url: "", product_retail_value: "24.5", product_image_url: "" });
    expect(matchesProduct(product, picked)).toBe(true);
    expect(matchesProduct(product, { ...picked, product_retail_value: "25" })).toBe(false);
  });
});
