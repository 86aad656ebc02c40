"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { formText } from "@/lib/form-text";
import { Section } from "@/components/section";

/** Password change; an account without a password (magic link, social) gets one through a reset link. */
export function PasswordSection({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const [result, setResult] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  if (!hasPassword) {
    return (
      <Section
        id="password"
        title="Password"
        description="You sign in with a link or a social account. Add a password to sign in with it too."
      >
        {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={async () => {
            const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/auth/reset-password" });
            setResult(
              error
                ? { kind: "error", text: authErrorMessage(error, "Could not send the link") }
                : { kind: "success", text: `We sent a link to ${email} to set your password.` },
            );
          }}
        >
          E-mail me a link to set a password
        </Button>
      </Section>
    );
  }

  return (
    <Section id="password" title="Password" description="Changing it signs you out on your other devices.">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const formEl = event.currentTarget;
          const form = new FormData(formEl);
          const currentPassword = formText(form, "current_password");
          const newPassword = formText(form, "new_password");
          const e: Record<string, string> = {};
          if (!currentPassword) e.current_password = "Enter your current password";
          if (newPassword.length < 8) e.new_password = "Use at least 8 characters";
          setErrors(e);
          if (Object.keys(e).length) return;
          setPending(true);
          const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
          setPending(false);
          if (error) {
            setResult({
              kind: "error",
              text:
                error.code === "INVALID_PASSWORD"
                  ? "Your current password is not correct."
                  : authErrorMessage(error, "Could not change your password"),
            });
          } else {
            formEl.reset();
            setResult({ kind: "success", text: "Password changed. Your other devices were signed out." });
          }
        }}
      >
        {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
        <Field
          id="current_password"
          name="current_password"
          type="password"
          label="Current password"
          autoComplete="current-password"
          error={errors.current_password}
        />
        <Field
          id="new_password"
          name="new_password"
          type="password"
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.new_password}
        />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={pending}>
          Change password
        </Button>
      </form>
    </Section>
  );
}
