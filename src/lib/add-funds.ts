import { safeRedirectPath } from "./safe-redirect";

/*
 * Add Funds rules (docs/product/money.md "Wallet top-up", docs/product/money.md "Add Funds custom amount", docs/product/money.md constants).
 * Dollar amounts are what the user types; cents are what is sent (POST …/add-wallet-funds
 * { amount } in cents, docs/product/api-conventions.md).
 */

export interface WalletTopUpOption {
  label: "$25" | "$100" | "$250" | "$500" | "Other";
  /** null for "Other": the amount comes from the custom field. */
  valueInCents: number | null;
}

export type TopUpSelection = WalletTopUpOption["label"];

/** Presets of docs/product/money.md, in display order. */
export const WALLET_TOP_UP_OPTIONS: readonly WalletTopUpOption[] = [
  { label: "$25", valueInCents: 2500 },
  { label: "$100", valueInCents: 10000 },
  { label: "$250", valueInCents: 25000 },
  { label: "$500", valueInCents: 50000 },
  { label: "Other", valueInCents: null },
];

/** $100 is the default selection (docs/product/money.md). */
export const DEFAULT_TOP_UP_SELECTION: TopUpSelection = "$100";
export const DEFAULT_TOP_UP_CENTS = 10000;

/** Custom amount bounds in USD (docs/product/money.md: minimum 0, maximum 100000). */
export const CUSTOM_AMOUNT_MIN = 0;
export const CUSTOM_AMOUNT_MAX = 100000;

/** Plain decimal notation as a number input produces it: "12", "12.5", ".5", "1e3", "-3". */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** value × 10^places, done on the decimal string so no binary multiplication error creeps in. */
function shiftDecimal(value: number, places: number): number {
  // String(value) may already be in exponent form (1e-7, 1e+21); fold `places` into that exponent.
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Round half away from zero to 2 decimals in decimal, not binary: Math.round(1.005 * 100) is 100
 * because 1.005 is stored as 1.00499999…, while shifting the decimal point in the string gives 101.
 */
function roundTo2(value: number): number {
  const shifted = shiftDecimal(value, 2);
  const rounded = Math.sign(shifted) * Math.round(Math.abs(shifted));
  const result = shiftDecimal(rounded, -2);
  return result === 0 ? 0 : result; // never -0
}

/**
 * Parse the custom amount field (docs/product/money.md) into dollars, or null for "no amount".
 *
 * - Empty (or unparsable) input clears the amount → null.
 * - A negative value clears the amount → null (docs/product/money.md: "An empty or negative value clears").
 * - The value is rounded to 2 decimals.
 * - Above CUSTOM_AMOUNT_MAX it is clamped to the maximum rather than cleared: the user clearly
 *   wants a large top-up, and the input's max attribute already tells the browser to cap there;
 *   silently emptying the field would be more surprising.
 *
 * 0 parses to 0 (it is within range); isAddFundsDisabled treats 0 as "no amount".
 */
export function parseCustomAmount(input: string): number | null {
  const text = input.trim();
  if (text === "" || !DECIMAL.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < CUSTOM_AMOUNT_MIN) return null;
  return Math.min(CUSTOM_AMOUNT_MAX, roundTo2(value));
}

/**
 * Dollars → cents, rounded up: ceil(value × 100) (docs/product/money.md "sent in cents rounded up").
 *
 * The value is first rounded to 2 decimals (docs/product/money.md), so 10.001 → 10.00 → 1000. Multiplying a
 * 2-decimal float by 100 can land a hair off the integer (19.99 * 100 = 1998.9999999999998, and
 * 1.1 * 100 = 110.00000000000001); a bare Math.ceil would turn the latter into 111. So a product
 * within 1e-6 of an integer is that integer (far below a cent, far above float error for amounts
 * up to the 100000 maximum); only a real fraction is rounded up.
 *
 * @throws RangeError for a negative or non-finite amount: callers pass parseCustomAmount output
 * or a preset, so this is a programming error, not user input.
 */
export function amountToCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars < 0) {
    throw new RangeError(`amountToCents: expected a non-negative amount, got ${dollars}`);
  }
  const scaled = roundTo2(dollars) * 100;
  const nearest = Math.round(scaled);
  return Math.abs(scaled - nearest) < 1e-6 ? nearest : Math.ceil(scaled);
}

/** Whether the custom amount counts as an amount: null and 0 are "no amount". */
function hasAmount(customAmount: number | null | undefined): customAmount is number {
  return typeof customAmount === "number" && Number.isFinite(customAmount) && customAmount > 0;
}

/**
 * The "Add Funds" button is disabled while "Other" is selected and there is no amount (docs/product/money.md).
 * A custom amount of 0 counts as no amount: topping up $0 is never what the user means, and the
 * docs/product's minimum of 0 is the field's lower bound, not a valid purchase. Presets are always enabled.
 */
export function isAddFundsDisabled({
  selection,
  customAmount,
}: {
  selection: TopUpSelection;
  customAmount: number | null | undefined;
}): boolean {
  return selection === "Other" && !hasAmount(customAmount);
}

/**
 * The amount to send, in cents, for the current selection; null when there is nothing to send
 * (the same condition as isAddFundsDisabled).
 */
export function topUpAmountCents({
  selection,
  customAmount,
}: {
  selection: TopUpSelection;
  customAmount: number | null | undefined;
}): number | null {
  if (selection === "Other") return hasAmount(customAmount) ? amountToCents(customAmount) : null;
  return WALLET_TOP_UP_OPTIONS.find((o) => o.label === selection)?.valueInCents ?? null;
}

/** Query keys the payment page appends on its way back (sandbox-checkout.ts, Stripe's success URL). */
const CHECKOUT_RESULT_KEYS = ["top_up", "card", "checkout"];

/**
 * The path to come back to after a top-up started on the page at `location` (Add Funds on
 * a proposal returns to that proposal, not to /platform). Only a same-site path survives
 * (safeRedirectPath: no "//host", no schemes, no backslashes or control characters); the previous
 * checkout's result parameters are dropped so repeated top-ups do not pile them up. Null means
 * "send none" and the server falls back to /platform; the server checks the path again.
 */
export function topUpReturnPath(location: { pathname: string; search?: string } | null | undefined): string | null {
  if (!location || typeof location.pathname !== "string") return null;
  const params = new URLSearchParams(location.search ?? "");
  for (const key of CHECKOUT_RESULT_KEYS) params.delete(key);
  const query = params.toString();
  const path = safeRedirectPath(`${location.pathname}${query ? `?${query}` : ""}`);
  return path !== null && path.length <= 500 ? path : null;
}
