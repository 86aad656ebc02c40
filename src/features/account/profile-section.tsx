"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/features/identity/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/features/identity/form-message";
import { formText } from "@/features/identity/form-text";
import { Section } from "./section";

/** Name and image URL of the sign-in identity (SPEC.md §3: the image comes from the provider). */
export function ProfileSection({ name, image }: { name: string; image: string | null }) {
  const [result, setResult] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  return (
    <Section id="profile" title="Profile" description="How you appear to brands, creators and your team.">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const nextName = formText(form, "name").trim();
          const nextImage = formText(form, "image").trim();
          const e: Record<string, string> = {};
          if (nextName.length < 2 || nextName.length > 80) e.name = "Use 2 to 80 characters";
          if (nextImage && !/^https?:\/\/\S+$/.test(nextImage)) e.image = "Enter a full address starting with https://";
          setErrors(e);
          if (Object.keys(e).length) return;
          setPending(true);
          const { error } = await authClient.updateUser({ name: nextName, image: nextImage || null });
          setPending(false);
          setResult(
            error
              ? { kind: "error", text: authErrorMessage(error, "Could not save your profile") }
              : { kind: "success", text: "Profile saved." },
          );
        }}
      >
        {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
        <Field id="name" name="name" label="Name" defaultValue={name} autoComplete="name" error={errors.name} />
        <Field
          id="image"
          name="image"
          type="url"
          label="Image URL"
          defaultValue={image ?? ""}
          placeholder="https://"
          error={errors.image}
        />
        <Button type="submit" className="justify-self-start" disabled={pending}>
          Save profile
        </Button>
      </form>
    </Section>
  );
}
