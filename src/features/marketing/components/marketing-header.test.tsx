import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MarketingHeader } from "./marketing-header";

vi.mock("next/navigation", () => ({ usePathname: () => "/faq" }));

/** /api/auth/me held open until the test answers it, as on a slow network. */
function holdMe() {
  let answer: (me: unknown) => void = () => undefined;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (me) => resolve(new Response(JSON.stringify(me), { status: 200, headers: { "content-type": "application/json" } }));
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, answer: (me: unknown) => answer(me) };
}

afterEach(() => vi.unstubAllGlobals());

describe("MarketingHeader: the call to action before the session is known", () => {
  it("shows neither Get Started nor Login until /api/auth/me answers, then Go to Platform for a signed-in brand", async () => {
    const me = holdMe();
    render(<MarketingHeader />);
    expect(me.fetchMock).toHaveBeenCalledWith("/api/auth/me", expect.anything());
    expect(screen.queryByText("Get Started")).toBeNull();
    expect(screen.queryByText("Login")).toBeNull();
    expect(screen.getByTestId("header-cta").getAttribute("data-visitor")).toBe("unknown");

    act(() => me.answer({ user: { id: "u1" }, is_brand: true, types: ["brand"] }));
    const cta = await screen.findByRole("link", { name: "Go to Platform" });
    expect(cta.getAttribute("href")).toBe("/platform");
    expect(screen.queryByText("Get Started")).toBeNull();
  });
});
