import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FocusPicker, focusAfterKey } from "./focus-picker";

const SOURCE = { width: 1080, height: 1920 };

describe("the focus picker", () => {
  it("is a labelled slider that says where the focus is", () => {
    render(<FocusPicker posterUrl={null} source={SOURCE} focus={{ x: 0.25, y: 0.4 }} preview="1x1" onChange={() => {}} />);
    const handle = screen.getByRole("slider", { name: "Focus point" });
    expect(handle.getAttribute("aria-valuetext")).toBe("25% across, 40% down");
    expect(handle.tabIndex).toBe(0);
  });

  it("arrow keys move the focus (Shift five times as far), Home centres it, edges hold", () => {
    const onChange = vi.fn();
    render(<FocusPicker posterUrl={null} source={SOURCE} focus={{ x: 0.5, y: 0.5 }} preview="1x1" onChange={onChange} />);
    const handle = screen.getByRole("slider", { name: "Focus point" });
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    fireEvent.keyDown(handle, { key: "ArrowUp", shiftKey: true });
    fireEvent.keyDown(handle, { key: "Tab" });
    expect(onChange.mock.calls).toEqual([[{ x: 0.52, y: 0.5 }], [{ x: 0.5, y: 0.4 }]]);
    expect(focusAfterKey({ x: 0.99, y: 0 }, "ArrowRight", true)).toEqual({ x: 1, y: 0 });
    expect(focusAfterKey({ x: 0.1, y: 0.01 }, "ArrowUp", false)).toEqual({ x: 0.1, y: 0 });
    expect(focusAfterKey({ x: 0.1, y: 0.9 }, "Home", false)).toEqual({ x: 0.5, y: 0.5 });
  });

  it("read-only for the creator: no tab stop, keys change nothing", () => {
    const onChange = vi.fn();
    render(<FocusPicker posterUrl={null} source={SOURCE} focus={{ x: 0.5, y: 0.5 }} preview="1x1" disabled onChange={onChange} />);
    const handle = screen.getByRole("slider", { name: "Focus point" });
    expect(handle.tabIndex).toBe(-1);
    fireEvent.keyDown(handle, { key: "ArrowLeft" });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("draws the chosen format's crop around the focus, inside the frame", () => {
    render(<FocusPicker posterUrl={null} source={SOURCE} focus={{ x: 0.5, y: 0.05 }} preview="1x1" onChange={() => {}} />);
    const frame = screen.getByTestId("crop-frame");
    // A 1080×1080 square of a 1080×1920 frame, slid to the top edge.
    expect([frame.style.top, frame.style.height, frame.style.width].map(parseFloat)).toEqual([0, 56.25, 100]);
  });
});
