import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OwnPackage } from "@/contracts/packages";
import { PackagesManager } from "./packages-manager";

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
  isActive: false,
  position: 0,
  status: "paused",
  archivedAt: null,
};

describe("PackagesManager without a complete profile", () => {
  it("does not offer to put a paused package on sale", () => {
    render(<PackagesManager initial={[paused]} publicPage={null} canSell={false} />);
    expect(screen.getByLabelText<HTMLButtonElement>("Activate “Two product demos”").disabled).toBe(true);
  });

  it("prepares a new package paused, with 'On sale' locked and the reason given", async () => {
    render(<PackagesManager initial={[]} publicPage={null} canSell={false} />);
    await userEvent.click(screen.getByText("New package"));
    const onSale = screen.getByLabelText<HTMLInputElement>("On sale (shown on your public page)");
    expect(onSale.checked).toBe(false);
    expect(onSale.disabled).toBe(true);
    expect(screen.getByText("Complete your profile to put packages on sale; until then they are saved paused.")).toBeTruthy();
  });

  it("with a complete profile, a paused package can be activated", () => {
    render(<PackagesManager initial={[paused]} publicPage={null} canSell />);
    expect(screen.getByLabelText<HTMLButtonElement>("Activate “Two product demos”").disabled).toBe(false);
  });
});
