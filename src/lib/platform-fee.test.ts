import { describe, expect, it } from "vitest";
import { feePercentLabel, feeSplit, orderPay, payLine, videoShares } from "./platform-fee";

describe("platform fee", () => {
  it("splits an amount into the fee (rounded down to a cent) and what the creator receives", () => {
    expect(feeSplit(4000, 1500)).toEqual({ priceCents: 4000, feeCents: 600, creatorReceivesCents: 3400 });
    // 15% of $0.99 is 14.85 cents: the platform keeps 14, the creator 85.
    expect(feeSplit(99, 1500)).toEqual({ priceCents: 99, feeCents: 14, creatorReceivesCents: 85 });
    expect(feeSplit(10_000, 0)).toEqual({ priceCents: 10_000, feeCents: 0, creatorReceivesCents: 10_000 });
  });

  it("pays an order video by video, as the ledger releases it", () => {
    expect(videoShares(1001, 2)).toEqual([501, 500]);
    expect(orderPay(1001, 2, 1500)).toEqual({ priceCents: 1001, feeCents: 150, creatorReceivesCents: 851 });
    // 20 cents over 3 videos is 7 + 7 + 6; their fees 1 + 1 + 0 = 2, where 15% of 20 would be 3.
    expect(orderPay(20, 3, 1500)).toEqual({ priceCents: 20, feeCents: 2, creatorReceivesCents: 18 });
    expect(orderPay(4000, 1, 1500)).toEqual({ priceCents: 4000, feeCents: 600, creatorReceivesCents: 3400 });
  });

  it("says price, fee and pay in one line", () => {
    expect(payLine(orderPay(4000, 1, 1500), 1500)).toBe("$40.00 − $6.00 platform fee (15%) = $34.00 to you");
    expect(feePercentLabel(1250)).toBe("12.5%");
  });
});
