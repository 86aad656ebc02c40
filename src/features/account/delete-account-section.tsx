"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { formText } from "@/lib/form-text";
import { Section } from "@/components/section";

/** Deleting the account; refused with the reasons while money or open orders exist. */
export function DeleteAccountSection({ blockers, hasPassword }: { blockers: string[]; hasPassword: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <Section
      id="delete"
      title="Delete account"
      description="Deleting removes your profile, sessions and memberships. This cannot be undone."
    >
      {blockers.length > 0 && (
        <FormMessage kind="error">
          <p className="font-medium">Your account cannot be deleted yet:</p>
          <ul className="mt-1 list-disc pl-4">
            {blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </FormMessage>
      )}
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start" disabled={blockers.length > 0}>
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>Your profile, sessions and team memberships are removed for good.</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={async (event) => {
              event.preventDefault();
              const password = formText(new FormData(event.currentTarget), "delete_password");
              if (hasPassword && !password) return setError("Enter your password to confirm");
              setPending(true);
              const { error: failure } = await authClient.deleteUser(hasPassword ? { password } : {});
              setPending(false);
              if (failure) return setError(authErrorMessage(failure, "Could not delete your account"));
              // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the old session's cached data
              window.location.assign("/");
            }}
          >
            {error && <FormMessage kind="error">{error}</FormMessage>}
            {hasPassword && (
              <Field id="delete_password" name="delete_password" type="password" label="Your password" autoComplete="current-password" />
            )}
            <DialogFooter>
              <Button type="submit" variant="destructive" disabled={pending}>
                Delete for good
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Section>
  );
}
