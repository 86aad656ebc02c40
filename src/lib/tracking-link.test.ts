import { describe, expect, it } from "vitest";
import { carrierLabel, knownCarrier, normalizeTrackingNumber, trackingUrl } from "./tracking-link";

describe("knownCarrier", () => {
  it.each([
    ["UPS", "ups"],
    ["u.p.s.", "ups"],
    ["USPS", "usps"],
    ["United States Postal Service", "usps"],
    [" FedEx Ground ", "fedex"],
    ["Federal Express", "fedex"],
    ["DHL Express", "dhl"],
  ])("%s → %s", (input, expected) => {
    expect(knownCarrier(input)).toBe(expected);
  });

  it.each(["", "  ", "Royal Mail", "La Poste", null, undefined])("%s is not a known carrier", (input) => {
    expect(knownCarrier(input)).toBeNull();
  });
});

describe("trackingUrl", () => {
  it("builds each carrier's public tracking page", () => {
    expect(trackingUrl("UPS", "1Z 999 AA1 01 2345 6784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrl("usps", "9400-1000-0000-0000-0000-00")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    );
    expect(trackingUrl("FedEx", "123456789012")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(trackingUrl("DHL", "1234567890")).toBe(
      "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=1234567890",
    );
  });

  it("gives no link for an unknown carrier, an empty or a malformed number", () => {
    expect(trackingUrl("Royal Mail", "AB123456789GB")).toBeNull();
    expect(trackingUrl("UPS", "")).toBeNull();
    expect(trackingUrl("UPS", "abc")).toBeNull();
    expect(trackingUrl("UPS", "1Z999&evil=1")).toBeNull();
    expect(trackingUrl("UPS", "x".repeat(41))).toBeNull();
  });
});

describe("normalizeTrackingNumber and carrierLabel", () => {
  it("strips spaces and dashes and upper-cases", () => {
    expect(normalizeTrackingNumber(" 1z-999 aa1 ")).toBe("1Z999AA1");
  });
  it("names known carriers and keeps what the brand typed otherwise", () => {
    expect(carrierLabel("fedex ground")).toBe("FedEx");
    expect(carrierLabel(" Royal Mail ")).toBe("Royal Mail");
  });
});
