import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmailVerificationBanner } from "./email-verification-banner";

const sendVerificationEmail = vi.hoisted(() => vi.fn());
vi.mock("@/components/auth/auth-client", () => ({
  authClient: { sendVerificationEmail },
  authErrorMessage: (error: { message?: string }, fallback: string) => error.message ?? fallback,
}));

afterEach(() => sendVerificationEmail.mockReset());

describe("EmailVerificationBanner", () => {
  it("says why money is held back and resends the link to the address", async () => {
    sendVerificationEmail.mockResolvedValue({ data: { status: true }, error: null });
    render(<EmailVerificationBanner email="maya@example.com" />);
    const region = screen.getByRole("region", { name: "E-mail verification" });
    expect(region.textContent).toContain(
      "Verify your e-mail address maya@example.com to add funds, buy a plan, pay for orders and request payouts.",
    );

    await userEvent.setup().click(screen.getByRole("button", { name: "Resend the link" }));
    expect(sendVerificationEmail).toHaveBeenCalledWith({ email: "maya@example.com", callbackURL: "/auth/verify-email" });
    expect((await screen.findByRole("status")).textContent).toBe("We sent a new link to maya@example.com.");
    expect(screen.queryByRole("button", { name: "Resend the link" })).toBeNull();
  });

  it("shows the refusal when the link cannot be sent", async () => {
    sendVerificationEmail.mockResolvedValue({ data: null, error: { status: 429, message: "Too many requests. Try again later." } });
    render(<EmailVerificationBanner email="maya@example.com" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend the link" }));
    expect((await screen.findByRole("status")).textContent).toBe("Too many requests. Try again later.");
  });
});
