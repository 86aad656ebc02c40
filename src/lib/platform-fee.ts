import { formatCents } from "./money-format";

/*
 * The platform fee rule (docs/product/money.md): an order's price is split over its videos (whole cents,
 * the remainder on the first videos); when the brand approves a video, the platform keeps fee basis
 * points of that video's share, rounded down to a whole cent, and the creator receives the rest.
 * The ledger moves exactly these amounts (src/server/domain/ledger/release-escrow.ts), and every
 * screen that shows a creator's pay reads orderPay(), so no screen promises the gross price as pay.
 */

export interface PriceSplit {
  priceCents: number;
  feeCents: number;
  creatorReceivesCents: number;
}

/** Splits a price over n videos: whole cents, the remainder on the first videos, shares add up to the price. */
export function videoShares(priceCents: number, videos: number): number[] {
  const n = Math.max(1, Math.trunc(videos));
  const base = Math.floor(priceCents / n);
  const rest = priceCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

/** One amount released on approval: the fee rounded down to a cent, the rest to the creator. */
export function feeSplit(amountCents: number, feeBps: number): PriceSplit {
  const feeCents = Math.floor((amountCents * feeBps) / 10_000);
  return { priceCents: amountCents, feeCents, creatorReceivesCents: amountCents - feeCents };
}

/** Price, fee and what the creator receives for an order of `videos` videos, once every video is approved. */
export function orderPay(priceCents: number, videos: number, feeBps: number): PriceSplit {
  return videoShares(priceCents, videos)
    .map((share) => feeSplit(share, feeBps))
    .reduce((a, b) => ({
      priceCents: a.priceCents + b.priceCents,
      feeCents: a.feeCents + b.feeCents,
      creatorReceivesCents: a.creatorReceivesCents + b.creatorReceivesCents,
    }));
}

/** 1500 → "15%", 1250 → "12.5%". */
export function feePercentLabel(feeBps: number): string {
  return `${Number((feeBps / 100).toFixed(2))}%`;
}

/** "$40.00 − $6.00 platform fee (15%) = $34.00 to you" */
export function payLine(pay: PriceSplit, feeBps: number, to = "to you"): string {
  return `${formatCents(pay.priceCents)} − ${formatCents(pay.feeCents)} platform fee (${feePercentLabel(feeBps)}) = ${formatCents(pay.creatorReceivesCents)} ${to}`;
}
