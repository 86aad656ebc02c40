import { describe, expect, it } from "vitest";
import { signShopifyQuery, verifyShopifyQuery } from "./shopify-hmac";

// The worked example of Shopify's OAuth verification, as published with several client libraries.
const EXAMPLE = {
  code: "0907a61c0c8d55e99db179b68161bc00",
  shop: "some-shop.myshopify.com",
  state: "0.6784241404160823",
  timestamp: "1337178173",
};
const EXAMPLE_HMAC = "700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf";

describe("Shopify query signatures", () => {
  it("matches the published example", () => {
    expect(signShopifyQuery(EXAMPLE, "hush")).toBe(EXAMPLE_HMAC);
    expect(verifyShopifyQuery({ ...EXAMPLE, hmac: EXAMPLE_HMAC }, "hush")).toBe(true);
  });

  it("refuses another secret, a changed parameter, a missing or malformed hmac", () => {
    expect(verifyShopifyQuery({ ...EXAMPLE, hmac: EXAMPLE_HMAC }, "hush!")).toBe(false);
    expect(verifyShopifyQuery({ ...EXAMPLE, shop: "other.myshopify.com", hmac: EXAMPLE_HMAC }, "hush")).toBe(false);
    expect(verifyShopifyQuery(EXAMPLE, "hush")).toBe(false);
    expect(verifyShopifyQuery({ ...EXAMPLE, hmac: "zz" }, "hush")).toBe(false);
  });
});
