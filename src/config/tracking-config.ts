/**
 * Which trackers are configured; each loads only when its settings exist. Read from the settings by
 * the tracking feature (the scripts and the consent banner) and by the security headers (the CSP
 * allows exactly these origins), so it lives beside the settings rather than in either.
 */
export interface TrackingConfig {
  /** Web-analytics tag: script URL and the site id it reports to (sent as data-domain/data-website-id). */
  webAnalytics: { src: string; siteId: string } | null;
  /** Product analytics (PostHog-compatible API: init, identify, capture). */
  productAnalytics: { key: string; host: string } | null;
  /** Affiliate/referral script and the account key it needs. */
  affiliate: { src: string; key: string } | null;
  /** Social-ad pixel id (NEXT_PUBLIC_PIXEL_ID); fbq-compatible. */
  pixelId: string | null;
}

export interface TrackingSettings {
  WEB_ANALYTICS_SCRIPT_URL?: string;
  WEB_ANALYTICS_SITE_ID?: string;
  PRODUCT_ANALYTICS_KEY?: string;
  PRODUCT_ANALYTICS_HOST?: string;
  AFFILIATE_SCRIPT_URL?: string;
  AFFILIATE_ID?: string;
  NEXT_PUBLIC_PIXEL_ID?: string;
}

const set = (v: string | undefined): v is string => typeof v === "string" && v.trim() !== "";

/** Builds the config from settings: a tracker is on only when every setting it needs is present. */
export function trackingConfig(s: TrackingSettings): TrackingConfig {
  return {
    webAnalytics:
      set(s.WEB_ANALYTICS_SCRIPT_URL) && set(s.WEB_ANALYTICS_SITE_ID)
        ? { src: s.WEB_ANALYTICS_SCRIPT_URL, siteId: s.WEB_ANALYTICS_SITE_ID }
        : null,
    productAnalytics: set(s.PRODUCT_ANALYTICS_KEY)
      ? {
          key: s.PRODUCT_ANALYTICS_KEY,
          host: set(s.PRODUCT_ANALYTICS_HOST) ? s.PRODUCT_ANALYTICS_HOST.replace(/\/$/, "") : "https://us.i.posthog.com",
        }
      : null,
    affiliate: set(s.AFFILIATE_SCRIPT_URL) && set(s.AFFILIATE_ID) ? { src: s.AFFILIATE_SCRIPT_URL, key: s.AFFILIATE_ID } : null,
    pixelId: set(s.NEXT_PUBLIC_PIXEL_ID) ? s.NEXT_PUBLIC_PIXEL_ID.trim() : null,
  };
}

/** True when at least one tracker is configured; otherwise no banner is shown at all. */
export function hasTrackers(c: TrackingConfig): boolean {
  return Boolean(c.webAnalytics || c.productAnalytics || c.affiliate || c.pixelId);
}
