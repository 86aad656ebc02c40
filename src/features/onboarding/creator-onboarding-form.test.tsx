import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CreatorOnboardingForm } from "./creator-onboarding-form";

const v1 = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock("@/lib/api-client", () => ({ v1, ApiClientError: class ApiClientError extends Error {} }));

describe("CreatorOnboardingForm: the custom-URL preview", () => {
  it("names the host the product is served from, not a fixed one", { timeout: 20_000 }, async () => {
    v1.call.mockResolvedValue({ data: { available: true, slug: "rae-films", reason: null } });
    render(<CreatorOnboardingForm defaults={{ first_name: "Rae", last_name: "Films", custom_url: "" }} pagePrefix="ugc.example.org/c/" />);
    expect(screen.getByText("ugc.example.org/c/")).toBeTruthy();
    // One change event rather than nine typed keys: on a loaded CI machine typing alone took seconds.
    fireEvent.change(screen.getByLabelText("Custom URL"), { target: { value: "rae-films" } });
    const status = await screen.findByText(/is available/, {}, { timeout: 10_000 });
    expect(status.textContent?.trim()).toBe("ugc.example.org/c/rae-films is available");
    expect(document.body.textContent).not.toContain("reelbrief.com");
  });
});
