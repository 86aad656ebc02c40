"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { formText } from "@/lib/form-text";
import { ImageUploadField } from "@/components/media/image-upload-field";
import { useMe } from "@/components/session/use-me";
import { Section } from "@/components/section";

/**
 * Name and picture of the sign-in identity (docs/product/current-user.md: the image may come from the provider).
 * The picture is uploaded, never typed in as a URL: it is checked and re-encoded on our side.
 */
export function ProfileSection({ name, image }: { name: string; image: string | null }) {
  const [result, setResult] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const { refresh } = useMe();
  return (
    <Section id="profile" title="Profile" description="How you appear to brands, creators and your team.">
      <ImageUploadField
        id="account-image"
        label="Profile picture"
        shape="round"
        uploadUrl="/api/v1/me/avatar"
        field="image"
        currentUrl={image}
        onUploaded={refresh}
      />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const nextName = formText(form, "name").trim();
          const e: Record<string, string> = {};
          if (nextName.length < 2 || nextName.length > 80) e.name = "Use 2 to 80 characters";
          setErrors(e);
          if (Object.keys(e).length) return;
          setPending(true);
          const { error } = await authClient.updateUser({ name: nextName });
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
        <Button type="submit" className="justify-self-start" disabled={pending}>
          Save profile
        </Button>
      </form>
    </Section>
  );
}
