import { describe, expect, it } from "vitest";
import { commonSecurityHeaders, pageContentSecurityPolicy, policySourcesFrom } from "./security-headers";

const base = {
  NODE_ENV: "production" as const,
  BETTER_AUTH_URL: "https://reelbrief.com",
  BOOKING_URL: "https://cal.com/reelbrief/30min",
  NEXT_PUBLIC_API_URL: "https://reelbrief.com/api/v1",
  NEXT_PUBLIC_API_V2_URL: "https://reelbrief.com/api/v2",
  NEXT_PUBLIC_PIXEL_ID: "",
};

function directive(policy: string, name: string): string[] {
  return (policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "").split(" ").slice(1);
}

describe("the page Content-Security-Policy", () => {
  it("runs scripts by nonce only, forbids framing and allows only the booking page as a frame", () => {
    const policy = pageContentSecurityPolicy("abc123", policySourcesFrom(base), { isDev: false, isHttps: true });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "frame-src")).toEqual(["https://cal.com"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("allows what the tracking settings configure, and nothing when they are unset", () => {
    const sources = policySourcesFrom({
      ...base,
      WEB_ANALYTICS_SCRIPT_URL: "https://stats.example/js/script.js",
      WEB_ANALYTICS_SITE_ID: "reelbrief.com",
      PRODUCT_ANALYTICS_KEY: "phc_x",
      PRODUCT_ANALYTICS_HOST: "https://eu.product.example",
      AFFILIATE_SCRIPT_URL: "https://r.affiliate.example/rw.js",
      AFFILIATE_ID: "abc",
      NEXT_PUBLIC_PIXEL_ID: "123",
    });
    const policy = pageContentSecurityPolicy("n", sources, { isDev: false, isHttps: true });
    expect(directive(policy, "script-src")).toEqual(
      expect.arrayContaining([
        "https://stats.example",
        "https://eu.product.example",
        "https://r.affiliate.example",
        "https://connect.facebook.net",
      ]),
    );
    expect(directive(policy, "connect-src")).toEqual(
      expect.arrayContaining(["https://stats.example", "https://eu.product.example", "https://www.facebook.com", "https://cal.com"]),
    );
  });

  it("sends HSTS only when the site is served over https", () => {
    expect(commonSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(commonSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(commonSecurityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
  });
});
