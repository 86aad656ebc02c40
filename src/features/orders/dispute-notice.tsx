import type { OrderDetails } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";

type Dispute = NonNullable<OrderDetails["dispute"]>;

function when(at: string): string {
  return new Date(at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

const HEADLINE = {
  released: "Resolved: the escrow was paid to the creator",
  refunded: "Resolved: the escrow was refunded to the brand",
  split: "Resolved: the escrow was split between both sides",
} as const;

/**
 * The dispute as both parties see it: who opened it and why, and once an admin decided, what each
 * side received out of the escrow and the admin's written reason.
 */
export function DisputeNotice({ dispute, viewer }: { dispute: Dispute; viewer: OrderDetails["viewer"] }) {
  const outcome = dispute.outcome;
  const resolved = dispute.resolution !== null;
  return (
    <section
      aria-label="Dispute"
      className={
        resolved
          ? "rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900"
          : "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      }
    >
      <p className="font-medium">
        Dispute opened by the {dispute.openedBy} on {when(dispute.openedAt)} UTC
      </p>
      <p className="break-words">{dispute.reason}</p>
      {!resolved && <p className="mt-1">An admin is reviewing the evidence. The order’s clocks are stopped until they decide.</p>}
      {dispute.resolution && (
        <div role="status" className="mt-3 border-t border-slate-200 pt-3">
          <p className="font-medium">{HEADLINE[dispute.resolution]}</p>
          {outcome && (
            <dl className="mt-2 grid gap-1 sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground text-xs">{viewer === "creator" ? "You earned" : "The creator earned"}</dt>
                <dd>
                  {formatCents(outcome.creatorNetCents)}
                  {outcome.feeCents > 0 && (
                    <span className="text-muted-foreground">
                      {" "}
                      ({formatCents(outcome.creatorCents)} − {formatCents(outcome.feeCents)} platform fee)
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">
                  {viewer === "buyer" ? "Refunded to your wallet" : "Refunded to the brand"}
                </dt>
                <dd>{formatCents(outcome.buyerCents)}</dd>
              </div>
              {outcome.note && (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground text-xs">The admin’s reason</dt>
                  <dd className="break-words">{outcome.note}</dd>
                </div>
              )}
            </dl>
          )}
          {dispute.resolvedAt && <p className="text-muted-foreground mt-2 text-xs">Decided on {when(dispute.resolvedAt)} UTC</p>}
        </div>
      )}
    </section>
  );
}
