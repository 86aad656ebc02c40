import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InviteToCampaign } from "./invite-to-campaign";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

describe("InviteToCampaign's fields", () => {
  it("offers only the campaigns the creator is not invited to yet, with a labelled optional message", () => {
    const campaigns = [
      { id: "c1", title: "Spring serum", invited: true },
      { id: "c2", title: "", invited: false },
    ];
    render(<InviteToCampaign creatorUserId="u1" creatorName="Rhea" campaigns={campaigns} />);
    fireEvent.click(screen.getByRole("button", { name: "Invite to campaign" }));
    const select = screen.getByLabelText("Campaign");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["Untitled campaign"]);
    expect(screen.getByLabelText("Message (optional)").getAttribute("maxlength")).toBe("500");
  });
});
