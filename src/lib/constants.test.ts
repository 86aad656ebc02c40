import { describe, it, expect } from "vitest";
import {
  CURRENCY,
  IMPERSONATE_COOKIE,
  MOBILE_BREAKPOINT,
  NOTIFICATIONS_PANEL_MAX_HEIGHT,
  OG_IMAGE,
  REDIRECT_COOKIE,
  SIDEBAR_COOKIE,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SWR_CONFIG_VALUES,
  TOAST_DURATION_MS,
} from "./constants";

describe("SPEC §9 constants", () => {
  it("sidebar cookie is 'sidebar:state' kept for 7 days, toggled with Ctrl/Cmd+B", () => {
    expect(SIDEBAR_COOKIE).toBe("sidebar:state");
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    expect(SIDEBAR_KEYBOARD_SHORTCUT).toBe("b");
  });
  it("mobile breakpoint is 1024 px", () => {
    expect(MOBILE_BREAKPOINT).toBe(1024);
  });
  it("cookie names", () => {
    expect(REDIRECT_COOKIE).toBe("redirect");
    expect(IMPERSONATE_COOKIE).toBe("impersonate-token");
  });
  it("toasts auto-close after 5000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
  it("notifications panel is at most 80% of the viewport", () => {
    expect(NOTIFICATIONS_PANEL_MAX_HEIGHT).toBe("80vh");
  });
  it("Open Graph image is 1200 × 600", () => {
    expect(OG_IMAGE).toEqual({ width: 1200, height: 600 });
  });
  it("currency is USD", () => {
    expect(CURRENCY).toBe("USD");
  });
  it("data fetching settings", () => {
    expect(SWR_CONFIG_VALUES).toEqual({
      refreshInterval: 0,
      errorRetryCount: 1,
      errorRetryInterval: 5000,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      loadingTimeout: 3000,
      slowConnectionLoadingTimeout: 5000,
    });
  });
});
