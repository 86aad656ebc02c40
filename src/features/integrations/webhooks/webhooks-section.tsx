"use client";

import { AlertTriangle, Eye, EyeOff, Plus, RefreshCw, Send, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { WebhookEndpoint } from "@/contracts/webhook-endpoints";
import { v1 } from "@/lib/api-client";
import { errorMessage, isApiError } from "@/lib/api-error";
import { useApiData } from "@/lib/use-api";
import { WebhookDeliveryLog } from "./webhook-delivery-log";
import { WebhookEndpointDialog } from "./webhook-endpoint-dialog";

/**
 * Outbound webhooks on the integrations page (decision 072): the organization's endpoints, each
 * with its secret, test event, delivery log and redelivery; a banner when the worker disabled one.
 */
export function WebhooksSection() {
  const endpoints = useApiData(v1.query("GET /auth/webhook-endpoints"));
  const [dialog, setDialog] = useState<{ open: boolean; endpoint: WebhookEndpoint | null }>({ open: false, endpoint: null });
  const refresh = () => void endpoints.mutate();

  let body;
  if (!endpoints.data) {
    body = endpoints.error ? (
      <p role="alert" className="text-destructive text-sm">
        {isApiError(endpoints.error, { status: 403 }) ? errorMessage(endpoints.error) : "Your webhook endpoints could not be loaded."}{" "}
        {!isApiError(endpoints.error, { status: 403 }) && (
          <Button variant="link" className="h-auto p-0" onClick={refresh}>
            Try again
          </Button>
        )}
      </p>
    ) : (
      <Skeleton className="h-32 rounded-lg" aria-busy="true" aria-label="Loading webhook endpoints" />
    );
  } else if (endpoints.data.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-6">
        <Webhook aria-hidden className="text-muted-foreground size-6" />
        <p className="font-medium">No endpoints yet</p>
        <p className="text-muted-foreground text-sm">
          Add a URL and choose events such as <code>video.approved</code>: we send each one, signed, as it happens.
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4" aria-label="Webhook endpoints">
        {endpoints.data.map((e) => (
          <EndpointCard key={e.id} endpoint={e} onChanged={refresh} onEdit={() => setDialog({ open: true, endpoint: e })} />
        ))}
      </ul>
    );
  }

  return (
    // The same frame as the other sections of the page (API keys, store): title, description, then
    // the action and the list.
    <section aria-labelledby="webhooks-heading" className="bg-card grid gap-4 rounded-xl border p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 id="webhooks-heading" className="text-lg font-semibold">
          Webhooks
        </h2>
        <p className="text-muted-foreground text-sm">
          Signed events (Standard Webhooks: <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>),
          retried for about a day.
        </p>
      </div>
      {endpoints.data && (
        <div>
          <Button variant="brand" onClick={() => setDialog({ open: true, endpoint: null })}>
            <Plus aria-hidden /> Add endpoint
          </Button>
        </div>
      )}
      {body}
      {dialog.open && (
        <WebhookEndpointDialog
          key={dialog.endpoint?.id ?? "new"}
          endpoint={dialog.endpoint}
          open={dialog.open}
          onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
          onSaved={refresh}
        />
      )}
    </section>
  );
}

function EndpointCard({ endpoint: e, onChanged, onEdit }: { endpoint: WebhookEndpoint; onChanged: () => void; onEdit: () => void }) {
  const [revealed, setRevealed] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const disabled = e.disabledAt !== null;
  const param = { id: e.id };

  const act = async (what: string, run: () => Promise<void>) => {
    setBusy(what);
    try {
      await run();
    } catch (error) {
      toast.error(errorMessage(error, `Could not ${what}`));
    } finally {
      setBusy(null);
      onChanged();
    }
  };
  const sendTest = () =>
    act("send a test event", async () => {
      const { data } = await v1.call("POST /auth/webhook-endpoints/:id/test", { param });
      if (data.status === "succeeded") toast.success(`Test event delivered: HTTP ${data.lastResponseStatus} in ${data.durationMs} ms`);
      else toast.error(`Test event failed: ${data.error ?? "no answer"}`);
      setShowLog(true);
    });
  const roll = () =>
    act("roll the secret", async () => {
      await v1.call("POST /auth/webhook-endpoints/:id/roll-secret", { param });
      setRevealed(true);
      toast.success("New secret: the old one keeps working for 24 hours");
    });
  const reenable = () =>
    act("re-enable the endpoint", async () => {
      await v1.call("PATCH /auth/webhook-endpoints/:id", { param, json: { enabled: true } });
      toast.success("Endpoint enabled");
    });
  const remove = () => {
    if (!window.confirm(`Remove ${e.url} and its delivery log?`)) return;
    void act("remove the endpoint", async () => {
      await v1.call("DELETE /auth/webhook-endpoints/:id", { param });
      toast.success("Endpoint removed");
    });
  };

  return (
    <li className="grid gap-3 rounded-lg border p-4">
      {disabled && (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle aria-hidden className="size-4" />
          <span className="min-w-0 flex-1">Disabled: {e.disabledReason ?? "no reason given"}</span>
          <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void reenable()}>
            Re-enable
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <span className="font-medium break-all">{e.url}</span>
          {e.description && <span className="text-muted-foreground text-sm">{e.description}</span>}
          <div className="flex flex-wrap gap-1">
            {e.events.map((type) => (
              <Badge key={type} variant="outline">
                {type}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="outline" disabled={busy !== null || disabled} onClick={() => void sendTest()}>
            <Send aria-hidden className="size-4" /> {busy === "send a test event" ? "Sending…" : "Send test event"}
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Remove ${e.url}`} disabled={busy !== null} onClick={remove}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Signing secret</span>
        <code className="bg-muted rounded px-2 py-1 break-all" aria-live="polite">
          {revealed ? e.secret : "whsec_••••••••••••"}
        </code>
        <Button size="sm" variant="ghost" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
          {revealed ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />} {revealed ? "Hide" : "Reveal"}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void roll()}>
          <RefreshCw aria-hidden className="size-4" /> Roll secret
        </Button>
        {e.previousSecretExpiresAt && new Date(e.previousSecretExpiresAt) > new Date() && (
          <span className="text-muted-foreground text-xs">
            The previous secret also signs until {new Date(e.previousSecretExpiresAt).toLocaleString()}
          </span>
        )}
      </div>
      <div>
        <Button size="sm" variant="link" className="h-auto p-0" aria-expanded={showLog} onClick={() => setShowLog((s) => !s)}>
          {showLog ? "Hide deliveries" : "Show deliveries"}
        </Button>
        {showLog && (
          <div className="mt-2">
            <WebhookDeliveryLog endpointId={e.id} disabled={disabled} />
          </div>
        )}
      </div>
    </li>
  );
}
