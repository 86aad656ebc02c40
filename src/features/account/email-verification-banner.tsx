"use client";

import { MailWarning } from "lucide-react";
import { useState } from "react";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { Button } from "@/components/ui/button";

/**
 * Shown across the signed-in area while the e-mail address is not verified: docs/product/money.md lets no
 * money move before it is (the API refuses with 403), so the banner says why and resends the link.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "sent" | "error"; text: string }>({ kind: "idle" });
  return (
    <div
      role="region"
      aria-label="E-mail verification"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8"
    >
      <MailWarning aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        Verify your e-mail address <span className="font-medium break-all">{email}</span> to add funds, buy a plan, pay for orders and
        request payouts. Open the link we sent you.
      </p>
      {state.kind === "sent" || state.kind === "error" ? (
        <p role="status" className={state.kind === "error" ? "text-destructive" : undefined}>
          {state.text}
        </p>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={state.kind === "sending"}
          onClick={async () => {
            setState({ kind: "sending" });
            const { error } = await authClient.sendVerificationEmail({ email, callbackURL: "/auth/verify-email" });
            setState(
              error
                ? { kind: "error", text: authErrorMessage(error, "Could not send the link. Try again in a few minutes.") }
                : { kind: "sent", text: `We sent a new link to ${email}.` },
            );
          }}
        >
          Resend the link
        </Button>
      )}
    </div>
  );
}
