import { render, screen } from "@testing-library/react";
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
  isActive: true,
  status: "active",
  position: 0,
  archivedAt: null,
};

describe("PackagesManager pay", () => {
  it("says what the creator receives of each package's price after the platform fee", () => {
    render(<PackagesManager initial={[pkg]} publicPage={null} platformFeeBps={1500} />);
    // $200 over 2 videos, 15% of each $100 share: $170.00.
    expect(screen.getByTestId("package-pay").textContent).toBe("you receive $170.00 after the 15% fee");
  });
});
