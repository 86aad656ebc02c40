import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, SelectField } from "./form-field";

function describedText(el: HTMLElement): string {
  return (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`)
    .join(" | ");
}

describe("Field and SelectField", () => {
  it("label the control and describe it with the hint while there is no error", () => {
    render(<Field id="website" label="Website" hint="Your shop's address." />);
    const input = screen.getByLabelText("Website");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(describedText(input)).toBe("Your shop's address.");
  });

  it("mark a select invalid and describe it with the error, hiding the hint", () => {
    render(
      <SelectField id="country" label="Country" hint="Where you live." error="Choose your country" defaultValue="">
        <option value="">Choose</option>
        <option value="CA">Canada</option>
      </SelectField>,
    );
    const select = screen.getByLabelText("Country");
    expect(select.tagName).toBe("SELECT");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(select)).toBe("Choose your country");
    expect(screen.queryByText("Where you live.")).toBeNull();
  });
});
