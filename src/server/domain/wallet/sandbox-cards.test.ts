import { describe, expect, it } from "vitest";
import { cardBrand, checkSandboxCard, luhnValid, SANDBOX_DECLINE_CARD, SANDBOX_SUCCESS_CARD } from "./sandbox-cards";

describe("sandbox cards", () => {
  const now = new Date("2026-06-15T00:00:00Z");
  it("validates numbers with Luhn", () => {
    expect(luhnValid(SANDBOX_SUCCESS_CARD)).toBe(true);
    expect(luhnValid(SANDBOX_DECLINE_CARD)).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42")).toBe(false);
  });
  it("names the brand", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
  });
  it("checks expiry and cvc, and keeps only display details", () => {
    expect(checkSandboxCard({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, now)).toEqual({
      ok: true,
      digits: "4242424242424242",
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
    });
    expect(checkSandboxCard({ number: "4242424242424242", expiry: "05/26", cvc: "123" }, now)).toMatchObject({
      ok: false,
      field: "expiry",
    });
    expect(checkSandboxCard({ number: "4242424242424242", expiry: "06/26", cvc: "123" }, now)).toMatchObject({ ok: true });
    expect(checkSandboxCard({ number: "4242424242424242", expiry: "13/30", cvc: "123" }, now)).toMatchObject({
      ok: false,
      field: "expiry",
    });
    expect(checkSandboxCard({ number: "4242424242424242", expiry: "12/30", cvc: "1" }, now)).toMatchObject({ ok: false, field: "cvc" });
  });
});
