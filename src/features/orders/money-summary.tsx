import { formatCents } from "@/lib/money-format";

export interface OrderMoney {
  /** Paid from the brand's wallet into the order's escrow. */
  funded: number;
  /** Paid out of escrow for approved videos (creator's share plus the platform fee). */
  released: number;
  /** Returned from escrow to the brand's wallet. */
  refunded: number;
  /** The creator's share of what was released (creator view only). */
  earned?: number | null;
  /** The platform fee of what was released (creator view only). */
  fee?: number | null;
}

/** Where the order's money is (PRODUCT.md §6): funded, released, refunded, still in escrow. */
export function MoneySummary({ money, side }: { money: OrderMoney; side: "buyer" | "creator" }) {
  const inEscrow = Math.max(0, money.funded - money.released - money.refunded);
  const rows: [string, number, string][] = [
    ["Funded", money.funded, "Paid into escrow when the order was placed."],
    ["In escrow", inEscrow, side === "buyer" ? "Held until you approve the videos." : "Paid to you as the brand approves each video."],
    ["Released", money.released, "Paid out for approved videos."],
    ["Refunded", money.refunded, "Returned to the brand's wallet."],
  ];
  if (side === "creator" && typeof money.earned === "number")
    rows.push(["Your earnings", money.earned, "Your share, after the platform fee."]);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="money-summary">
      {rows.map(([term, cents, hint]) => (
        <div key={term} className="rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs" title={hint}>
            {term}
          </dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
