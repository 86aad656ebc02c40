import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  commonSecurityHeaders,
  pageContentSecurityPolicy,
  policySourcesFrom,
  prerenderedPageContentSecurityPolicy,
} from "./security-headers";
import { inlineScriptHashes } from "./static-page-policy";

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

  it("runs a prerendered page's inline scripts by hash: no nonce, no 'strict-dynamic', no 'unsafe-inline'", () => {
    const policy = prerenderedPageContentSecurityPolicy(["'sha256-AAA='", "'sha256-BBB='"], policySourcesFrom(base), {
      isDev: false,
      isHttps: true,
    });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("hashes exactly the inline scripts of a page, once each", () => {
    const html =
      '<head><script src="/_next/static/a.js" async=""></script><script>self.__next_f=[]</script></head>' +
      '<body><script id="x">alert(1)</script><script>self.__next_f=[]</script><script async src="/b.js"></script></body>';
    // sha256 of "self.__next_f=[]" and "alert(1)", base64 (as a browser computes them).
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash("sha256").update("self.__next_f=[]").digest("base64")}'`,
      `'sha256-${createHash("sha256").update("alert(1)").digest("base64")}'`,
    ]);
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
