import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApplyForm } from "./apply-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

describe("ApplyForm pay", () => {
  it("a fixed price says the fee and what the creator receives, not the gross price as pay", () => {
    render(<ApplyForm campaignId="c1" pricing="fixed" minCents={4000} maxCents={null} videos={1} platformFeeBps={1500} />);
    expect(screen.getByTestId("apply-pay").textContent).toBe(
      "$40.00 − $6.00 platform fee (15%) = $34.00 to you, paid as the brand approves your videos.",
    );
  });

  it("a bid shows its split as the creator types it", () => {
    render(<ApplyForm campaignId="c1" pricing="bids" minCents={5000} maxCents={20000} videos={2} platformFeeBps={1500} />);
    expect(screen.queryByTestId("apply-pay")).toBeNull();
    fireEvent.change(screen.getByLabelText(/Your bid/), { target: { value: "100" } });
    expect(screen.getByTestId("apply-pay").textContent).toContain("$100.00 − $15.00 platform fee (15%) = $85.00 to you");
  });
});
