import type { OrderMoney } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";

/** Where the order's money is (PRODUCT.md §6): funded, in escrow, released, refunded. */
export function MoneySummary({ money, side }: { money: OrderMoney; side: "buyer" | "creator" }) {
  const rows: [string, number, string][] =
    side === "buyer"
      ? [
          ["Funded", money.fundedCents, "Paid from your wallet into escrow when you ordered."],
          ["In escrow", money.inEscrowCents, "Held until you approve the videos."],
          ["Released", money.releasedCents, "Paid to the creator for approved videos."],
          ["Refunded", money.refundedCents, "Returned to your wallet."],
        ]
      : [
          ["Order value", money.fundedCents, "What the brand paid into escrow."],
          ["In escrow", money.inEscrowCents, "Released to you as the brand approves each video."],
          ["Earned", money.creatorEarnedCents, `Your share of what was released, after the ${formatCents(money.feeCents)} platform fee.`],
          ["Refunded", money.refundedCents, "Returned to the brand's wallet."],
        ];
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="money-summary">
      {rows.map(([term, cents, hint]) => (
        <div key={term} className="rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{term}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCents(cents)}</dd>
          <dd className="text-muted-foreground text-xs">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}
