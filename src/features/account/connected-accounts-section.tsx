"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/components/auth/auth-client";
import { FormMessage } from "@/components/form-message";
import { SOCIAL_LABELS } from "@/lib/social-labels";
import { Section } from "@/components/section";

type Linked = { providerId: string; accountId: string };

/** The sign-in methods linked to the account; connect the configured providers, disconnect extras. */
export function ConnectedAccountsSection({ providers }: { providers: string[] }) {
  const [linked, setLinked] = useState<Linked[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function load() {
    const { data, error } = await authClient.listAccounts();
    if (error) setMessage(authErrorMessage(error, "Could not load your connected accounts"));
    else setLinked(data.map((a) => ({ providerId: a.providerId, accountId: a.accountId })));
  }
  useEffect(() => {
    void load();
  }, []);

  const has = (p: string) => linked?.some((a) => a.providerId === p) ?? false;
  return (
    <Section id="connections" title="Connected accounts" description="Ways you can sign in to Reelbrief.">
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <ul className="divide-y rounded-lg border">
        <li className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
          <span>E-mail and password</span>
          <span className="text-muted-foreground">{linked === null ? "…" : has("credential") ? "Set" : "Not set"}</span>
        </li>
        {providers.map((p) => (
          <li key={p} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <span>{SOCIAL_LABELS[p] ?? p}</span>
            {has(p) ? (
              <Button
                size="sm"
                variant="outline"
                disabled={(linked?.length ?? 0) < 2}
                title={(linked?.length ?? 0) < 2 ? "Your only way to sign in cannot be disconnected" : undefined}
                onClick={async () => {
                  const account = linked?.find((a) => a.providerId === p);
                  if (!account) return;
                  const { error } = await authClient.unlinkAccount({ accountId: account.accountId });
                  if (error) setMessage(authErrorMessage(error, "Could not disconnect"));
                  await load();
                }}
              >
                Disconnect
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={async () => {
                  const { error } = await authClient.linkSocial({ provider: p, callbackURL: "/account" });
                  if (error) setMessage(authErrorMessage(error, "Could not connect"));
                }}
              >
                Connect
              </Button>
            )}
          </li>
        ))}
      </ul>
      {providers.length === 0 && <p className="text-muted-foreground text-sm">No social sign-in providers are configured on this site.</p>}
    </Section>
  );
}
