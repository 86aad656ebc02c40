"use client";

import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { PayoutStatusBadge } from "@/components/wallet/payout-status-badge";
import type { AdminPayoutAction, adminPayoutSchema } from "@/contracts/payouts";
import { formatCents } from "@/lib/money-format";
import { ReasonDialog } from "./reason-dialog";

export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** Which payout a row's button acts on, for screen readers: the visible label alone repeats on every row. */
const whose = (p: AdminPayout) => `the ${formatCents(p.amountCents)} payout to ${p.creatorName}`;

const BUTTONS: Record<Exclude<AdminPayoutAction, "mark_failed">, { text: string; label: (p: AdminPayout) => string }> = {
  approve: { text: "Approve", label: (p) => `Approve ${whose(p)}` },
  mark_paid: { text: "Mark paid", label: (p) => `Mark paid: ${whose(p)}` },
};

/**
 * The payouts of one page of the queue. A row offers only the actions the server listed for its
 * state; "Mark failed" asks for the reason the creator will see, and a confirmation.
 */
export function PayoutRows(props: {
  payouts: AdminPayout[];
  busy: string | null;
  onAct: (p: AdminPayout, action: Exclude<AdminPayoutAction, "mark_failed">) => void;
  onFail: (p: AdminPayout, reason: string) => Promise<void>;
}) {
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
            {p.actions.map((action) =>
              action === "mark_failed" ? (
                <ReasonDialog
                  key={action}
                  triggerLabel="Mark failed"
                  triggerAriaLabel={`Mark failed: ${whose(p)}`}
                  title={`Mark ${whose(p)} failed?`}
                  description={`${formatCents(p.amountCents)} goes back to ${p.creatorName}'s earnings, and they can request it again.`}
                  confirmLabel="Mark failed"
                  destructive
                  triggerVariant="outline"
                  reasonLabel="Why did it fail?"
                  reasonHint="The creator sees this reason in their payout history."
                  disabled={props.busy === p.id}
                  onConfirm={(reason) => props.onFail(p, reason)}
                />
              ) : (
                <Button
                  key={action}
                  size="sm"
                  disabled={props.busy === p.id}
                  onClick={() => props.onAct(p, action)}
                  aria-label={BUTTONS[action].label(p)}
                >
                  {BUTTONS[action].text}
                </Button>
              ),
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
