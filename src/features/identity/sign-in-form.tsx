"use client";

import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Field } from "@/components/form-field";
import { FormMessage } from "@/components/form-message";
import { rememberRedirect } from "./redirect-cookie-client";
import { SocialButtons } from "./social-buttons";
import { formText } from "@/lib/form-text";

type Tab = "signin" | "signup";

const ERRORS: Record<string, string> = {
  social: "Signing in with that account did not work. Try again or use your e-mail.",
  "magic-link": "That sign-in link is invalid or has expired. Ask for a new one below.",
  INVALID_TOKEN: "That link is invalid or has expired. Ask for a new one below.",
  EXPIRED_TOKEN: "That link has expired. Ask for a new one below.",
};

/** Full navigation, so the server reads the fresh session cookie and the `redirect` cookie. */
function goToCallback() {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- /callback is a route handler
  window.location.assign("/callback");
}

/**
 * "Login and Get Started" (docs/product/screens-and-navigation.md /auth/signin): sign in and sign up on one screen, with
 * e-mail + password, a magic link, and the social providers that are configured.
 */
export function SignInForm({
  providers,
  initialTab,
  redirect,
  error,
}: {
  providers: string[];
  initialTab: Tab;
  redirect: string | null;
  error: string | null;
}) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(
    error ? { kind: "error", text: ERRORS[error] ?? "Something went wrong. Please try again." } : null,
  );
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const ids = useId();

  useEffect(() => rememberRedirect(redirect), [redirect]);

  async function onPasswordSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, "email").trim();
    const password = formText(form, "password");
    const name = formText(form, "name").trim();
    const errors: Record<string, string> = {};
    if (!/^\S+@\S+\.\S+$/.test(email)) errors.email = "Enter your e-mail address";
    if (tab === "signup" && name.length < 2) errors.name = "Enter your name";
    if (tab === "signup" && password.length < 8) errors.password = "Use at least 8 characters";
    if (tab === "signin" && password.length === 0) errors.password = "Enter your password";
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;

    setPending(true);
    setMessage(null);
    // Sign-up answers an existing e-mail like a new one and never signs in (docs/decisions/014):
    // the form signs in right after, which works for the account it just created.
    const signedUp = tab === "signup" ? await authClient.signUp.email({ email, password, name, callbackURL: "/auth/verify-email" }) : null;
    if (signedUp?.error) {
      setPending(false);
      if (signedUp.error.code === "PASSWORD_TOO_COMMON")
        setFieldErrors({ password: signedUp.error.message ?? "Choose a less common password" });
      else setMessage({ kind: "error", text: authErrorMessage(signedUp.error, "Could not create your account") });
      return;
    }
    const { error: failure } = await authClient.signIn.email({ email, password });
    if (failure) {
      setPending(false);
      const text =
        failure.status !== 401
          ? authErrorMessage(failure, "Could not sign you in")
          : tab === "signin"
            ? "That e-mail and password do not match. Try again or reset your password."
            : "We could not sign you in with this e-mail and password. If you already have an account, we sent you an e-mail: sign in or reset your password.";
      setMessage({ kind: "error", text });
      return;
    }
    goToCallback();
  }

  async function onMagicLink(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "magic-email").trim();
    if (!/^\S+@\S+\.\S+$/.test(email)) {
      setFieldErrors({ "magic-email": "Enter your e-mail address" });
      return;
    }
    setFieldErrors({});
    setPending(true);
    const { error: failure } = await authClient.signIn.magicLink({
      email,
      callbackURL: "/callback",
      newUserCallbackURL: "/callback",
      errorCallbackURL: "/auth/signin?error=magic-link",
    });
    setPending(false);
    setMessage(
      failure
        ? { kind: "error", text: authErrorMessage(failure, "Could not send the link") }
        : { kind: "success", text: `Check your inbox: we sent a sign-in link to ${email}. It works once and expires in 15 minutes.` },
    );
  }

  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids}-${value}-tab`}
      aria-selected={tab === value}
      aria-controls={`${ids}-panel`}
      onClick={() => {
        setTab(value);
        setMessage(null);
        setFieldErrors({});
      }}
      className={cn(
        "focus-visible:ring-ring/50 flex-1 rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-[3px]",
        tab === value ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="grid gap-6">
      <div role="tablist" aria-label="Sign in or create an account" className="bg-muted flex gap-1 rounded-lg p-1">
        {tabButton("signin", "Sign in")}
        {tabButton("signup", "Create account")}
      </div>

      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}

      <form
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-${tab}-tab`}
        noValidate
        onSubmit={onPasswordSubmit}
        className="grid gap-4"
      >
        {tab === "signup" && <Field id="name" name="name" label="Your name" autoComplete="name" error={fieldErrors.name} />}
        <Field id="email" name="email" type="email" label="E-mail" autoComplete="email" error={fieldErrors.email} />
        <div className="grid gap-1.5">
          <Field
            id="password"
            name="password"
            type="password"
            label="Password"
            autoComplete={tab === "signin" ? "current-password" : "new-password"}
            hint={tab === "signup" ? "At least 8 characters." : undefined}
            error={fieldErrors.password}
          />
          {tab === "signin" && (
            <Link href="/auth/forgot-password" className="text-brand justify-self-end text-sm font-medium hover:underline">
              Forgot password?
            </Link>
          )}
        </div>
        <Button type="submit" variant="brand" size="lg" disabled={pending}>
          {tab === "signin" ? "Sign in" : "Create account"}
        </Button>
      </form>

      <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
        <span className="bg-border h-px flex-1" />
        or
        <span className="bg-border h-px flex-1" />
      </div>

      <form noValidate onSubmit={onMagicLink} className="grid gap-3">
        <Field
          id="magic-email"
          name="magic-email"
          type="email"
          label="E-mail me a sign-in link"
          autoComplete="email"
          error={fieldErrors["magic-email"]}
        />
        <Button type="submit" variant="outline" disabled={pending}>
          Send magic link
        </Button>
      </form>

      <SocialButtons providers={providers} onError={(text) => setMessage({ kind: "error", text })} />
    </div>
  );
}
