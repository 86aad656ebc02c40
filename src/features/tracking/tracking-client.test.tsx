import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE } from "./consent";
import { TrackingClient } from "./tracking-client";
import type { TrackingConfig } from "@/config/tracking-config";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useSearchParams: () => new URLSearchParams() }));

const config: TrackingConfig = { webAnalytics: null, productAnalytics: null, affiliate: null, pixelId: "123" };

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

describe("TrackingClient", () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it("asks first and loads nothing before an answer", () => {
    render(<TrackingClient config={config} />);
    expect(screen.getByRole("region", { name: "Cookie consent" })).toBeTruthy();
    expect(document.querySelector("#social-pixel")).toBeNull();
  });

  it("remembers a rejection and hides the banner", () => {
    render(<TrackingClient config={config} />);
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=rejected`);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  });

  it("records acceptance and hides the banner", () => {
    render(<TrackingClient config={config} />);
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=accepted`);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  });

  it("shows no banner to a visitor who already answered", () => {
    document.cookie = `${CONSENT_COOKIE}=rejected; Path=/`;
    render(<TrackingClient config={config} />);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).toBeNull();
  });
});
