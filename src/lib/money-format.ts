/*
 * Money display (docs/product/money.md "Wallet balance display", currency USD). Amounts are integer cents
 * everywhere (docs/architecture.md: money in integer cents); formatting works on the integer and never
 * divides into a float first, so no 0.1 + 0.2 style error can reach the screen. Separators are
 * en-US ("1,234.56") so server and client render the same string (no hydration mismatch from the
 * visitor's locale).
 */

type MaybeCents = number | null | undefined;

function isEmpty(cents: MaybeCents): cents is null | undefined {
  return cents === null || cents === undefined || !Number.isFinite(cents);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "1,234.56" (or "-1,234.56") for an integer number of cents. */
function formatIntegerCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${groupThousands(String(dollars))}.${String(rest).padStart(2, "0")}`;
}

/**
 * Header wallet balance: cents ÷ 100 with no decimals (docs/product/money.md), e.g. 12345 → "$123",
 * 123456 → "$1,234".
 *
 * Rounded DOWN (floor), not to nearest: $99.99 must not read "$100" and tempt a $100 purchase the
 * wallet can't cover; the header never shows more money than there is. For a negative balance,
 * floor likewise never shows less debt than there is (−50 → "-$1"). Empty → "$0".
 */
export function formatHeaderBalance(cents: MaybeCents): string {
  if (isEmpty(cents)) return "$0";
  const dollars = Math.floor(cents / 100);
  const sign = dollars < 0 ? "-" : "";
  return `${sign}$${groupThousands(String(Math.abs(dollars)))}`;
}

/**
 * Add Funds dialog balance: 2 decimals, "0.00" when empty (docs/product/money.md), e.g. 12345 → "123.45".
 * No currency sign: docs/product's empty value is the bare "0.00", so the dialog supplies "$" in its
 * own markup. null, undefined, non-finite and 0 all give "0.00". Fractional cents (not produced
 * by the API, whose balance is an integer) are floored for the same reason as the header.
 */
export function formatDialogBalance(cents: MaybeCents): string {
  if (isEmpty(cents) || cents === 0) return "0.00";
  return formatIntegerCents(Math.floor(cents));
}

/**
 * General money formatting: "$1,234.56", "-$1,234.56", "$0.00" when empty. Fractional cents are
 * rounded to the nearest cent (this is for prices and totals, not for a spendable balance).
 */
export function formatCents(cents: MaybeCents): string {
  if (isEmpty(cents)) return "$0.00";
  const rounded = Math.round(cents);
  const text = formatIntegerCents(Math.abs(rounded));
  return rounded < 0 ? `-$${text}` : `$${text}`;
}
