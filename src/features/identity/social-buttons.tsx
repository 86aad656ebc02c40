"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SOCIAL_LABELS } from "@/lib/social-labels";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";

/** One button per configured provider only; none at all when nothing is configured. */
export function SocialButtons({ providers, onError }: { providers: string[]; onError: (message: string) => void }) {
  const [pending, setPending] = useState<string | null>(null);
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-2 sm:grid-cols-2" aria-label="Continue with a social account">
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          disabled={pending !== null}
          onClick={async () => {
            setPending(provider);
            const { error } = await authClient.signIn.social({
              provider,
              callbackURL: "/callback",
              errorCallbackURL: "/auth/signin?error=social",
            });
            if (error) {
              onError(authErrorMessage(error, `Could not continue with ${SOCIAL_LABELS[provider] ?? provider}`));
              setPending(null);
            }
          }}
        >
          Continue with {SOCIAL_LABELS[provider] ?? provider}
        </Button>
      ))}
    </div>
  );
}
