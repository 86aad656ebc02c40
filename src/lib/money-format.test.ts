import { describe, it, expect } from "vitest";
import { formatCents, formatDialogBalance, formatHeaderBalance } from "./money-format";

describe("formatHeaderBalance (docs/product/money.md: ÷100, no decimals)", () => {
  it("shows whole dollars", () => {
    expect(formatHeaderBalance(12345)).toBe("$123");
    expect(formatHeaderBalance(10000)).toBe("$100");
    expect(formatHeaderBalance(0)).toBe("$0");
  });
  it("rounds down, never showing more than the balance", () => {
    expect(formatHeaderBalance(9999)).toBe("$99");
    expect(formatHeaderBalance(99)).toBe("$0");
  });
  it("uses thousands separators", () => {
    expect(formatHeaderBalance(123456)).toBe("$1,234");
    expect(formatHeaderBalance(123456789)).toBe("$1,234,567");
  });
  it("shows a negative balance with a leading minus, floored", () => {
    expect(formatHeaderBalance(-12345)).toBe("-$124");
    expect(formatHeaderBalance(-50)).toBe("-$1");
  });
  it("shows $0 when empty", () => {
    expect(formatHeaderBalance(null)).toBe("$0");
    expect(formatHeaderBalance(undefined)).toBe("$0");
    expect(formatHeaderBalance(Number.NaN)).toBe("$0");
  });
});

describe("formatDialogBalance (docs/product/money.md: 2 decimals, '0.00' when empty)", () => {
  it("shows 2 decimals", () => {
    expect(formatDialogBalance(12345)).toBe("123.45");
    expect(formatDialogBalance(5)).toBe("0.05");
    expect(formatDialogBalance(100)).toBe("1.00");
  });
  it("uses thousands separators", () => {
    expect(formatDialogBalance(123456789)).toBe("1,234,567.89");
  });
  it("is '0.00' when empty, null, undefined or 0", () => {
    expect(formatDialogBalance(0)).toBe("0.00");
    expect(formatDialogBalance(null)).toBe("0.00");
    expect(formatDialogBalance(undefined)).toBe("0.00");
    expect(formatDialogBalance(Number.NaN)).toBe("0.00");
  });
  it("shows a negative balance with a leading minus", () => {
    expect(formatDialogBalance(-12345)).toBe("-123.45");
  });
  it("avoids float error (cents are formatted as integers)", () => {
    // 29 / 100 * 100 is 28.999999999999996 in floating point
    expect(formatDialogBalance(29)).toBe("0.29");
    expect(formatDialogBalance(1999)).toBe("19.99");
  });
});

describe("formatCents", () => {
  it("formats as $1,234.56", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(1)).toBe("$0.01");
    expect(formatCents(0)).toBe("$0.00");
  });
  it("puts the minus before the dollar sign", () => {
    expect(formatCents(-123456)).toBe("-$1,234.56");
  });
  it("rounds fractional cents to the nearest cent", () => {
    expect(formatCents(1999.6)).toBe("$20.00");
    expect(formatCents(1999.4)).toBe("$19.99");
  });
  it("is $0.00 when empty", () => {
    expect(formatCents(null)).toBe("$0.00");
    expect(formatCents(undefined)).toBe("$0.00");
  });
});
