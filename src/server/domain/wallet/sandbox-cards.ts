/*
 * Test cards of the sandbox provider (like Stripe's): any Luhn-valid number works, except the
 * decline card. Only the brand and the last four digits are ever stored.
 */
export const SANDBOX_DECLINE_CARD = "4000000000000002";
export const SANDBOX_SUCCESS_CARD = "4242424242424242";

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "card";
}

export type CardCheck =
  | { ok: true; digits: string; brand: string; last4: string; expMonth: number; expYear: number }
  | { ok: false; field: "number" | "expiry" | "cvc"; message: string };

/** Checks what the sandbox checkout form sent; `now` is injectable for tests. */
export function checkSandboxCard(input: { number: string; expiry: string; cvc: string }, now = new Date()): CardCheck {
  const digits = input.number.replace(/[\s-]/g, "");
  if (!luhnValid(digits)) return { ok: false, field: "number", message: "Enter a valid card number" };
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  if (!m) return { ok: false, field: "expiry", message: "Enter the expiry as MM/YY" };
  const expMonth = Number(m[1]);
  const expYear = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return { ok: false, field: "expiry", message: "Enter the expiry as MM/YY" };
  const endOfMonth = new Date(Date.UTC(expYear, expMonth, 1));
  if (endOfMonth <= now) return { ok: false, field: "expiry", message: "This card has expired" };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: "cvc", message: "Enter the 3 or 4 digit security code" };
  return { ok: true, digits, brand: cardBrand(digits), last4: digits.slice(-4), expMonth, expYear };
}
