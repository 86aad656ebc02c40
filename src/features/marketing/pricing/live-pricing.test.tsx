import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Two plans as GET /api/v1/plans answers them: one self-serve, one custom-priced. */
const PLANS = [
  {
    id: "p1",
    code: "pro",
    package_name: "Pro",
    price_id: "price_pro_monthly",
    description: "For growing brands.",
    features: ["5 seats", "Priority support"],
    included_seats: 5,
    included_brands: 3,
    allowed_campaigns: 10,
    monthly_price_cents: 19900,
    extra_seat_price_cents: 2500,
    extra_brand_price_cents: 4900,
    is_self_serve: true,
  },
  {
    id: "p2",
    code: "managed",
    package_name: "Managed",
    price_id: "price_managed",
    description: "We run it for you.",
    features: [],
    included_seats: 20,
    included_brands: 10,
    allowed_campaigns: 50,
    monthly_price_cents: null,
    extra_seat_price_cents: 0,
    extra_brand_price_cents: 0,
    is_self_serve: false,
  },
];

// The public settings the root layout injects into every page: here, the API's base URLs.
vi.mock("@/config/env", () => ({ loadSettings: () => ({ NEXT_PUBLIC_API_URL: "/api/v1", NEXT_PUBLIC_API_V2_URL: "/api/v2" }) }));

function answerWith(me: unknown) {
  const fetchMock = vi.fn((url: string) => {
    // The typed client joins the public API base URL to the path.
    const body = url.endsWith("/api/v1/plans") ? { data: PLANS } : me;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

// The visitor store asks /api/auth/me once per page load: each test loads the modules afresh.
beforeEach(() => vi.resetModules());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A fresh module graph per test is slow to import on a busy machine.
describe("LivePricingPlans: the prerendered page's plan cards, read in the browser", { timeout: 30_000 }, () => {
  it("shows a placeholder, then the API's plans with their prices, and sign-in CTAs for a signed-out visitor", async () => {
    const fetchMock = answerWith(null);
    const { LivePricingPlans } = await import("./live-pricing");
    render(<LivePricingPlans />);
    expect(screen.getByTestId("pricing-plans-loading")).toBeTruthy();
    const pro = await screen.findByRole("link", { name: "Get started with Pro" });
    expect(pro.getAttribute("href")).toBe("/auth/signin");
    expect(screen.getByTestId("pricing-plans").textContent).toMatch(/\$199.*Custom/s);
    expect(screen.getByRole("link", { name: "Book a call with Managed" }).getAttribute("href")).toBe("/#book-a-call");
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/v1\/plans$/), expect.anything());
  });

  it("sends a signed-in brand to Settings, on the cards and in the closing call to action", async () => {
    answerWith({ user: { id: "u1", role: "user" }, is_brand: true, types: ["brand"] });
    const { LivePricingPlans, PricingClosingLink } = await import("./live-pricing");
    render(
      <>
        <LivePricingPlans />
        <PricingClosingLink href="/auth/signin" label="Get started" />
      </>,
    );
    const pro = await screen.findByRole("link", { name: "Choose Pro with Pro" });
    expect(pro.getAttribute("href")).toBe("/platform/settings");
    expect((await screen.findByRole("link", { name: "Go to Settings" })).getAttribute("href")).toBe("/platform/settings");
  });
});
