"use client";

import { format, formatDistanceToNow } from "date-fns";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ApiKey } from "@/contracts/api-keys";
import { v1 } from "@/lib/api-client";
import { errorMessage, isApiError } from "@/lib/api-error";
import { useApiData } from "@/lib/use-api";
import { CreateApiKeyDialog } from "./create-api-key-dialog";

const day = (iso: string) => format(new Date(iso), "d MMM yyyy");

function statusOf(key: ApiKey, now: number): { label: string; variant: "success" | "secondary" | "destructive" } {
  if (key.revokedAt) return { label: "Revoked", variant: "secondary" };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return { label: "Expired", variant: "destructive" };
  return { label: "Active", variant: "success" };
}

/**
 * Settings → Integrations, API keys (docs/product/integrations.md): the organization's keys with
 * their prefix, scopes, maker, last use and expiry; create (the secret shown once) and revoke.
 * Owners and admins only: anyone else sees why the list is closed to them.
 */
export function ApiKeysSection() {
  const query = v1.query("GET /auth/api-keys");
  const keys = useApiData(query);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const now = Date.now();

  const revoke = async (key: ApiKey) => {
    if (!window.confirm(`Revoke “${key.name}” (${key.prefix}…)? Tools using it stop working at once. This cannot be undone.`)) return;
    setRevoking(key.id);
    try {
      await v1.call("POST /auth/api-keys/:id/revoke", { param: { id: key.id } });
      toast.success(`Revoked “${key.name}”`);
      await keys.mutate();
    } catch (err) {
      toast.error(errorMessage(err, "Could not revoke the key"));
    } finally {
      setRevoking(null);
    }
  };

  const forbidden = isApiError(keys.error, { status: 403 });

  return (
    <Section
      id="api-keys"
      title="API keys"
      description="Let your own tools call the Reelbrief API for your organization. Each key gets only the access you give it."
    >
      {!forbidden && (
        <div>
          <Button variant="brand" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Create API key
          </Button>
        </div>
      )}
      {keys.error ? (
        <p role="alert" className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
          {forbidden ? errorMessage(keys.error) : "The API keys could not be loaded."}{" "}
          {!forbidden && (
            <Button variant="link" className="h-auto p-0" onClick={() => void keys.mutate()}>
              Try again
            </Button>
          )}
        </p>
      ) : !keys.data ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading API keys">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : keys.data.length === 0 ? (
        <div className="text-muted-foreground flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center text-sm">
          <KeyRound aria-hidden className="size-6" />
          No API keys yet. Create one to pull orders, campaigns and approved content into your own tools.
        </div>
      ) : (
        <ul className="divide-y rounded-xl border" aria-label="API keys">
          {keys.data.map((key) => {
            const status = statusOf(key, now);
            return (
              <li key={key.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="api-key-row">
                <div className="grid min-w-0 gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{key.name}</span>
                    <code className="bg-muted rounded px-1.5 py-0.5 text-xs">{key.prefix}…</code>
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </div>
                  <ul className="flex flex-wrap gap-1" aria-label={`Scopes of ${key.name}`}>
                    {key.scopes.map((scope) => (
                      <li key={scope}>
                        <Badge variant="outline" className="font-mono">
                          {scope}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                  <dl className="text-muted-foreground grid gap-x-4 gap-y-0.5 text-xs sm:grid-cols-3">
                    <div>
                      <dt className="inline">Created </dt>
                      <dd className="inline">
                        {day(key.createdAt)}
                        {key.createdBy ? ` by ${key.createdBy}` : ""}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline">Last used </dt>
                      <dd className="inline">
                        {key.lastUsedAt
                          ? `${formatDistanceToNow(new Date(key.lastUsedAt), { addSuffix: true })}${key.lastUsedIp ? ` from ${key.lastUsedIp}` : ""}`
                          : "never"}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline">{key.revokedAt ? "Revoked " : "Expires "}</dt>
                      <dd className="inline">{key.revokedAt ? day(key.revokedAt) : key.expiresAt ? day(key.expiresAt) : "never"}</dd>
                    </div>
                  </dl>
                </div>
                {!key.revokedAt && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    disabled={revoking === key.id}
                    aria-label={`Revoke ${key.name}`}
                    onClick={() => void revoke(key)}
                  >
                    {revoking === key.id ? "Revoking…" : "Revoke"}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => {
          void keys.mutate();
        }}
      />
    </Section>
  );
}
