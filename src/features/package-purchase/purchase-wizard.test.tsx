import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicCreatorPackage } from "@/contracts/creators";
import { newDraft, saveDraft } from "./purchase-draft";
import { PurchaseWizard } from "./purchase-wizard";

/* The review step of a brand whose wallet is short: the wizard walks through the brief and offers the top-up. */

const v1 = vi.hoisted(() => {
  const call = vi.fn();
  return { call, query: (endpoint: string) => ({ key: [endpoint], fetch: () => call(endpoint) as Promise<unknown> }) };
});
vi.mock("@/lib/api-client", () => ({ v1, ApiClientError: class ApiClientError extends Error {} }));

const TOP_UP = "POST /auth/:provider/add-wallet-funds";
/** The API as the wizard's top-up reads it: the payment provider, then the payment page. */
function answer(settings: { payment_provider?: string }) {
  v1.call.mockImplementation((endpoint: string) =>
    Promise.resolve(
      endpoint === "GET /auth/settings-info"
        ? { data: settings }
        : endpoint === "GET /auth/products"
          ? { data: [] }
          : { data: { url: "https://pay.example/checkout/1" } },
    ),
  );
}
vi.mock("@/components/session/use-me", () => ({
  useMe: () => ({ me: { wallet_balance: 2_000 }, refresh: vi.fn(() => Promise.resolve(undefined)) }),
}));

const creator = { userId: "creator-1", name: "Amara Okafor", customUrl: "amara-okafor" };
const pkg: PublicCreatorPackage = {
  id: "00000000-0000-4000-8000-000000000002",
  title: "One video",
  description: "",
  priceCents: 15_000,
  videos: 1,
  videoLengthSeconds: 30,
  aspectRatio: "9:16",
  turnaroundDays: 7,
  revisionRounds: 1,
  usageRightsTerm: "90d",
  rawFootage: false,
};
const brand = { id: "brand-1", name: "Glow Co", logo_url: null, website: null };

const assign = vi.fn();
const realLocation = window.location;
beforeEach(() => {
  Object.defineProperty(window, "location", { configurable: true, value: { ...realLocation, assign } });
  saveDraft(creator.userId, { ...newDraft(pkg.id, brand.id), whatToFilm: "A morning routine", shipsProduct: false, step: "review" });
});
afterEach(() => {
  Object.defineProperty(window, "location", { configurable: true, value: realLocation });
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe("PurchaseWizard top-up", () => {
  it("starts the wallet top-up for the shortfall and comes back to the review step", async () => {
    answer({ payment_provider: "sandbox" });
    render(<PurchaseWizard creator={creator} packages={[pkg]} brandProfiles={[brand]} initialPackageId={pkg.id} resume />);

    expect(await screen.findByText(/Your wallet is \$130\.00 short/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add $130.00" }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/checkout/1"));
    expect(v1.call).toHaveBeenCalledWith("GET /auth/settings-info");
    expect(v1.call).toHaveBeenCalledWith(TOP_UP, {
      param: { provider: "sandbox" },
      json: { amount: 13_000, return_path: `/platform/creators/creator-1/order?package=${pkg.id}&step=review` },
    });
  });

  it("says so when the top-up cannot start, and stays on the page", async () => {
    answer({});
    render(<PurchaseWizard creator={creator} packages={[pkg]} brandProfiles={[brand]} initialPackageId={pkg.id} resume />);
    fireEvent.click(await screen.findByRole("button", { name: "Add $130.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Error adding wallet funds");
    expect(v1.call).not.toHaveBeenCalledWith(TOP_UP, expect.anything());
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("PurchaseWizard brief", () => {
  it("offers the saved products (an imported store product among them) and fills the product and its link", async () => {
    v1.call.mockImplementation((endpoint: string) =>
      Promise.resolve(
        endpoint === "GET /auth/products"
          ? {
              data: [
                {
                  id: "sp-1",
                  brandProfileId: null,
                  name: "Glow Vitamin C Serum",
                  url: "https://sandbox-store.reelbrief.local/products/glow-serum",
                  retailValueCents: 2800,
                  imageUrl: null,
                  createdAt: "2026-11-27T10:00:00.000Z",
                },
              ],
            }
          : { data: {} },
      ),
    );
    saveDraft(creator.userId, { ...newDraft(pkg.id, brand.id), step: "brief" });
    render(<PurchaseWizard creator={creator} packages={[pkg]} brandProfiles={[brand]} initialPackageId={pkg.id} resume />);
    const select = await screen.findByLabelText("From your saved products");
    expect(screen.getByRole("option", { name: "Glow Vitamin C Serum ($28.00)" })).toBeTruthy();
    fireEvent.change(select, { target: { value: "sp-1" } });
    expect(screen.getByLabelText<HTMLInputElement>("Product").value).toBe("Glow Vitamin C Serum");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Links (one per line, up to 5)").value).toBe(
      "https://sandbox-store.reelbrief.local/products/glow-serum",
    );
  });
});

describe("PurchaseWizard paid usage", () => {
  it("offers the package's paid usage and adds it to what the wallet must cover", async () => {
    answer({ payment_provider: "sandbox" });
    const withPaidUsage: PublicCreatorPackage = {
      ...pkg,
      paidUsageOffers: [
        { platform: "tiktok_spark", windowDays: 30, priceCents: 4_000 },
        { platform: "meta_partnership", windowDays: 90, priceCents: 9_000 },
      ],
    };
    render(<PurchaseWizard creator={creator} packages={[withPaidUsage]} brandProfiles={[brand]} initialPackageId={pkg.id} resume />);
    expect(await screen.findByText(/Your wallet is \$130\.00 short/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Paid usage/), { target: { value: "meta_partnership:90" } });
    // $150 + $90 against $20 in the wallet.
    expect(screen.getByTestId("purchase-total").textContent).toBe("$240.00");
    expect(await screen.findByText(/Your wallet is \$220\.00 short/)).toBeTruthy();
    expect(screen.getByRole("option", { name: "TikTok Spark Ads code, 30 days ($40.00)" })).toBeTruthy();
  });
});
