"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { formText } from "@/lib/form-text";
import { Section } from "@/components/section";

/** E-mail change: the new address only replaces the old one once its link is clicked. */
export function EmailSection({ email, verified }: { email: string; verified: boolean }) {
  const [result, setResult] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  return (
    <Section id="email" title="E-mail address" description="Where we send sign-in links, receipts and notifications.">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium break-all">{email}</span>
        <Badge variant={verified ? "secondary" : "outline"}>{verified ? "Verified" : "Not verified"}</Badge>
        {!verified && (
          <Button
            size="sm"
            variant="link"
            className="px-0"
            onClick={async () => {
              const { error: failure } = await authClient.sendVerificationEmail({ email, callbackURL: "/auth/verify-email" });
              setResult(
                failure
                  ? { kind: "error", text: authErrorMessage(failure, "Could not send the link") }
                  : { kind: "success", text: `We sent a verification link to ${email}.` },
              );
            }}
          >
            Send verification link
          </Button>
        )}
      </div>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const newEmail = formText(new FormData(event.currentTarget), "new_email").trim();
          if (!/^\S+@\S+\.\S+$/.test(newEmail)) return setError("Enter the new e-mail address");
          if (newEmail.toLowerCase() === email.toLowerCase()) return setError("This is already your e-mail address");
          setError(undefined);
          setPending(true);
          const { error: failure } = await authClient.changeEmail({ newEmail, callbackURL: "/account" });
          setPending(false);
          setResult(
            failure
              ? { kind: "error", text: authErrorMessage(failure, "Could not change your e-mail") }
              : { kind: "success", text: `Check ${newEmail}: click the link we sent to confirm the change.` },
          );
        }}
      >
        {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
        <Field id="new_email" name="new_email" type="email" label="New e-mail address" autoComplete="email" error={error} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={pending}>
          Change e-mail
        </Button>
      </form>
    </Section>
  );
}
