import type { BrandCampaignView, CampaignDraftInput, CampaignView } from "@/contracts/campaigns";
import type { SavedProduct } from "@/contracts/orders";

/*
 * The brief builder's form model, without React: the form's text state, how it becomes the API's
 * draft and the creators' preview, and which step holds which field.
 */

export interface BrandOption {
  id: string;
  name: string;
  logo_url: string | null;
  website: string | null;
}

/** The form's own state: text as typed, turned into the API's draft fields on save. */
export interface FormState {
  brand_profile_id: string;
  title: string;
  product_name: string;
  product_url: string;
  product_retail_value: string;
  product_image_url: string;
  product_shipped: boolean;
  description: string;
  talking_points: string;
  hooks: string;
  dos: string;
  donts: string;
  example_video_urls: string;
  videos_per_creator: string;
  extra_hooks_per_video: string;
  raw_footage_asked: boolean;
  /** Paid usage asked (decision 084): "<platform>:<days>" or "", and its price per creator in dollars. */
  paid_usage_choice: string;
  paid_usage_price: string;
  video_length_seconds: string;
  aspect_ratio: string;
  platforms: string[];
  countries: string;
  niches: string[];
  languages: string;
  min_followers: string;
  pricing: "fixed" | "bids";
  price_min: string;
  price_max: string;
  creators_wanted: string;
  application_deadline: string;
  usage_rights_term: string;
  revision_rounds: string;
}

const lines = (s: string) =>
  s
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
export const dollarsToCents = (s: string) => (s.trim() === "" ? null : Math.round(Number(s) * 100));
const intOr = (s: string, fallback: number) => (s.trim() === "" || Number.isNaN(Number(s)) ? fallback : Number(s));
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function fromCampaign(c: CampaignView | null, brands: BrandOption[]): FormState {
  return {
    brand_profile_id: c?.brand_profile_id ?? brands[0]?.id ?? "",
    title: c?.title ?? "",
    product_name: c?.product_name ?? "",
    product_url: c?.product_url ?? "",
    product_retail_value: c?.product_retail_value_cents != null ? String(c.product_retail_value_cents / 100) : "",
    product_image_url: c?.product_image_url ?? "",
    product_shipped: c?.product_shipped ?? false,
    description: c?.description ?? "",
    talking_points: (c?.talking_points ?? []).join("\n"),
    hooks: (c?.hooks ?? []).join("\n"),
    dos: (c?.dos ?? []).join("\n"),
    donts: (c?.donts ?? []).join("\n"),
    example_video_urls: (c?.example_video_urls ?? []).join("\n"),
    videos_per_creator: String(c?.videos_per_creator ?? 1),
    extra_hooks_per_video: String(c?.extra_hooks_per_video ?? 0),
    raw_footage_asked: c?.raw_footage_asked ?? false,
    paid_usage_choice: c?.paid_usage_ask ? `${c.paid_usage_ask.platform}:${c.paid_usage_ask.window_days}` : "",
    paid_usage_price: c?.paid_usage_ask ? String(c.paid_usage_ask.price_cents / 100) : "",
    video_length_seconds: String(c?.video_length_seconds ?? 30),
    aspect_ratio: c?.aspect_ratio ?? "9:16",
    platforms: c?.platforms ?? [],
    countries: (c?.countries ?? []).join(", "),
    niches: c?.niches ?? [],
    languages: (c?.languages ?? []).join(", "),
    min_followers: String(c?.min_followers ?? 0),
    pricing: c?.pricing ?? "fixed",
    price_min: c?.price_min_cents != null ? String(c.price_min_cents / 100) : "",
    price_max: c?.price_max_cents != null && c.pricing === "bids" ? String(c.price_max_cents / 100) : "",
    creators_wanted: String(c?.creators_wanted ?? 1),
    application_deadline: toLocalInput(c?.application_deadline ?? null),
    usage_rights_term: c?.usage_rights_term ?? "90d",
    revision_rounds: String(c?.revision_rounds ?? 2),
  };
}

export function toDraft(f: FormState): CampaignDraftInput {
  return {
    brand_profile_id: f.brand_profile_id || null,
    title: f.title,
    product_name: f.product_name,
    product_url: f.product_url.trim() || null,
    product_retail_value_cents: dollarsToCents(f.product_retail_value),
    product_image_url: f.product_image_url.trim() || null,
    product_shipped: f.product_shipped,
    description: f.description,
    talking_points: lines(f.talking_points),
    hooks: lines(f.hooks),
    dos: lines(f.dos),
    donts: lines(f.donts),
    example_video_urls: lines(f.example_video_urls),
    videos_per_creator: intOr(f.videos_per_creator, 1),
    extra_hooks_per_video: intOr(f.extra_hooks_per_video, 0),
    raw_footage_asked: f.raw_footage_asked,
    paid_usage_ask: paidUsageAskOf(f),
    video_length_seconds: intOr(f.video_length_seconds, 30),
    aspect_ratio: f.aspect_ratio as CampaignView["aspect_ratio"],
    platforms: f.platforms as CampaignDraftInput["platforms"],
    countries: f.countries
      .split(",")
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
    niches: f.niches as CampaignDraftInput["niches"],
    languages: f.languages
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    min_followers: intOr(f.min_followers, 0),
    pricing: f.pricing,
    price_min_cents: dollarsToCents(f.price_min),
    price_max_cents: f.pricing === "bids" ? dollarsToCents(f.price_max) : null,
    creators_wanted: intOr(f.creators_wanted, 1),
    application_deadline: f.application_deadline ? new Date(f.application_deadline).toISOString() : null,
    usage_rights_term: f.usage_rights_term as CampaignView["usage_rights_term"],
    revision_rounds: intOr(f.revision_rounds, 2),
  };
}

