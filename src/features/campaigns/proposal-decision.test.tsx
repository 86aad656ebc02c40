import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProposalDecision } from "./proposal-decision";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

describe("ProposalDecision's reason field", () => {
  it("labels the optional reason for declining, up to 500 characters", () => {
    render(<ProposalDecision proposalId="p1" status="submitted" priceCents={15_000} walletCents={0} campaignOpen />);
    const reason = screen.getByLabelText("Reason for declining (optional, shown to the creator)");
    expect(reason.tagName).toBe("TEXTAREA");
    expect(reason.getAttribute("maxlength")).toBe("500");
    expect(screen.getByRole("button", { name: "Decline" })).toBeTruthy();
  });
});
