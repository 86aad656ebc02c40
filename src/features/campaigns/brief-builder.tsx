"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import type { BrandCampaignView, CampaignDraftInput, CampaignView } from "@/contracts/campaigns";
import type { SavedProduct } from "@/contracts/orders";
import { ASPECT_RATIOS, publishProblems, USAGE_RIGHTS_TERMS } from "@/contracts/campaigns";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ImageUploadField } from "@/components/media/image-upload-field";
import { api, v1 } from "@/lib/api-client";
import { errorFields, errorMessage } from "@/lib/api-error";
import { CREATOR_NICHES, SOCIAL_PLATFORMS } from "@/lib/creator-directory";
import { CampaignBrief } from "./campaign-brief";

interface BrandOption {
  id: string;
  name: string;
  logo_url: string | null;
  website: string | null;
}

/** The form's own state: text as typed, turned into the API's draft fields on save. */
interface FormState {
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
const dollarsToCents = (s: string) => (s.trim() === "" ? null : Math.round(Number(s) * 100));
const intOr = (s: string, fallback: number) => (s.trim() === "" || Number.isNaN(Number(s)) ? fallback : Number(s));
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function fromCampaign(c: CampaignView | null, brands: BrandOption[]): FormState {
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

function toDraft(f: FormState): CampaignDraftInput {
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

const STEPS = ["Brand & product", "The brief", "Deliverables", "Creators", "Price & timing", "Review"] as const;

/** Which step holds a field, so a refusal can send the brand to it. */
const STEP_OF: Record<string, number> = {
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
const problemsOfStep = (problems: Record<string, string>, stepIndex: number) =>
  Object.fromEntries(Object.entries(problems).filter(([field]) => STEP_OF[field] === stepIndex));

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-muted-foreground text-xs">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-xs" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const textareaClass =
  "border-input placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 min-h-24 w-full rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm aria-invalid:border-destructive";

/**
 * The guided brief builder (issue 13 §1): six steps, a live preview of what creators will see, and
 * autosave — the draft is created on the first change and each later change is saved a moment
 * after typing stops. Publishing checks the brief and the plan's allowance on the server.
 */
export function BriefBuilder({ initial, brands }: { initial: BrandCampaignView | null; brands: BrandOption[] }) {
  const router = useRouter();
  const [form, setForm] = useState<FormState>(() => fromCampaign(initial, brands));
  const [step, setStep] = useState(0);
  const [campaignId, setCampaignId] = useState<string | null>(initial?.id ?? null);
  const [saveState, setSaveState] = useState<"idle" | "saving" | "saved" | "error">(initial ? "saved" : "idle");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [publishing, setPublishing] = useState(false);
  const [stepRefused, setStepRefused] = useState(false);
  const dirty = useRef(false);
  const products = useSWR("/auth/products", () => v1.call("GET /auth/products").then((r) => r.data));
  const [productId, setProductId] = useState("");
  const [savingProduct, setSavingProduct] = useState(false);
  const creating = useRef<Promise<string> | null>(null);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    dirty.current = true;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const toggle = (key: "platforms" | "niches", value: string) =>
    set(key, form[key].includes(value) ? form[key].filter((v) => v !== value) : [...form[key], value]);

  const draft = useMemo(() => toDraft(form), [form]);

  /** Picking a saved product fills the product fields; they stay editable, and autosave keeps them. */
  function pickProduct(id: string) {
    setProductId(id);
    const p = products.data?.find((x) => x.id === id);
    if (!p) return;
    dirty.current = true;
    setForm((f) => ({
      ...f,
      product_name: p.name,
      product_url: p.url ?? "",
      product_retail_value: p.retailValueCents != null ? String(p.retailValueCents / 100) : "",
      product_image_url: p.imageUrl ?? "",
    }));
  }

  /** Keeps the product as typed among the account's saved products, for the next brief or order. */
  async function saveProduct() {
    setSavingProduct(true);
    try {
      const retail = dollarsToCents(form.product_retail_value);
      const { data } = await v1.call("POST /auth/products", {
        body: {
          name: form.product_name,
          ...(form.product_url.trim() && { url: form.product_url.trim() }),
          ...(retail !== null && { retailValueCents: retail }),
          ...(form.product_image_url && { imageUrl: form.product_image_url }),
          ...(form.brand_profile_id && { brandProfileId: form.brand_profile_id }),
        },
      });
      await products.mutate((list: SavedProduct[] | undefined) => [data, ...(list ?? [])], { revalidate: false });
      setProductId(data.id);
      toast.success(`${data.name} is saved to your products`);
    } catch (error) {
      const fields = errorFields(error);
      if (fields) {
        const byField: Record<string, string | undefined> = {
          product_name: fields.name,
          product_url: fields.url,
          product_retail_value_cents: fields.retailValueCents,
          product_image_url: fields.imageUrl,
        };
        setErrors(Object.fromEntries(Object.entries(byField).filter((e): e is [string, string] => Boolean(e[1]))));
      }
      toast.error(errorMessage(error, "Could not save the product"));
    } finally {
      setSavingProduct(false);
    }
  }
  const matches = (p: SavedProduct) =>
    p.name === form.product_name &&
    (p.url ?? "") === form.product_url &&
    (p.imageUrl ?? "") === form.product_image_url &&
    p.retailValueCents === dollarsToCents(form.product_retail_value);
  // A draft reopened later shows the saved product its fields still match.
  const shownProductId = productId || products.data?.find(matches)?.id || "";
  const chosen = products.data?.find((p) => p.id === shownProductId);
  const productUnchanged = chosen !== undefined && matches(chosen);

  /*
   * Saves run one after the other: the autosave timer and Publish can both ask for one, and a PATCH
   * overtaking the creation (or the publish overtaking a PATCH) would lose the brief's last edits.
   */
  const saveQueue = useRef<Promise<unknown>>(Promise.resolve());
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  function save(): Promise<string | null> {
    const next = saveQueue.current.then(saveNow, saveNow);
    saveQueue.current = next;
    return next;
  }

  async function saveNow(): Promise<string | null> {
    setSaveState("saving");
    try {
      // A save queued before the draft existed sees no campaignId in its render: it PATCHes the draft
      // the first save created instead of creating another.
      let id = campaignId ?? (creating.current ? await creating.current : null);
      if (!id) {
        creating.current = api
          .post<{ data: BrandCampaignView }>("/auth/campaigns", draft)
          .then((r) => r.data.id)
          .catch((error: unknown) => {
            creating.current = null; // the next save tries the creation again
            throw error;
          });
        id = await creating.current;
        setCampaignId(id);
        window.history.replaceState(null, "", `/platform/campaigns/${id}/edit`);
      } else {
        await api.patch(`/auth/campaigns/${id}`, draft);
      }
      setErrors({});
      setSaveState("saved");
      return id;
    } catch (error) {
      setSaveState("error");
      const fields = errorFields(error);
      if (fields) setErrors(fields);
      return null;
    }
  }

  useEffect(() => {
    if (!dirty.current) return;
    autosaveTimer.current = setTimeout(() => void save(), 800);
    return () => clearTimeout(autosaveTimer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- autosave follows the form, not the callbacks
  }, [draft]);

  const preview: CampaignView = {
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
  const missing = publishProblems(preview);

  /**
   * Moving forward leaves the step only when what it holds is publishable: its problems are marked
   * on its fields, so nothing required slips to the review step unnoticed. Going back is free.
   */
  function goTo(target: number) {
    if (target > step) {
      const here = problemsOfStep(missing, step);
      if (Object.keys(here).length > 0) {
        setErrors((e) => ({ ...e, ...here }));
        setStepRefused(true);
        return;
      }
    }
    setStepRefused(false);
    setStep(target);
  }

  async function publish() {
    setPublishing(true);
    clearTimeout(autosaveTimer.current); // this save includes the pending edits
    const id = await save();
    if (!id) {
      setPublishing(false);
      toast.error("Fix the highlighted fields first");
      return;
    }
    try {
      await api.post(`/auth/campaigns/${id}/status`, { action: "publish" });
      toast.success("Campaign published: creators can apply now");
      router.push(`/platform/campaigns/${id}`);
    } catch (error) {
      const fields = errorFields(error);
      if (fields) setErrors(fields);
      toast.error(errorMessage(error, "Could not publish the campaign"));
      const first = fields && Object.keys(fields).find((k) => k in STEP_OF);
      if (first) setStep(STEP_OF[first]!);
      setPublishing(false);
    }
  }

  const err = (k: string) => errors[k] ?? Object.entries(errors).find(([key]) => key.startsWith(`${k}.`))?.[1];
  const inv = (k: string) => (err(k) ? { "aria-invalid": true as const, "aria-describedby": `${k}-error` } : {});

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="flex min-w-0 flex-col gap-5">
        <nav aria-label="Brief steps">
          <ol className="flex flex-wrap gap-2">
            {STEPS.map((name, i) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-current={i === step ? "step" : undefined}
                  className={`rounded-full border px-3 py-1 text-xs font-medium ${i === step ? "bg-primary text-primary-foreground" : "bg-background"}`}
                >
                  {i + 1}. {name}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="autosave-state">
          {saveState === "saving"
            ? "Saving…"
            : saveState === "saved"
              ? "Draft saved"
              : saveState === "error"
                ? "Not saved — check the fields"
                : "Drafts save as you type"}
        </p>

        <section aria-labelledby="step-title" className="flex flex-col gap-4">
          <h2 id="step-title" className="text-lg font-semibold">
            {STEPS[step]}
          </h2>
          {step === 0 && (
            <>
              <Field id="brand_profile_id" label="Brand" error={err("brand_profile_id")}>
                <NativeSelect
                  id="brand_profile_id"
                  value={form.brand_profile_id}
                  onChange={(e) => set("brand_profile_id", e.target.value)}
                  {...inv("brand_profile_id")}
                >
                  {brands.length === 0 && <option value="">No brand profile yet</option>}
                  {brands.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="title" label="Campaign title" error={err("title")}>
                <Input id="title" value={form.title} maxLength={120} onChange={(e) => set("title", e.target.value)} {...inv("title")} />
              </Field>
              <Field
                id="saved_product"
                label="Product"
                hint={
                  products.error
                    ? "Your saved products could not be loaded; enter the product below."
                    : "Pick one of your saved products, or enter a new one below and save it."
                }
              >
                <NativeSelect id="saved_product" value={shownProductId} onChange={(e) => pickProduct(e.target.value)}>
                  <option value="">{products.data ? "A new product" : "Loading your products…"}</option>
                  {products.data?.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="product_name" label="Product name" error={err("product_name")}>
                <Input
                  id="product_name"
                  value={form.product_name}
                  onChange={(e) => set("product_name", e.target.value)}
                  {...inv("product_name")}
                />
              </Field>
              <Field id="product_url" label="Product URL" error={err("product_url")}>
                <Input
                  id="product_url"
                  type="url"
                  placeholder="https://"
                  value={form.product_url}
                  onChange={(e) => set("product_url", e.target.value)}
                  {...inv("product_url")}
                />
              </Field>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Field id="product_retail_value" label="Retail value ($)" error={err("product_retail_value_cents")}>
                  <Input
                    id="product_retail_value"
                    inputMode="decimal"
                    value={form.product_retail_value}
                    onChange={(e) => set("product_retail_value", e.target.value)}
                  />
                </Field>
              </div>
              <div className="flex flex-col gap-2">
                <ImageUploadField
                  // A new key when the picture changes elsewhere (a saved product picked) drops the old preview.
                  key={form.product_image_url}
                  id="product_image"
                  label="Product picture"
                  shape="square"
                  uploadUrl="/api/v1/auth/products/images"
                  field="image"
                  currentUrl={form.product_image_url || null}
                  onUploaded={(url) => set("product_image_url", url)}
                  hint="Shown to creators with the brief. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
                />
                {form.product_image_url && (
                  <div>
                    <Button variant="ghost" size="sm" onClick={() => set("product_image_url", "")}>
                      Remove picture
                    </Button>
                  </div>
                )}
                {err("product_image_url") && (
                  <p className="text-destructive text-xs" role="alert">
                    {err("product_image_url")}
                  </p>
                )}
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={form.product_shipped} onChange={(e) => set("product_shipped", e.target.checked)} />
                The product is shipped to each creator
              </label>
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={savingProduct || form.product_name.trim() === "" || productUnchanged}
                  onClick={() => void saveProduct()}
                >
                  {savingProduct ? "Saving product…" : productUnchanged ? "Saved in your products" : "Save to my products"}
                </Button>
              </div>
            </>
          )}
          {step === 1 && (
            <>
              <Field
                id="description"
                label="Describe the brief"
                error={err("description")}
                hint="What should creators film? At least 20 characters."
              >
                <textarea
                  id="description"
                  className={textareaClass}
                  value={form.description}
                  onChange={(e) => set("description", e.target.value)}
                  {...inv("description")}
                />
              </Field>
              {(
                [
                  ["talking_points", "Talking points"],
                  ["hooks", "Hooks"],
                  ["dos", "Do's"],
                  ["donts", "Don'ts"],
                  ["example_video_urls", "Example videos (links)"],
                ] as const
              ).map(([key, label]) => (
                <Field key={key} id={key} label={label} error={err(key)} hint="One per line">
                  <textarea id={key} className={textareaClass} value={form[key]} onChange={(e) => set(key, e.target.value)} {...inv(key)} />
                </Field>
              ))}
            </>
          )}
          {step === 2 && (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                <Field id="videos_per_creator" label="Videos per creator" error={err("videos_per_creator")}>
                  <Input
                    id="videos_per_creator"
                    type="number"
                    min={1}
                    max={20}
                    value={form.videos_per_creator}
                    onChange={(e) => set("videos_per_creator", e.target.value)}
                  />
                </Field>
                <Field id="video_length_seconds" label="Length (seconds)" error={err("video_length_seconds")}>
                  <Input
                    id="video_length_seconds"
                    type="number"
                    min={5}
                    max={600}
                    value={form.video_length_seconds}
                    onChange={(e) => set("video_length_seconds", e.target.value)}
                  />
                </Field>
                <Field id="aspect_ratio" label="Aspect ratio">
                  <NativeSelect id="aspect_ratio" value={form.aspect_ratio} onChange={(e) => set("aspect_ratio", e.target.value)}>
                    {ASPECT_RATIOS.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </NativeSelect>
                </Field>
              </div>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">Target platforms</legend>
                <div className="flex flex-wrap gap-3">
                  {Object.entries(SOCIAL_PLATFORMS).map(([value, label]) => (
                    <label key={value} className="flex items-center gap-1.5 text-sm">
                      <input type="checkbox" checked={form.platforms.includes(value)} onChange={() => toggle("platforms", value)} />
                      {label}
                    </label>
                  ))}
                </div>
                {err("platforms") && (
                  <p className="text-destructive text-xs" role="alert">
                    {err("platforms")}
                  </p>
                )}
              </fieldset>
            </>
          )}
          {step === 3 && (
            <>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">Niches (none = any)</legend>
                <div className="flex flex-wrap gap-3">
                  {Object.entries(CREATOR_NICHES).map(([value, label]) => (
                    <label key={value} className="flex items-center gap-1.5 text-sm">
                      <input type="checkbox" checked={form.niches.includes(value)} onChange={() => toggle("niches", value)} />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Field id="countries" label="Countries (two-letter codes, comma separated; empty = any)" error={err("countries")}>
                <Input
                  id="countries"
                  placeholder="US, CA, GB"
                  value={form.countries}
                  onChange={(e) => set("countries", e.target.value)}
                  {...inv("countries")}
                />
              </Field>
              <Field id="languages" label="Languages (codes such as en, es; empty = any)" error={err("languages")}>
                <Input id="languages" placeholder="en, es" value={form.languages} onChange={(e) => set("languages", e.target.value)} />
              </Field>
              <Field id="min_followers" label="Minimum followers" error={err("min_followers")}>
                <Input
                  id="min_followers"
                  type="number"
                  min={0}
                  value={form.min_followers}
                  onChange={(e) => set("min_followers", e.target.value)}
                />
              </Field>
            </>
          )}
          {step === 4 && (
            <>
              <fieldset className="flex flex-wrap gap-4 text-sm">
                <legend className="mb-1 text-sm font-medium">Price per creator</legend>
                <label className="flex items-center gap-1.5">
                  <input type="radio" name="pricing" checked={form.pricing === "fixed"} onChange={() => set("pricing", "fixed")} /> Fixed
                  price
                </label>
                <label className="flex items-center gap-1.5">
                  <input type="radio" name="pricing" checked={form.pricing === "bids"} onChange={() => set("pricing", "bids")} /> Accept
                  bids within a range
                </label>
              </fieldset>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Field id="price_min" label={form.pricing === "fixed" ? "Price ($)" : "Lowest bid ($)"} error={err("price_min_cents")}>
                  <Input
                    id="price_min"
                    inputMode="decimal"
                    value={form.price_min}
                    onChange={(e) => set("price_min", e.target.value)}
                    {...inv("price_min_cents")}
                  />
                </Field>
                {form.pricing === "bids" && (
                  <Field id="price_max" label="Highest bid ($)" error={err("price_max_cents")}>
                    <Input
                      id="price_max"
                      inputMode="decimal"
                      value={form.price_max}
                      onChange={(e) => set("price_max", e.target.value)}
                      {...inv("price_max_cents")}
                    />
                  </Field>
                )}
              </div>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Field id="creators_wanted" label="Creators wanted" error={err("creators_wanted")}>
                  <Input
                    id="creators_wanted"
                    type="number"
                    min={1}
                    max={100}
                    value={form.creators_wanted}
                    onChange={(e) => set("creators_wanted", e.target.value)}
                  />
                </Field>
                <Field id="application_deadline" label="Application deadline" error={err("application_deadline")}>
                  <Input
                    id="application_deadline"
                    type="datetime-local"
                    value={form.application_deadline}
                    onChange={(e) => set("application_deadline", e.target.value)}
                    {...inv("application_deadline")}
                  />
                </Field>
                <Field id="usage_rights_term" label="Usage rights">
                  <NativeSelect
                    id="usage_rights_term"
                    value={form.usage_rights_term}
                    onChange={(e) => set("usage_rights_term", e.target.value)}
                  >
                    {Object.entries(USAGE_RIGHTS_TERMS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field id="revision_rounds" label="Revision rounds" error={err("revision_rounds")}>
                  <Input
                    id="revision_rounds"
                    type="number"
                    min={0}
                    max={10}
                    value={form.revision_rounds}
                    onChange={(e) => set("revision_rounds", e.target.value)}
                  />
                </Field>
              </div>
            </>
          )}
          {step === 5 && (
            <div className="flex flex-col gap-3">
              {Object.keys(missing).length === 0 ? (
                <p className="text-sm">Everything creators need is here. Publishing uses one campaign of your plan&apos;s allowance.</p>
              ) : (
                <>
                  <p className="text-sm font-medium">Before publishing:</p>
                  <ul className="flex flex-col gap-1 text-sm">
                    {Object.entries(missing).map(([field, message]) => (
                      <li key={field}>
                        <button
                          type="button"
                          className="text-primary underline-offset-4 hover:underline"
                          onClick={() => goTo(STEP_OF[field] ?? 0)}
                        >
                          {message} (step {(STEP_OF[field] ?? 0) + 1}, {STEPS[STEP_OF[field] ?? 0]})
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </section>

        {stepRefused && Object.keys(problemsOfStep(missing, step)).length > 0 && (
          <p className="text-destructive text-sm" role="alert" data-testid="step-refused">
            Fill in the marked fields to continue.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {step > 0 && (
            <Button variant="outline" onClick={() => goTo(step - 1)}>
              Back
            </Button>
          )}
          {step < STEPS.length - 1 ? (
            <Button onClick={() => goTo(step + 1)}>Next</Button>
          ) : (
            <Button variant="brand" disabled={publishing || Object.keys(missing).length > 0} onClick={() => void publish()}>
              {publishing ? "Publishing…" : "Publish campaign"}
            </Button>
          )}
        </div>
      </div>

      <aside aria-label="Preview: what creators will see" className="bg-card h-fit rounded-xl border p-4 lg:sticky lg:top-20">
        <p className="text-muted-foreground mb-3 text-xs font-medium tracking-wide uppercase">Preview — what creators see</p>
        <CampaignBrief campaign={preview} />
      </aside>
    </div>
  );
}
