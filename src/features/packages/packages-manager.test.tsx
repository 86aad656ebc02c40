import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { OwnPackage } from "@/contracts/packages";
import { PackagesManager } from "./packages-manager";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const pkg: OwnPackage = {
  id: "6f1c1d2e-4b3a-4c5d-8e9f-0a1b2c3d4e5f",
  title: "Two unboxings",
  description: "",
  priceCents: 20_000,
  videos: 2,
  videoLengthSeconds: 30,
  aspectRatio: "9:16",
  turnaroundDays: 7,
  revisionRounds: 1,
  usageRightsTerm: "90d",
  rawFootage: false,
  extraHookPriceCents: null,
  maxExtraHooks: 0,
  rawFootagePriceCents: null,
  paidUsageOffers: [],
  isActive: true,
  status: "active",
  position: 0,
  archivedAt: null,
  hiddenAt: null,
  hiddenReason: null,
};

describe("PackagesManager pay", () => {
  it("says what the creator receives of each package's price after the platform fee", () => {
    render(<PackagesManager initial={[pkg]} publicPage={null} platformFeeBps={1500} />);
    // $200 over 2 videos, 15% of each $100 share: $170.00.
    expect(screen.getByTestId("package-pay").textContent).toBe("you receive $170.00 after the 15% fee");
  });
});

const paused: OwnPackage = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Two product demos",
  description: "Two vertical demos with captions.",
  priceCents: 25_000,
  videos: 2,
  videoLengthSeconds: 45,
  aspectRatio: "9:16",
  turnaroundDays: 7,
  revisionRounds: 2,
  usageRightsTerm: "90d",
  rawFootage: false,
  extraHookPriceCents: null,
  maxExtraHooks: 0,
  rawFootagePriceCents: null,
  paidUsageOffers: [],
  isActive: false,
  position: 0,
  status: "paused",
  archivedAt: null,
  hiddenAt: null,
  hiddenReason: null,
};

describe("PackagesManager without a complete profile", () => {
  it("does not offer to put a paused package on sale", () => {
    render(<PackagesManager initial={[paused]} publicPage={null} platformFeeBps={1500} canSell={false} />);
    expect(screen.getByLabelText<HTMLButtonElement>("Activate “Two product demos”").disabled).toBe(true);
  });

  it("prepares a new package paused, with 'On sale' locked and the reason given", async () => {
    render(<PackagesManager initial={[]} publicPage={null} platformFeeBps={1500} canSell={false} />);
    await userEvent.click(screen.getByText("New package"));
    const onSale = screen.getByLabelText<HTMLInputElement>("On sale (shown on your public page)");
    expect(onSale.checked).toBe(false);
    expect(onSale.disabled).toBe(true);
    expect(screen.getByText("Complete your profile to put packages on sale; until then they are saved paused.")).toBeTruthy();
  });

  it("with a complete profile, a paused package can be activated", () => {
    render(<PackagesManager initial={[paused]} publicPage={null} platformFeeBps={1500} canSell />);
    expect(screen.getByLabelText<HTMLButtonElement>("Activate “Two product demos”").disabled).toBe(false);
  });
});