export const STEPS = ["Brand & product", "The brief", "Deliverables", "Creators", "Price & timing", "Review"] as const;

/** Which step holds a field, so a refusal can send the brand to it. */
export const STEP_OF: Record<string, number> = {
  brand_profile_id: 0,
  title: 0,
  product_name: 0,
  product_url: 0,
  product_retail_value_cents: 0,
  product_image_url: 0,
  saved_product_id: 0,
  description: 1,
  talking_points: 1,
  hooks: 1,
  dos: 1,
  donts: 1,
  example_video_urls: 1,
  videos_per_creator: 2,
  extra_hooks_per_video: 2,
  raw_footage_asked: 2,
  paid_usage_ask: 2,
  "paid_usage_ask.window_days": 2,
  "paid_usage_ask.price_cents": 2,
  video_length_seconds: 2,
  platforms: 2,
  countries: 3,
  niches: 3,
  languages: 3,
  min_followers: 3,
  price_min_cents: 4,
  price_max_cents: 4,
  creators_wanted: 4,
  application_deadline: 4,
  revision_rounds: 4,
};

/** The publish problems that belong to one step (the review step gathers every step's). */
export const problemsOfStep = (problems: Record<string, string>, stepIndex: number) =>
  Object.fromEntries(Object.entries(problems).filter(([field]) => STEP_OF[field] === stepIndex));

/** What creators will see if the brief is published as it stands: the preview, and what publishing checks. */
export function previewOf(
  form: FormState,
  draft: CampaignDraftInput,
  initial: BrandCampaignView | null,
  brands: BrandOption[],
  campaignId: string | null,
): CampaignView {
  return {
    ...(initial ?? {}),
    id: campaignId ?? "preview",
    status: "draft",
    brand_profile_id: draft.brand_profile_id ?? null,
    brand: (() => {
      const b = brands.find((x) => x.id === form.brand_profile_id);
      return b ? { name: b.name, logo_url: b.logo_url, website: b.website } : null;
    })(),
    title: draft.title ?? "",
    product_name: draft.product_name ?? "",
    product_url: draft.product_url ?? null,
    product_retail_value_cents: draft.product_retail_value_cents ?? null,
    product_image_url: draft.product_image_url ?? null,
    product_shipped: draft.product_shipped ?? false,
    description: draft.description ?? "",
    talking_points: draft.talking_points ?? [],
    hooks: draft.hooks ?? [],
    dos: draft.dos ?? [],
    donts: draft.donts ?? [],
    example_video_urls: draft.example_video_urls ?? [],
    videos_per_creator: draft.videos_per_creator ?? 1,
    extra_hooks_per_video: draft.extra_hooks_per_video ?? 0,
    raw_footage_asked: draft.raw_footage_asked ?? false,
    video_length_seconds: draft.video_length_seconds ?? 30,
    aspect_ratio: draft.aspect_ratio ?? "9:16",
    platforms: draft.platforms ?? [],
    countries: draft.countries ?? [],
    niches: draft.niches ?? [],
    languages: draft.languages ?? [],
    min_followers: draft.min_followers ?? 0,
    pricing: draft.pricing ?? "fixed",
    price_min_cents: draft.price_min_cents ?? null,
    price_max_cents: draft.pricing === "bids" ? (draft.price_max_cents ?? null) : (draft.price_min_cents ?? null),
    creators_wanted: draft.creators_wanted ?? 1,
    application_deadline: draft.application_deadline ?? null,
    usage_rights_term: draft.usage_rights_term ?? "90d",
    revision_rounds: draft.revision_rounds ?? 2,
    published_at: null,
    closed_at: null,
    created_at: initial?.created_at ?? new Date(0).toISOString(),
    updated_at: initial?.updated_at ?? new Date(0).toISOString(),
    hidden_at: initial?.hidden_at ?? null,
    hidden_reason: initial?.hidden_reason ?? null,
  };
}

/** A field's message: its own, or the first about one of its parts (`platforms.0`). */
export function fieldError(errors: Record<string, string>, key: string): string | undefined {
  return errors[key] ?? Object.entries(errors).find(([field]) => field.startsWith(`${key}.`))?.[1];
}

/** The list with the value added, or removed when it was there. */
export const toggled = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** The product fields a saved product fills in. */
export function productFields(
  p: SavedProduct,
): Pick<FormState, "product_name" | "product_url" | "product_retail_value" | "product_image_url"> {
  return {
    product_name: p.name,
    product_url: p.url ?? "",
    product_retail_value: p.retailValueCents != null ? String(p.retailValueCents / 100) : "",
    product_image_url: p.imageUrl ?? "",
  };
}

/** Whether the product fields still say exactly what a saved product says. */
export const matchesProduct = (p: SavedProduct, form: FormState) =>
  p.name === form.product_name &&
  (p.url ?? "") === form.product_url &&
  (p.imageUrl ?? "") === form.product_image_url &&
  p.retailValueCents === dollarsToCents(form.product_retail_value);

/** The form's paid-usage ask as the API takes it; null when none is chosen. */
function paidUsageAskOf(f: FormState): CampaignDraftInput["paid_usage_ask"] {
  if (!f.paid_usage_choice) return null;
  const [platform, days] = f.paid_usage_choice.split(":");
  return {
    platform: platform as "tiktok_spark" | "meta_partnership",
    window_days: Number(days),
    price_cents: dollarsToCents(f.paid_usage_price) ?? 0,
  };
}
