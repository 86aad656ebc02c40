import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProfileCompletenessPanel } from "./profile-completeness-panel";

const halfDone = { basicInfo: true, url: true, about: false, photos: false, isComplete: false };
const links = () => within(screen.getByTestId("profile-completeness")).queryAllByRole("link");

describe("ProfileCompletenessPanel", () => {
  it("counts the parts done and links each missing one to its field of the editor", () => {
    render(
      <ProfileCompletenessPanel completeness={halfDone} addLinks="to-editor">
        <p>Brands choose creators with complete profiles first.</p>
      </ProfileCompletenessPanel>,
    );
    expect(screen.getByRole("heading", { name: "Complete your profile" })).toBeTruthy();
    expect(screen.getByTestId("completeness-count").textContent).toBe("2 of 4 done");
    expect(screen.getByText("Brands choose creators with complete profiles first.")).toBeTruthy();
    expect(links().map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Add about you", "/dashboard/settings#short_bio"],
      ["Add photos", "/dashboard/settings#avatar"],
    ]);
  });

  it("in the editor, moves to the field on the same page", () => {
    render(
      <>
        <ProfileCompletenessPanel completeness={halfDone} addLinks="in-page" />
        <textarea id="short_bio" aria-label="Short bio" />
      </>,
    );
    const field = screen.getByLabelText("Short bio");
    field.scrollIntoView = vi.fn();
    const add = screen.getByRole("link", { name: "Add about you" });
    expect(add.getAttribute("href")).toBe("#short_bio");
    fireEvent.click(add);
    expect(document.activeElement).toBe(field);
  });

  it("offers no links without an editor, and says when the profile is complete", () => {
    const { rerender } = render(<ProfileCompletenessPanel completeness={halfDone} addLinks="none" />);
    expect(links()).toEqual([]);
    rerender(
      <ProfileCompletenessPanel
        completeness={{ basicInfo: true, url: true, about: true, photos: true, isComplete: true }}
        addLinks="to-editor"
      />,
    );
    expect(screen.getByRole("heading", { name: "Your profile is complete" })).toBeTruthy();
    expect(screen.getByTestId("completeness-count").textContent).toBe("4 of 4 done");
    expect(links()).toEqual([]);
  });
});
