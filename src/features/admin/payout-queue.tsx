"use client";

import { useCallback, useState } from "react";
import { toast } from "sonner";
import useSWR from "swr";
import type { z } from "zod";
import { type LiveEvent, useLiveEvents } from "@/components/live/use-live-events";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PayoutStatusBadge } from "@/components/wallet/payout-status-badge";
import type { AdminPayoutAction, adminPayoutSchema } from "@/contracts/payouts";
import { apiV2, ApiClientError } from "@/lib/api-client";
import { formatCents } from "@/lib/money-format";

type AdminPayout = z.infer<typeof adminPayoutSchema>;
interface Queue {
  total: number;
  inTransitCents: number;
  payouts: AdminPayout[];
}

const KEY = "/payouts";
const fetchQueue = () => apiV2.get<Queue>(KEY);

/**
 * The admin payout queue (decision 030): approve, mark paid or failed. Every action is audited.
 * Each row offers only the steps the server says its state still allows, and the list reloads on
 * every payout event (the sandbox pays an approved payout a moment after the approval), so a row
 * never offers a step that has become impossible.
 */
export function PayoutQueue() {
  const queue = useSWR(KEY, fetchQueue);
  const [busy, setBusy] = useState<string | null>(null);
  const { mutate } = queue;
  useLiveEvents(
    useCallback(
      (event: LiveEvent) => {
        if (event.entity === "payout") void mutate();
      },
      [mutate],
    ),
  );

  const act = async (p: AdminPayout, action: AdminPayoutAction) => {
    let reason: string | undefined;
    if (action === "mark_failed") {
      reason = window.prompt(`Why did the payout of ${formatCents(p.amountCents)} to ${p.creatorName} fail?`) ?? undefined;
      if (reason === undefined) return;
    }
    setBusy(p.id);
    try {
      if (action === "approve") await apiV2.post(`/payouts/${p.id}/approve`, {});
      else
        await apiV2.post(`/payouts/${p.id}/settle`, { outcome: action === "mark_paid" ? "paid" : "failed", ...(reason ? { reason } : {}) });
      toast.success(
        action === "approve" ? "Payout approved" : action === "mark_paid" ? "Marked paid" : "Marked failed; the money is back in earnings",
      );
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : "The action failed. Please try again.");
    } finally {
      setBusy(null);
      void queue.mutate();
    }
  };

  if (!queue.data) {
    return queue.error ? (
      <p role="alert" className="text-destructive text-sm">
        The payout queue could not be loaded. Please reload the page.
      </p>
    ) : (
      <Skeleton className="h-64 rounded-xl" aria-busy="true" aria-label="Loading payouts" />
    );
  }
  const open = queue.data.payouts.filter((p) => p.status === "requested" || p.status === "approved");
  const settled = queue.data.payouts.filter((p) => p.status === "paid" || p.status === "failed");
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Waiting ({open.length})</CardTitle>
          <CardDescription>{formatCents(queue.data.inTransitCents)} in transit in the ledger. Oldest request first.</CardDescription>
        </CardHeader>
        <CardContent>
          {open.length === 0 ? (
            <p className="text-muted-foreground text-sm">No payouts waiting.</p>
          ) : (
            <PayoutList payouts={open} busy={busy} onAct={act} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Settled</CardTitle>
        </CardHeader>
        <CardContent>
          {settled.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nothing settled yet.</p>
          ) : (
            <PayoutList payouts={settled} busy={busy} onAct={act} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Which payout a row's button acts on, for screen readers: the visible label alone repeats on every row. */
const whose = (p: AdminPayout) => `the ${formatCents(p.amountCents)} payout to ${p.creatorName}`;

const BUTTONS: Record<AdminPayoutAction, { text: string; label: (p: AdminPayout) => string }> = {
  approve: { text: "Approve", label: (p) => `Approve ${whose(p)}` },
  mark_paid: { text: "Mark paid", label: (p) => `Mark paid: ${whose(p)}` },
  mark_failed: { text: "Mark failed", label: (p) => `Mark failed: ${whose(p)}` },
};

function PayoutList(props: { payouts: AdminPayout[]; busy: string | null; onAct: (p: AdminPayout, a: AdminPayoutAction) => void }) {
  return (
    <ul className="divide-y" data-testid="payout-queue">
      {props.payouts.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-payout-id={p.id}>
          <div className="flex min-w-0 flex-col">
            <span className="font-medium tabular-nums">
              {formatCents(p.amountCents)} · <span className="font-normal">{p.creatorName}</span>
            </span>
            <span className="text-muted-foreground text-sm break-words">
              {p.creatorEmail} · {new Date(p.requestedAt).toLocaleDateString("en-US")} · •••• {p.destinationLast4} · {p.provider}
              {p.failureReason ? ` · ${p.failureReason}` : ""}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <PayoutStatusBadge status={p.status} />
            {p.actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === "mark_failed" ? "outline" : "default"}
                disabled={props.busy === p.id}
                onClick={() => props.onAct(p, action)}
                aria-label={BUTTONS[action].label(p)}
              >
                {BUTTONS[action].text}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
