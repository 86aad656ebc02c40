"use client";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { v2 } from "@/lib/api-client";
import { useApiData } from "@/lib/use-api";

/** Signed provider events that moved no money: only a person can follow them up. */
export function FailedEventsCard() {
  const events = useApiData(v2.query("GET /ledger/failed-events", { query: { limit: 50 } }));
  return (
    <Card data-testid="failed-payment-events">
      <CardHeader>
        <CardTitle>
          <h2>Failed payment events</h2>
        </CardTitle>
        <CardDescription>
          Each was acknowledged to the provider, which will not send it again, and moved no money: follow it up with the provider.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.error ? (
          <p role="alert" className="text-destructive text-sm">
            The failed events could not be loaded.
          </p>
        ) : !events.data ? (
          <Skeleton className="h-20 rounded-lg" aria-busy="true" aria-label="Loading failed events" />
        ) : events.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">None. Every signed payment event was applied.</p>
        ) : (
          <ul className="divide-y">
            {events.data.map((e) => (
              <li key={e.id} className="flex flex-col gap-1 py-3 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{e.provider}</Badge>
                  <span className="font-mono text-xs break-all">{e.eventId}</span>
                  <span className="text-muted-foreground">{e.type}</span>
                  <time className="text-muted-foreground sm:ml-auto" dateTime={e.receivedAt}>
                    {e.receivedAt.slice(0, 16).replace("T", " ")} UTC
                  </time>
                </span>
                <span className="text-destructive">{e.failureReason}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
