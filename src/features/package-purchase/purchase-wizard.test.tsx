import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicCreatorPackage } from "@/contracts/creators";
import { newDraft, saveDraft } from "./purchase-draft";
import { PurchaseWizard } from "./purchase-wizard";

/* The review step of a brand whose wallet is short: the wizard walks through the brief and offers the top-up. */

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock("@/lib/api-client", () => ({ api, ApiClientError: class ApiClientError extends Error {} }));
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
    api.get.mockResolvedValue({ payment_provider: "sandbox" });
    api.post.mockResolvedValue({ data: { url: "https://pay.example/checkout/1" } });
    render(<PurchaseWizard creator={creator} packages={[pkg]} brandProfiles={[brand]} initialPackageId={pkg.id} resume />);

    expect(await screen.findByText(/Your wallet is \$130\.00 short/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add $130.00" }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/checkout/1"));
    expect(api.get).toHaveBeenCalledWith("/auth/settings-info");
    expect(api.post).toHaveBeenCalledWith("/auth/sandbox/add-wallet-funds", {
      amount: 13_000,
      return_path: `/platform/creators/creator-1/order?package=${pkg.id}&step=review`,
    });
  });

  it("says so when the top-up cannot start, and stays on the page", async () => {
    api.get.mockResolvedValue({});
    render(<PurchaseWizard creator={creator} packages={[pkg]} brandProfiles={[brand]} initialPackageId={pkg.id} resume />);
    fireEvent.click(await screen.findByRole("button", { name: "Add $130.00" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Error adding wallet funds");
    expect(api.post).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
