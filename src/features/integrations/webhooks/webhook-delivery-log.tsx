"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { WebhookDelivery } from "@/contracts/webhook-endpoints";
import { v1 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { useApiData } from "@/lib/use-api";

const STATUS_VARIANT = { succeeded: "success", failed: "destructive", pending: "warning" } as const;
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

/** The latest deliveries of one endpoint: status, attempts, response code, duration, time; each expands to its request and response. */
export function WebhookDeliveryLog({ endpointId, disabled }: { endpointId: string; disabled: boolean }) {
  const deliveries = useApiData(v1.query("GET /auth/webhook-endpoints/:id/deliveries", { param: { id: endpointId } }));
  if (!deliveries.data) {
    return deliveries.error ? (
      <p role="alert" className="text-destructive text-sm">
        The delivery log could not be loaded.{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void deliveries.mutate()}>
          Try again
        </Button>
      </p>
    ) : (
      <Skeleton className="h-24 rounded-lg" aria-busy="true" aria-label="Loading deliveries" />
    );
  }
  if (deliveries.data.length === 0) {
    return <p className="text-muted-foreground text-sm">No deliveries yet. Send a test event, or wait for one of the chosen events.</p>;
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="Deliveries">
      {deliveries.data.map((d) => (
        <DeliveryRow key={d.id} delivery={d} disabled={disabled} onChanged={() => void deliveries.mutate()} />
      ))}
    </ul>
  );
}

function DeliveryRow({ delivery: d, disabled, onChanged }: { delivery: WebhookDelivery; disabled: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const redeliver = async () => {
    setBusy(true);
    try {
      const { data } = await v1.call("POST /auth/webhook-endpoints/:id/deliveries/:deliveryId/redeliver", {
        param: { id: d.endpointId, deliveryId: d.id },
      });
      if (data.status === "succeeded") toast.success(`Redelivered: ${data.lastResponseStatus}`);
      else toast.error(`Redelivery failed: ${data.error ?? "no answer"}`);
    } catch (error) {
      toast.error(errorMessage(error, "Could not redeliver"));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <li className="p-3 text-sm">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
          <Badge variant={STATUS_VARIANT[d.status]}>{d.status}</Badge>
          <code className="font-medium">{d.eventType}</code>
          <span className="text-muted-foreground">
            {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
            {d.lastResponseStatus !== null ? ` · HTTP ${d.lastResponseStatus}` : ""}
            {d.durationMs !== null ? ` · ${d.durationMs} ms` : ""}
          </span>
          <time className="text-muted-foreground ml-auto" dateTime={d.createdAt}>
            {when.format(new Date(d.createdAt))}
          </time>
        </summary>
        <div className="mt-3 grid gap-3">
          {d.error && <p className="text-destructive">{d.error}</p>}
          {d.status === "pending" && d.nextAttemptAt && (
            <p className="text-muted-foreground">Next attempt {when.format(new Date(d.nextAttemptAt))}</p>
          )}
          <div>
            <h4 className="mb-1 font-medium">Request body</h4>
            <pre className="bg-muted max-h-60 overflow-auto rounded p-2 text-xs whitespace-pre-wrap break-all">
              {JSON.stringify(d.payload, null, 2)}
            </pre>
          </div>
          <div>
            <h4 className="mb-1 font-medium">Response body</h4>
            <pre className="bg-muted max-h-40 overflow-auto rounded p-2 text-xs whitespace-pre-wrap break-all">
              {d.responseBody || "(empty)"}
            </pre>
          </div>
          <div>
            <Button size="sm" variant="outline" disabled={busy || disabled} onClick={() => void redeliver()}>
              {busy ? "Sending…" : "Redeliver"}
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}
