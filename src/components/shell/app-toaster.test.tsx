import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "./app-toaster";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  act(() => {
    toast.dismiss();
    vi.runOnlyPendingTimers();
  });
  vi.useRealTimers();
});

const shown = (text: string) => screen.queryByText(text) !== null;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("AppToaster (docs/product/screens-and-navigation.md)", () => {
  it("sits at the top right", () => {
    const { container } = render(<AppToaster />);
    act(() => {
      toast("Positioned");
    });
    advance(100);
    const list = container.ownerDocument.querySelector("[data-sonner-toaster]");
    expect(list?.getAttribute("data-y-position")).toBe("top");
    expect(list?.getAttribute("data-x-position")).toBe("right");
  });

  it("closes by itself after 5000 ms", () => {
    render(<AppToaster />);
    act(() => {
      toast("Auto close");
    });
    advance(100);
    expect(shown("Auto close")).toBe(true);
    advance(4800);
    expect(shown("Auto close")).toBe(true);
    advance(1000);
    expect(shown("Auto close")).toBe(false);
  });

  it("pauses while the window has lost focus", () => {
    render(<AppToaster />);
    act(() => {
      toast("Paused on blur");
    });
    advance(1000);
    act(() => {
      window.dispatchEvent(new Event("blur"));
    });
    advance(20_000);
    expect(shown("Paused on blur")).toBe(true);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    advance(1000);
    expect(shown("Paused on blur")).toBe(true);
    advance(5000);
    expect(shown("Paused on blur")).toBe(false);
  });

  it("closes when clicked", () => {
    render(<AppToaster />);
    act(() => {
      toast.error("Click me");
    });
    advance(100);
    fireEvent.click(screen.getByText("Click me"));
    advance(500);
    expect(shown("Click me")).toBe(false);
  });
});
