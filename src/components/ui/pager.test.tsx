import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Pager, pageRange } from "./pager";

describe("Pager", () => {
  it("names its landmark, announces the status and disables the step that goes nowhere", () => {
    const onNext = vi.fn();
    render(<Pager label="Pages of users" status="Page 1 of 3" previous={null} next={{ onClick: onNext }} />);
    const nav = screen.getByRole("navigation", { name: "Pages of users" });
    expect(nav.textContent).toContain("Page 1 of 3");
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it("renders a step with an address as a link", () => {
    render(<Pager label="Pages" status="Page 2 of 2" previous={{ href: "/orders?page=1" }} next={null} />);
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/orders?page=1");
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });
});

describe("pageRange", () => {
  it("counts from the first row of the page to the last that exists", () => {
    expect(pageRange(2, 50, 1234, "transfers")).toBe("51–100 of 1,234 transfers");
    expect(pageRange(3, 50, 120, "accounts")).toBe("101–120 of 120 accounts");
    expect(pageRange(1, 50, 0, "accounts")).toBe("0–0 of 0 accounts");
  });
});
