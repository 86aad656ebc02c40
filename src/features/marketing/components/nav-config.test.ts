import { describe, expect, it } from "vitest";
import { bookingEmbedUrl } from "./booking-url";
import { headerCta } from "./nav-config";

describe("headerCta", () => {
  it("sends signed-out visitors to sign in", () => {
    expect(headerCta({ signedIn: false })).toEqual({ label: "Get Started", href: "/auth/signin" });
  });
  it("sends a brand to /platform and anyone else to /dashboard", () => {
    expect(headerCta({ signedIn: true, isBrand: true })).toEqual({ label: "Go to Platform", href: "/platform" });
    expect(headerCta({ signedIn: true, isBrand: false })).toEqual({ label: "Go to Platform", href: "/dashboard" });
  });
});

describe("bookingEmbedUrl", () => {
  it("adds the month view, event details and black brand colour", () => {
    const url = new URL(bookingEmbedUrl("https://cal.com/reelbrief/30min")!);
    expect(url.origin + url.pathname).toBe("https://cal.com/reelbrief/30min");
    expect(url.searchParams.get("layout")).toBe("month_view");
    expect(url.searchParams.get("hideEventTypeDetails")).toBe("false");
    expect(url.searchParams.get("brandColor")).toBe("#000000");
    expect(url.searchParams.get("embed")).toBe("true");
  });
  it("keeps the setting's own query and rejects non-web addresses", () => {
    expect(new URL(bookingEmbedUrl("https://cal.example/team/intro?month=2026-12")!).searchParams.get("month")).toBe("2026-12");
    expect(bookingEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(bookingEmbedUrl("not a url")).toBeNull();
  });
});
