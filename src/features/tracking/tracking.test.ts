import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, consentCookie, readConsent } from "./consent";
import { pixelSnippet } from "./snippets";
import { hasTrackers, trackingConfig } from "@/config/tracking-config";

describe("consent cookie", () => {
  it("reads accepted / rejected and ignores anything else", () => {
    expect(readConsent(`a=1; ${CONSENT_COOKIE}=accepted; b=2`)).toBe("accepted");
    expect(readConsent(`${CONSENT_COOKIE}=rejected`)).toBe("rejected");
    expect(readConsent(`${CONSENT_COOKIE}=maybe`)).toBeNull();
    expect(readConsent("")).toBeNull();
    expect(readConsent(`x${CONSENT_COOKIE}=accepted`)).toBeNull();
  });

  it("writes a site-wide Lax cookie, Secure on https", () => {
    expect(consentCookie("accepted", false)).toMatch(/^cookie-consent=accepted; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(consentCookie("rejected", true)).toContain("; Secure");
  });
});

describe("trackingConfig", () => {
  it("turns nothing on without settings, so no banner shows", () => {
    const c = trackingConfig({ NEXT_PUBLIC_PIXEL_ID: "" });
    expect(c).toEqual({ webAnalytics: null, productAnalytics: null, affiliate: null, pixelId: null });
    expect(hasTrackers(c)).toBe(false);
  });

  it("turns a tracker on only when all its settings exist", () => {
    expect(trackingConfig({ WEB_ANALYTICS_SCRIPT_URL: "https://a.example/s.js" }).webAnalytics).toBeNull();
    const c = trackingConfig({
      WEB_ANALYTICS_SCRIPT_URL: "https://a.example/s.js",
      WEB_ANALYTICS_SITE_ID: "reelbrief.com",
      PRODUCT_ANALYTICS_KEY: "phc_1",
      PRODUCT_ANALYTICS_HOST: "https://eu.example/",
      NEXT_PUBLIC_PIXEL_ID: " 123 ",
    });
    expect(c.webAnalytics).toEqual({ src: "https://a.example/s.js", siteId: "reelbrief.com" });
    expect(c.productAnalytics).toEqual({ key: "phc_1", host: "https://eu.example" });
    expect(c.pixelId).toBe("123");
    expect(hasTrackers(c)).toBe(true);
  });
});

it("pixel snippet JSON-encodes the id", () => {
  expect(pixelSnippet(`1');alert('x`)).toContain(`fbq('init',"1');alert('x")`);
});
