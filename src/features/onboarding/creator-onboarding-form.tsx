"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { COUNTRIES, CREATOR_NICHES, type CreatorOnboardingInput } from "@/contracts/onboarding";
import { Field, SelectField, ChipGroup } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { v1 } from "@/lib/api-client";
import { submitOnboarding } from "./submit";
import { CustomUrlInput } from "@/components/creator/custom-url-input";
import { useCustomUrlAvailability } from "@/components/creator/use-custom-url-availability";
import { formText } from "@/lib/form-text";

/**
 * /onboarding/creator: names, custom URL with a live check, niches, country and date of birth (18+).
 * `pagePrefix` is where creator pages live on this host ("example.com/c/", src/lib/creator-page-url.ts).
 */
export function CreatorOnboardingForm({
  defaults,
  pagePrefix,
}: {
  defaults: { first_name: string; last_name: string; custom_url: string };
  pagePrefix: string;
}) {
  const [customUrl, setCustomUrl] = useState(defaults.custom_url);
  const [niches, setNiches] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const availability = useCustomUrlAvailability(customUrl);
  const urlError =
    fields.custom_url ||
    (availability.state === "done" && !availability.result.available ? (availability.result.reason ?? undefined) : undefined);

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => formText(form, name).trim();
        setPending(true);
        setMessage(null);
        const result = await submitOnboarding(() =>
          v1.call("POST /auth/onboarding/creator", {
            json: {
              first_name: text("first_name"),
              last_name: text("last_name"),
              custom_url: customUrl.trim(),
              // Checkbox values: the server checks each is a niche.
              niches: niches as CreatorOnboardingInput["niches"],
              country: text("country"),
              date_of_birth: text("date_of_birth"),
            },
          }),
        );
        if (result.ok) {
          window.location.assign(result.redirect);
          return;
        }
        setPending(false);
        const f = { ...result.fields };
        for (const key of Object.keys(f)) if (key.startsWith("niches.")) f.niches ??= "Choose niches from the list";
        setFields(f);
        setMessage(Object.keys(f).length ? "Please check the highlighted fields." : result.message);
      }}
    >
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="first_name"
          name="first_name"
          label="First name"
          autoComplete="given-name"
          defaultValue={defaults.first_name}
          error={fields.first_name}
        />
        <Field
          id="last_name"
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          defaultValue={defaults.last_name}
          error={fields.last_name}
        />
      </div>

      <CustomUrlInput
        value={customUrl}
        onChange={(value) => {
          setCustomUrl(value);
          setFields(({ custom_url: _stale, ...rest }) => rest);
        }}
        pagePrefix={pagePrefix}
        availability={availability}
        error={urlError}
        idle="Lowercase letters, numbers and dashes. This is your public page."
        checkedAgainOn="submit"
        inputProps={{ name: "custom_url" }}
      />

      <ChipGroup
        id="niches"
        legend="Niches (up to 5)"
        options={Object.entries(CREATOR_NICHES).map(([value, label]) => ({ value, label }))}
        selected={niches}
        max={5}
        error={fields.niches}
        onToggle={(value) => setNiches((n) => (n.includes(value) ? n.filter((x) => x !== value) : [...n, value]))}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="country" name="country" label="Country" defaultValue="" error={fields.country}>
          <option value="">Choose your country</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field
          id="date_of_birth"
          name="date_of_birth"
          type="date"
          label="Date of birth"
          hint="Creators must be 18 or older. Never shown publicly."
          error={fields.date_of_birth}
        />
      </div>

      <Button type="submit" variant="brand" size="lg" disabled={pending}>
        Finish and go to your dashboard
      </Button>
    </form>
  );
}
