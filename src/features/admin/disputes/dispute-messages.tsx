"use client";

import { Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DisputeMessages as Messages } from "@/contracts/admin/disputes";
import { v2 } from "@/lib/api-client";
import { errorMessage } from "@/lib/api-error";
import { dateTime } from "./dispute-labels";

/**
 * The parties' messages about the order. Private correspondence: they load only when the admin
 * asks, once (no background refresh), and each read is written to the audit log by the API.
 */
export function DisputeMessages({ orderId }: { orderId: string }) {
  const [data, setData] = useState<Messages | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = async () => {
    setBusy(true);
    setError(null);
    try {
      setData(await v2.call("GET /disputes/:orderId/messages", { param: { orderId } }).then((r) => r.data));
    } catch (caught) {
      setError(errorMessage(caught, "The messages could not be loaded. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Messages between the parties
        </CardTitle>
        <CardDescription>
          Their conversation since the order was placed; messages sent about this order are marked. Reading them is recorded in the audit
          log.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!data ? (
          <Button variant="outline" className="w-fit" onClick={read} disabled={busy}>
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Lock aria-hidden className="size-4" />}
            Read the messages (audited)
          </Button>
        ) : data.messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">The parties exchanged no messages since the order was placed.</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Messages, oldest first" data-testid="dispute-messages">
            {data.messages.map((m) => (
              <li
                key={m.id}
                className={
                  m.sender.side === "brand"
                    ? "mr-6 rounded-lg bg-sky-50 p-2 text-sm text-sky-950"
                    : "ml-6 rounded-lg bg-emerald-50 p-2 text-sm text-emerald-950"
                }
              >
                <p className="text-xs">
                  <span className="font-medium">
                    {m.sender.name} ({m.sender.side})
                  </span>{" "}
                  · {dateTime(m.createdAt)}
                  {m.aboutThisOrder && " · about this order"}
                </p>
                <p className="break-words whitespace-pre-wrap">{m.body}</p>
                {m.attachmentNames.length > 0 && <p className="text-xs">Attached: {m.attachmentNames.join(", ")}</p>}
              </li>
            ))}
          </ol>
        )}
        {data?.truncated && <p className="text-muted-foreground text-xs">Only the first 300 messages are shown.</p>}
        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
