"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { formText } from "@/lib/form-text";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const email = formText(new FormData(event.currentTarget), "email").trim();
        if (!/^\S+@\S+\.\S+$/.test(email)) {
          setError("Enter your e-mail address");
          return;
        }
        setPending(true);
        setError(null);
        const { error: failure } = await authClient.requestPasswordReset({ email, redirectTo: "/auth/reset-password" });
        setPending(false);
        if (failure) setError(authErrorMessage(failure, "Could not send the link"));
        else setSentTo(email);
      }}
    >
      {sentTo && (
        <FormMessage kind="success">
          If an account exists for {sentTo}, we sent it a link to choose a new password. The link expires in 1 hour.
        </FormMessage>
      )}
      <Field id="email" name="email" type="email" label="E-mail" autoComplete="email" error={error ?? undefined} />
      <Button type="submit" variant="brand" size="lg" disabled={pending}>
        Send reset link
      </Button>
    </form>
  );
}
