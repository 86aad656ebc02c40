import type { OrderMoney } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";
import { feePercentLabel, type PriceSplit } from "@/lib/platform-fee";

/**
 * Where the order's money is (docs/product/money.md): the price split into the platform fee and what the
 * creator receives (the same split the ledger releases, before and after approval), then funded,
 * in escrow, released and refunded.
 */
export function MoneySummary({
  money,
  pay,
  feeBps,
  side,
}: {
  money: OrderMoney;
  pay: PriceSplit;
  feeBps: number;
  side: "buyer" | "creator";
}) {
  const fee = `Platform fee (${feePercentLabel(feeBps)})`;
  const rows: [string, number, string, string][] =
    side === "buyer"
      ? [
          ["Price", pay.priceCents, "What you pay for the order.", "price"],
          [fee, pay.feeCents, "Kept by the platform as you approve the videos.", "fee"],
          ["The creator receives", pay.creatorReceivesCents, "The price less the platform fee.", "creator-receives"],
          ["In escrow", money.inEscrowCents, "Held until you approve the videos.", "escrow"],
          [
            "Released",
            money.releasedCents,
            `${formatCents(money.creatorEarnedCents)} to the creator and ${formatCents(money.feeCents)} platform fee, for approved videos.`,
            "released",
          ],
          ["Refunded", money.refundedCents, "Returned to your wallet.", "refunded"],
        ]
      : [
          ["Price", pay.priceCents, "What the brand paid into escrow.", "price"],
          [fee, pay.feeCents, "Kept by the platform when the brand approves.", "fee"],
          ["You receive", pay.creatorReceivesCents, "Paid into your earnings as the brand approves each video.", "creator-receives"],
          ["Earned so far", money.creatorEarnedCents, "Already in your earnings, from approved videos.", "earned"],
          ["In escrow", money.inEscrowCents, "Released as the brand approves each video.", "escrow"],
          ["Refunded", money.refundedCents, "Returned to the brand's wallet.", "refunded"],
        ];
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="money-summary">
      {rows.map(([term, cents, hint, key]) => (
        <div key={key} className="rounded-lg border p-3" data-money={key}>
          <dt className="text-muted-foreground text-xs">{term}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCents(cents)}</dd>
          <dd className="text-muted-foreground text-xs">{hint}</dd>
        </div>
      ))}
    </dl>
  );
}
