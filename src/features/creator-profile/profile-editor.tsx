"use client";

import { ExternalLink, Loader2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Field, SelectField, ChipGroup, TextareaField } from "@/components/form-field";
import { ProfileCompletenessPanel } from "@/components/creator/profile-completeness-panel";
import { FormMessage } from "@/components/form-message";
import { Section } from "@/components/section";
import { useMe } from "@/components/session/use-me";
import { HiddenBanner } from "@/components/moderation/hidden-banner";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  creatorProfileInputSchema,
  DESCRIPTION_MAX,
  MAX_LANGUAGES,
  MAX_NICHES,
  PROFILE_LANGUAGES,
  SHORT_BIO_MAX,
  type CreatorProfileSettings,
} from "@/contracts/creator-profile";
import { COUNTRIES, CREATOR_NICHES } from "@/contracts/onboarding";
import { v1 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";
import { profileCompleteness } from "@/lib/profile-completeness";
import { errorFields, errorMessage, isApiError, schemaErrors } from "@/lib/api-error";
import { CustomUrlField } from "./custom-url-field";
import { PortfolioVideos } from "./portfolio-videos";
import { ProfilePictures } from "./profile-pictures";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

type Draft = {
  first_name: string;
  last_name: string;
  short_bio: string;
  description: string;
  custom_url: string;
  niches: string[];
  languages: string[];
  country: string;
};

const draftOf = (p: CreatorProfileSettings): Draft => ({
  first_name: p.first_name ?? "",
  last_name: p.last_name ?? "",
  short_bio: p.short_bio ?? "",
  description: p.description ?? "",
  custom_url: p.custom_url ?? "",
  niches: p.niches,
  languages: p.languages,
  country: p.country ?? "",
});

/**
 * /dashboard/settings: the creator's profile — completeness, text fields, custom URL, pictures.
 * `pagePrefix` is where creator pages live on this host ("example.com/c/", src/lib/creator-page-url.ts).
 */
export function ProfileEditor({ pagePrefix }: { pagePrefix: string }) {
  const profile = useApiData(v1.query("GET /creators/me/profile"));
  const { refresh: refreshMe } = useMe();

  if (!profile.data) {
    return profile.error ? (
      <p role="alert" className="text-destructive text-sm">
        {isApiError(profile.error, { status: 404 })
          ? "Finish your creator onboarding first; then you can edit your profile here."
          : "Your profile could not be loaded. Please reload the page."}
      </p>
    ) : (
      <Skeleton className="h-96 rounded-xl" aria-busy="true" aria-label="Loading your profile" />
    );
  }

  const changed = async (next?: CreatorProfileSettings) => {
    await (next ? profile.mutate(next, { revalidate: false }) : profile.mutate());
    // The header, drawer and dashboard read the same user.
    await refreshMe();
  };

  return <Editor profile={profile.data} onChange={changed} pagePrefix={pagePrefix} />;
}

function Editor({
  profile,
  onChange,
  pagePrefix,
}: {
  profile: CreatorProfileSettings;
  onChange: (p?: CreatorProfileSettings) => Promise<unknown>;
  pagePrefix: string;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const completeness = profileCompleteness({
    is_creator: true,
    types: ["creator"],
    // What is saved, not the unsaved draft: the meter shows what brands see.
    creator_info: profile,
  });
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(profile));

  // A link from the dashboard's meter (…/settings#short_bio) focuses that field once it is on screen.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ block: "center" });
      target.focus({ preventScroll: true });
    }
  }, []);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFields(({ [key]: _stale, ...rest }) => rest);
    setSavedAt(null);
  };
  const toggle = (key: "niches" | "languages", value: string) =>
    set(key, draft[key].includes(value) ? draft[key].filter((v) => v !== value) : [...draft[key], value]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = creatorProfileInputSchema.safeParse(draft);
    if (!parsed.success) {
      const f = schemaErrors(parsed.error);
      setFields(f);
      setMessage("Please check the highlighted fields.");
      document.getElementById(Object.keys(f)[0] ?? "")?.focus();
      return;
    }
    setSaving(true);
    try {
      const res = await v1.call("PUT /creators/me/profile", { json: parsed.data });
      setDraft(draftOf(res.data));
      setFields({});
      setSavedAt(Date.now());
      toast.success("Profile saved");
      await onChange(res.data);
    } catch (error) {
      const fields = errorFields(error);
      if (fields) {
        const f: Record<string, string> = {};
        for (const [k, v] of Object.entries(fields)) f[k.split(".")[0]!] ??= v;
        setFields(f);
        setMessage("Please check the highlighted fields.");
      } else {
        setMessage(errorMessage(error, "Your profile could not be saved. Please try again."));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-6">
      <ProfileCompletenessPanel completeness={completeness} addLinks="in-page">
        {profile.hidden_reason !== null && <HiddenBanner what="profile" reason={profile.hidden_reason} />}
        <p className="text-muted-foreground text-sm">
          {profile.is_listed && profile.custom_url ? (
            <>
              Brands find you in the directory.{" "}
              <Link href={`/c/${profile.custom_url}`} className="text-brand inline-flex items-center gap-1 font-medium hover:underline">
                See your public page <ExternalLink aria-hidden className="size-3.5" />
              </Link>
            </>
          ) : profile.hidden_reason !== null ? (
            "Your public page and directory card are hidden by Reelbrief."
          ) : completeness.isComplete ? (
            "Your public page is hidden while your account is restricted."
          ) : (
            "Your public page and directory card appear once all four parts are done."
          )}
        </p>
      </ProfileCompletenessPanel>

      <form noValidate onSubmit={submit} className="grid gap-6" aria-describedby={message ? "profile-form-message" : undefined}>
        <Section id="basic-info" title="Basic info" description="Your name as brands see it.">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="first_name"
              label="First name"
              autoComplete="given-name"
              value={draft.first_name}
              maxLength={60}
              onChange={(e) => set("first_name", e.target.value)}
              error={fields.first_name}
            />
            <Field
              id="last_name"
              label="Last name"
              autoComplete="family-name"
              value={draft.last_name}
              maxLength={60}
              onChange={(e) => set("last_name", e.target.value)}
              error={fields.last_name}
            />
          </div>
        </Section>

        <Section id="profile-url" title="Profile URL" description="The address of your public page.">
          <CustomUrlField
            profile={profile}
            value={draft.custom_url}
            serverError={fields.custom_url}
            pagePrefix={pagePrefix}
            onChange={(v) => set("custom_url", v)}
          />
        </Section>

        <Section id="about" title="About you" description="What brands read on your card and your public page.">
          <TextareaField
            id="short_bio"
            label="Short bio"
            hint={`One line for your directory card, up to ${SHORT_BIO_MAX} characters.`}
            value={draft.short_bio}
            max={SHORT_BIO_MAX}
            rows={2}
            className="bg-background min-h-0"
            error={fields.short_bio}
            onChange={(e) => set("short_bio", e.target.value)}
          />
          <TextareaField
            id="description"
            label="Description"
            hint="What you film, how you work, which brands you have made videos for."
            value={draft.description}
            max={DESCRIPTION_MAX}
            rows={6}
            className="bg-background min-h-0"
            error={fields.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </Section>

        <Section id="audience" title="Niches, languages and country" description="Brands filter the directory by these.">
          <ChipGroup
            id="niches"
            legend={`Niches (1 to ${MAX_NICHES})`}
            options={Object.entries(CREATOR_NICHES).map(([value, label]) => ({ value, label }))}
            selected={draft.niches}
            max={MAX_NICHES}
            error={fields.niches}
            onToggle={(v) => toggle("niches", v)}
          />
          <ChipGroup
            id="languages"
            legend={`Languages you film in (up to ${MAX_LANGUAGES})`}
            options={PROFILE_LANGUAGES.map((value) => ({ value, label: languageNames.of(value) ?? value }))}
            selected={draft.languages}
            max={MAX_LANGUAGES}
            error={fields.languages}
            onToggle={(v) => toggle("languages", v)}
          />
          <div className="max-w-xs">
            <SelectField
              id="country"
              label="Country"
              value={draft.country}
              onChange={(e) => set("country", e.target.value)}
              error={fields.country}
            >
              <option value="">Choose your country</option>
              {!COUNTRIES.some((c) => c.code === draft.country) && draft.country && <option value={draft.country}>{draft.country}</option>}
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>

        <div className="bg-background/95 sticky bottom-16 z-10 flex flex-wrap items-center gap-3 rounded-xl border p-3 shadow-sm lg:bottom-4">
          <Button type="submit" variant="brand" disabled={saving || (!dirty && !message)} aria-describedby="save-state">
            {saving && <Loader2 aria-hidden className="animate-spin" />}
            {saving ? "Saving…" : "Save profile"}
          </Button>
          <span id="save-state" role="status" className="text-muted-foreground text-sm">
            {saving ? "Saving your profile…" : dirty ? "You have unsaved changes." : savedAt ? "All changes saved." : ""}
          </span>
          {message && (
            <div id="profile-form-message" className="basis-full">
              <FormMessage kind="error">{message}</FormMessage>
            </div>
          )}
        </div>
      </form>

      <Section
        id="photos"
        title="Photos"
        description="An avatar and four photos. Each is saved as soon as you crop it; your text fields are saved with the button."
      >
        <ProfilePictures profile={profile} onChange={onChange} />
      </Section>

      <Section
        id="portfolio"
        title="Portfolio videos"
        description="Short samples of your work, shown on your public page in this order once processed. Each is saved as soon as it uploads."
      >
        <PortfolioVideos />
      </Section>
    </div>
  );
}
