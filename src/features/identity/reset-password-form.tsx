"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { formText } from "@/lib/form-text";

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  if (done) {
    return (
      <div className="grid gap-4">
        <FormMessage kind="success">Your password has been changed. Sign in with your new password.</FormMessage>
        <Button asChild variant="brand" size="lg">
          <Link href="/auth/signin">Sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const password = formText(form, "password");
        const confirm = formText(form, "confirm");
        const next: Record<string, string> = {};
        if (password.length < 8) next.password = "Use at least 8 characters";
        else if (password.length > 128) next.password = "Use at most 128 characters";
        if (confirm !== password) next.confirm = "The passwords do not match";
        setErrors(next);
        if (Object.keys(next).length > 0) return;
        setPending(true);
        const { error } = await authClient.resetPassword({ newPassword: password, token });
        setPending(false);
        if (error) setFailure(authErrorMessage(error, "This reset link is invalid or has expired. Ask for a new one."));
        else setDone(true);
      }}
    >
      {failure && (
        <FormMessage kind="error">
          {failure}{" "}
          <Link href="/auth/forgot-password" className="font-medium underline">
            Ask for a new link
          </Link>
        </FormMessage>
      )}
      <Field
        id="password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password}
      />
      <Field
        id="confirm"
        name="confirm"
        type="password"
        label="Repeat the new password"
        autoComplete="new-password"
        error={errors.confirm}
      />
      <Button type="submit" variant="brand" size="lg" disabled={pending}>
        Save new password
      </Button>
    </form>
  );
}
