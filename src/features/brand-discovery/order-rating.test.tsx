import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OrderRating } from "./order-rating";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

describe("OrderRating's fields", () => {
  it("the brand's form: a labelled optional text, and no stars is refused before anything is sent", async () => {
    render(<OrderRating orderId="o1" viewer="buyer" creatorName="Rhea" rating={null} />);
    const text = screen.getByLabelText("What went well, or not (optional)");
    expect(text.tagName).toBe("TEXTAREA");
    expect(text.getAttribute("maxlength")).toBe("2000");
    fireEvent.click(screen.getByRole("button", { name: "Submit rating" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose 1 to 5 stars");
  });

  it("the creator's reply: a labelled field, its button enabled once something is typed", () => {
    const rating = { stars: 4, text: "Good", reply: null, editableUntil: new Date(Date.now() + 86_400_000).toISOString() };
    render(<OrderRating orderId="o1" viewer="creator" creatorName="Rhea" rating={rating as never} />);
    const reply = screen.getByLabelText("Reply (once, shown with the rating)");
    const post = screen.getByRole("button", { name: "Post reply" });
    expect(post.hasAttribute("disabled")).toBe(true);
    fireEvent.change(reply, { target: { value: "Thank you!" } });
    expect(post.hasAttribute("disabled")).toBe(false);
  });
});
