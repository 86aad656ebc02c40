import type { OrderListRow } from "@/contracts/orders";
import { formatCents } from "@/lib/money-format";
import { orderPay } from "@/lib/platform-fee";

type Priced = Pick<OrderListRow, "priceCents" | "videos" | "platformFeeBps">;

/** "you receive $255.00": the creator's pay of an order row, after the platform fee. */
export function youReceiveText(o: Priced): string {
  return `you receive ${formatCents(orderPay(o.priceCents, o.videos, o.platformFeeBps).creatorReceivesCents)}`;
}

/** An order row's price; a creator also reads what they receive after the platform fee. */
export function OrderPrice({ order, side }: { order: Priced; side: "buyer" | "creator" }) {
  return (
    <span className="flex flex-col items-end">
      <span className="font-semibold tabular-nums">{formatCents(order.priceCents)}</span>
      {side === "creator" && <span className="text-muted-foreground text-xs font-normal tabular-nums">{youReceiveText(order)}</span>}
    </span>
  );
}
