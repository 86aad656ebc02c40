import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AllowanceCard } from "./allowance-card";

const pro = { subscription_type: { package_name: "Pro", included_seats: 5, included_brands: 3 }, price_id: "price_pro" };
const me = (
  over: Partial<{ used_seats: number; total_seats: number; used_brands: number; total_brands: number; subs: (typeof pro)[] }> = {},
) => ({
  used_seats: 2,
  total_seats: 7,
  used_brands: 1,
  total_brands: 3,
  subs: [pro],
  ...over,
});

function cell(card: HTMLElement, term: string): string | null {
  const dt = within(card).getByText(term);
  return dt.nextElementSibling?.textContent ?? null;
}

describe("AllowanceCard", () => {
  it("shows used of total, and what remains, in the plan and bought on top (seats)", () => {
    render(<AllowanceCard me={me()} kind="seats" testId="seats" getMoreHref="/platform/settings" />);
    const card = screen.getByTestId("seats");
    expect(card.textContent).toContain("Team seats");
    expect(card.textContent).toContain("2 of 7 used");
    expect(cell(card, "Remaining")).toBe("5");
    expect(cell(card, "In your plan")).toBe("5");
    expect(cell(card, "Extra")).toBe("2");
    expect(within(card).getByRole("progressbar", { name: "Team seats used" })).toBeTruthy();
    expect(within(card).queryByRole("link", { name: "Get more" })).toBeNull();
  });

  it("offers more once everything is used, only where a link is given (brands)", () => {
    const { unmount } = render(
      <AllowanceCard me={me({ used_brands: 3 })} kind="brands" testId="brands" getMoreHref="/platform/settings" />,
    );
    const card = screen.getByTestId("brands");
    expect(card.textContent).toContain("You are using all 3 brands.");
    expect(within(card).getByRole("link", { name: "Get more" }).getAttribute("href")).toBe("/platform/settings");
    unmount();

    render(<AllowanceCard me={me({ used_brands: 3 })} kind="brands" testId="brands" />);
    expect(screen.getByTestId("brands").textContent).toContain("You are using all 3 brands.");
    expect(screen.queryByRole("link", { name: "Get more" })).toBeNull();
  });

  it("without a plan, says the one seat is the owner's instead of calling it an extra one bought", () => {
    render(<AllowanceCard me={me({ used_seats: 1, total_seats: 1, subs: [] })} kind="seats" testId="seats" />);
    const card = screen.getByTestId("seats");
    expect(card.textContent).toContain("1 of 1 used");
    expect(card.textContent).toContain("You are using all 1 seat.");
    expect(screen.getByTestId("seats-without-plan").textContent).toBe("No plan yet: 1 seat — you");
    expect(within(card).queryByText("In your plan")).toBeNull();
    expect(within(card).queryByText("Extra")).toBeNull();
  });

  it("without a plan, says the one brand is the account's own", () => {
    render(<AllowanceCard me={me({ used_brands: 1, total_brands: 1, subs: [] })} kind="brands" testId="brands" />);
    expect(screen.getByTestId("brands-without-plan").textContent).toBe("No plan yet: 1 brand — your own");
    expect(within(screen.getByTestId("brands")).queryByText("Extra")).toBeNull();
  });
});
