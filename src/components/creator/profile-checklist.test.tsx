import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileChecklist } from "./profile-checklist";

const halfDone = { basicInfo: true, url: true, about: false, photos: false, isComplete: false };

describe("ProfileChecklist", () => {
  it("lists only the missing parts, each linked to the field of Settings that completes it", () => {
    render(<ProfileChecklist completeness={halfDone} title="Complete your profile to apply" description="Why" />);
    const list = within(screen.getByTestId("profile-checklist"));
    expect(list.getByRole("heading", { name: "Complete your profile to apply" })).toBeTruthy();
    expect(list.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Add about you", "/dashboard/settings#short_bio"],
      ["Add photos", "/dashboard/settings#avatar"],
    ]);
  });

  it("shows nothing for a complete profile", () => {
    const complete = { basicInfo: true, url: true, about: true, photos: true, isComplete: true };
    const { container } = render(<ProfileChecklist completeness={complete} title="t" description="d" />);
    expect(container.innerHTML).toBe("");
  });
});
