import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { REDIRECT_COOKIE } from "@/lib/redirect-cookie";
import { proxy } from "./proxy";

/** A request without a session cookie for a signed-in area, as the browser or Next's router sends it. */
function signedOutRequest(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
}

describe("the signed-in areas' first gate", () => {
  it("sends a visitor without a session to sign in, remembering the page they asked for", () => {
    const response = proxy(signedOutRequest("/dashboard/orders?tab=open"));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location") ?? "").pathname).toBe("/auth/signin");
    expect(response.cookies.get(REDIRECT_COOKIE)?.value).toBe("/dashboard/orders?tab=open");
  });

  it("remembers a link the user follows (a router navigation)", () => {
    const response = proxy(signedOutRequest("/platform/orders", { rsc: "1" }));
    expect(response.cookies.get(REDIRECT_COOKIE)?.value).toBe("/platform/orders");
  });

  it.each([
    ["Next's router", { rsc: "1", "next-router-prefetch": "1" }],
    ["a segment prefetch", { rsc: "1", "next-router-prefetch": "2" }],
    ["the browser", { purpose: "prefetch" }],
  ])("redirects a link prefetched by %s without touching the remembered page", (_, headers) => {
    const response = proxy(signedOutRequest("/dashboard/orders?status=in_production", headers));
    expect(response.status).toBe(307);
    expect(response.cookies.get(REDIRECT_COOKIE)).toBeUndefined();
  });
});
