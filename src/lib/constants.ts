/* Business constants of docs/product/screens-and-navigation.md, in one place so UI, server and tests agree on them. */

/** Cookie remembering whether the side drawer is open (docs/product/screens-and-navigation.md "Side drawer", docs/product/screens-and-navigation.md). */
export const SIDEBAR_COOKIE = "sidebar:state";
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
/** Ctrl/Cmd + this key toggles the side drawer. */
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

/** Below this width (px) the layout is treated as mobile; 1024 itself is desktop. */
export const MOBILE_BREAKPOINT = 1024;

/** Post-login redirect address (docs/product/screens-and-navigation.md "Sign-in, callback and onboarding"). */
export const REDIRECT_COOKIE = "redirect";
/** When present, its value is sent as the Session-Token header (docs/product/roles-and-accounts.md Impersonation, docs/product/api-conventions.md). */
export const IMPERSONATE_COOKIE = "impersonate-token";

/** Toasts close by themselves after this long (docs/product/screens-and-navigation.md). */
export const TOAST_DURATION_MS = 5000;

/** Notifications panel height cap, as a share of the viewport (docs/product/messages-and-notifications.md). */
export const NOTIFICATIONS_PANEL_MAX_HEIGHT = "80vh";

/** Open Graph image served from /api/og (docs/product/screens-and-navigation.md). */
export const OG_IMAGE = { width: 1200, height: 600 } as const;

/** The only currency (docs/product/money.md). */
export const CURRENCY = "USD";

/**
 * Data-fetching settings (docs/product/api-conventions.md "Common rules", docs/product/api-conventions.md): no periodic refresh, one retry after
 * 5000 ms, re-fetch on focus (throttled to 5000 ms) and on reconnect, duplicates merged within
 * 2000 ms, "slow" after 3000 ms (5000 ms on slow connections). Plain values, so this module stays
 * free of the SWR import and usable on the server.
 */
export const SWR_CONFIG_VALUES = {
  refreshInterval: 0,
  errorRetryCount: 1,
  errorRetryInterval: 5000,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  loadingTimeout: 3000,
  slowConnectionLoadingTimeout: 5000,
} as const;
