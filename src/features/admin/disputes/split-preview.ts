import { feeSplit } from "@/lib/platform-fee";

/** "60", "60.5", "$1,060.50" → cents; null when it is not an amount of at most two decimals. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 6000 → "60.00", for an input's value. */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

export type SplitPreview =
  { ok: true; creatorCents: number; feeCents: number; creatorNetCents: number; buyerCents: number } | { ok: false; message: string };

/**
 * What a split would do, by the rule the ledger applies (the fee only on the creator's part,
 * rounded down to a cent): shown live under the amounts, so the admin sees the numbers the
 * parties will see before confirming.
 */
export function splitPreview(input: { escrowCents: number; feeBps: number; creatorText: string; buyerText: string }): SplitPreview {
  const creatorCents = dollarsToCents(input.creatorText);
  const buyerCents = dollarsToCents(input.buyerText);
  if (creatorCents === null) return { ok: false, message: "Enter the creator's part in dollars, e.g. 60.00" };
  if (buyerCents === null) return { ok: false, message: "Enter the brand's part in dollars, e.g. 40.00" };
  if (creatorCents === 0 || buyerCents === 0) {
    return { ok: false, message: "A split gives each side something: use complete or refund to give it all to one side" };
  }
  if (creatorCents + buyerCents !== input.escrowCents) {
    const sum = ((creatorCents + buyerCents) / 100).toFixed(2);
    const escrow = (input.escrowCents / 100).toFixed(2);
    return { ok: false, message: `The parts add up to $${sum}; they must add up to the $${escrow} in escrow` };
  }
  const { feeCents, creatorReceivesCents } = feeSplit(creatorCents, input.feeBps);
  return { ok: true, creatorCents, feeCents, creatorNetCents: creatorReceivesCents, buyerCents };
}
