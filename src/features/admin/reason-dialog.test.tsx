import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/api-client";
import { ReasonDialog } from "./reason-dialog";

function open(onConfirm: (reason: string) => Promise<void>) {
  render(
    <ReasonDialog
      triggerLabel="Ban"
      title="Ban this user"
      description="They can no longer sign in."
      confirmLabel="Ban user"
      destructive
      reasonHint="The user receives it by e-mail"
      onConfirm={onConfirm}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Ban" }));
  return screen.getByLabelText("Reason");
}

describe("ReasonDialog's reason field", () => {
  it("shows the hint under the labelled field until a too-short reason replaces it with an announced error", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const reason = open(onConfirm);
    expect(reason.getAttribute("aria-describedby")).toBe(screen.getByText("The user receives it by e-mail").id);

    fireEvent.change(reason, { target: { value: "no" } });
    fireEvent.click(screen.getByRole("button", { name: "Ban user" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Give a reason of at least 3 characters");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")).toBe(alert.id);
    expect(onConfirm).not.toHaveBeenCalled();

    // Long enough: the message goes as the person types.
    fireEvent.change(reason, { target: { value: "Spam links" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(reason.getAttribute("aria-invalid")).toBeNull();
  });

  it("keeps the dialog open with the API's message when the action is refused", async () => {
    const reason = open(() => Promise.reject(new ApiClientError(409, "conflict", "The user is already banned")));
    fireEvent.change(reason, { target: { value: "Spam links" } });
    fireEvent.click(screen.getByRole("button", { name: "Ban user" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The user is already banned");
    expect(screen.getByLabelText("Reason")).toBe(reason);
  });
});
