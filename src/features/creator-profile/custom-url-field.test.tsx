import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomUrlField } from "./custom-url-field";

const profile = { custom_url: "rae-films", old_urls: [{ slug: "rae", expires_at: "2026-12-24T00:00:00.000Z" }] };

describe("CustomUrlField", () => {
  it("says the unchanged URL is the current one, and describes the input by its status and its rules", () => {
    render(
      <CustomUrlField
        profile={profile as never}
        value="rae-films"
        serverError={undefined}
        pagePrefix="ugc.example.org/c/"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText("Custom URL");
    expect(input.getAttribute("aria-describedby")).toBe("custom_url-status custom_url-rules");
    expect(input.getAttribute("maxlength")).toBe("40");
    expect(document.getElementById("custom_url-status")?.textContent).toBe("This is your current URL.");
    expect(screen.getByTestId("old-urls").textContent).toContain("/c/rae (until");
  });

  it("shows the save's refusal in the status line and marks the input invalid", () => {
    render(
      <CustomUrlField
        profile={profile as never}
        value="taken"
        serverError="That URL is taken"
        pagePrefix="ugc.example.org/c/"
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText("Custom URL").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("custom_url-status")?.textContent?.trim()).toBe("That URL is taken");
  });
});
