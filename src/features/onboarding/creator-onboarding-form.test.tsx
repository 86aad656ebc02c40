import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CreatorOnboardingForm } from "./creator-onboarding-form";

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock("@/lib/api-client", () => ({ api, ApiClientError: class ApiClientError extends Error {} }));

describe("CreatorOnboardingForm: the custom-URL preview", () => {
  it("names the host the product is served from, not a fixed one", async () => {
    api.get.mockResolvedValue({ available: true, slug: "rae-films", reason: null });
    render(<CreatorOnboardingForm defaults={{ first_name: "Rae", last_name: "Films", custom_url: "" }} pagePrefix="ugc.example.org/c/" />);
    expect(screen.getByText("ugc.example.org/c/")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Custom URL"), "rae-films");
    const status = await screen.findByText(/is available/);
    expect(status.textContent?.trim()).toBe("ugc.example.org/c/rae-films is available");
    expect(document.body.textContent).not.toContain("reelbrief.com");
  });
});
