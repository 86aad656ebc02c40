"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type BrandOnboardingInput, INDUSTRIES } from "@/contracts/onboarding";
import { Field, SelectField } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { cn } from "@/lib/utils";
import { v1 } from "@/lib/api-client";
import { submitOnboarding } from "./submit";
import { formText } from "@/lib/form-text";
import { ImagePicker, useObjectUrl } from "@/components/media/image-picker";
import { precheckImage, uploadImage } from "@/components/media/upload-image";

/** /onboarding/brands: who pays (personal account or a new team) and the first brand profile. */
export function BrandOnboardingForm({ thenCreator }: { thenCreator: boolean }) {
  const [account, setAccount] = useState<"personal" | "organization">("personal");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The logo is uploaded once the brand profile exists, right after the form is accepted.
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoProgress, setLogoProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<{ brandProfileId: string; next: string } | null>(null);
  const logoPreview = useObjectUrl(logo);

  /** Uploads the logo to the new brand profile; answers whether it may move on. */
  async function uploadLogo(file: File, brandProfileId: string): Promise<boolean> {
    setLogoProgress(0);
    const result = await uploadImage(`/api/v1/brand-profiles/${brandProfileId}/logo`, "logo", file, setLogoProgress);
    setLogoProgress(null);
    if (result.ok) return true;
    setLogoError(result.message);
    setMessage("Your brand is saved, but its logo is not. Choose another picture, or continue without a logo.");
    return false;
  }

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={async (event) => {
        event.preventDefault();
        if (created) {
          window.location.assign(created.next);
          return;
        }
        const form = new FormData(event.currentTarget);
        const text = (name: string) => formText(form, name).trim();
        setPending(true);
        setMessage(null);
        const result = await submitOnboarding(() =>
          v1.call("POST /auth/onboarding/brand", {
            json: {
              account,
              organization_name: account === "organization" ? text("organization_name") : undefined,
              brand_name: text("brand_name"),
              website: text("website") || undefined,
              // A form value: the server checks it is one of the industries.
              industry: (text("industry") || undefined) as BrandOnboardingInput["industry"],
            },
          }),
        );
        if (result.ok) {
          const next = thenCreator ? "/onboarding/creator" : result.redirect;
          const brandProfileId = result.data.brandProfileId ?? null;
          if (logo && brandProfileId && !(await uploadLogo(logo, brandProfileId))) {
            setCreated({ brandProfileId, next });
            setPending(false);
            return;
          }
          window.location.assign(next);
          return;
        }
        setPending(false);
        setFields(result.fields);
        setMessage(Object.keys(result.fields).length ? "Please check the highlighted fields." : result.message);
      }}
    >
      {message && <FormMessage kind="error">{message}</FormMessage>}

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Who pays for campaigns and orders?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ["personal", "Just me", "A personal account. You can create a team later."],
              ["organization", "My team", "A team account you can invite colleagues to."],
            ] as const
          ).map(([value, title, text]) => (
            <label
              key={value}
              className={cn(
                "has-[:focus-visible]:ring-ring/50 flex cursor-pointer gap-3 rounded-lg border p-4 has-[:focus-visible]:ring-[3px]",
                account === value ? "border-brand bg-brand/5" : "hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name="account"
                value={value}
                checked={account === value}
                onChange={() => setAccount(value)}
                className="accent-brand mt-1"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{title}</span>
                <span className="text-muted-foreground text-xs">{text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {account === "organization" && (
        <Field
          id="organization_name"
          name="organization_name"
          label="Team name"
          placeholder="e.g. Northwind Agency"
          error={fields.organization_name}
        />
      )}

      <div className="grid gap-4">
        <h2 className="text-base font-semibold">Your first brand</h2>
        <Field id="brand_name" name="brand_name" label="Brand name" autoComplete="organization" error={fields.brand_name} />
        <Field id="website" name="website" type="url" label="Website (optional)" placeholder="https://" error={fields.website} />
        <SelectField id="industry" name="industry" label="Industry (optional)" defaultValue="" error={fields.industry}>
          <option value="">Choose an industry</option>
          {INDUSTRIES.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </SelectField>
        <ImagePicker
          id="logo"
          label="Logo (optional)"
          shape="wide"
          src={logoPreview}
          progress={logoProgress}
          error={logoError ?? fields.logo}
          hint="A picture of your logo, JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. It is saved with your brand."
          onSelect={async (file) => {
            const problem = precheckImage(file);
            setLogoError(problem);
            if (problem) return;
            setLogo(file);
            if (created && (await uploadLogo(file, created.brandProfileId))) window.location.assign(created.next);
          }}
        />
      </div>

      <Button type="submit" variant="brand" size="lg" disabled={pending || logoProgress !== null}>
        {created ? "Continue without a logo" : thenCreator ? "Continue to your creator profile" : "Finish and go to your dashboard"}
      </Button>
    </form>
  );
}
