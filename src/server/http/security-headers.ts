import type { Settings } from "@/config/env";
import { trackingConfig } from "@/config/tracking-config";

/*
 * The web's usual armour (docs/decisions/014): one place that says which headers every page and
 * API response carries, read by src/proxy.ts (pages, through Next) and the Hono app (API, also
 * when it runs on its own).
 */

type PolicySettings = Pick<
  Settings,
  "BETTER_AUTH_URL" | "BOOKING_URL" | "NEXT_PUBLIC_API_URL" | "NEXT_PUBLIC_API_V2_URL" | "NEXT_PUBLIC_PIXEL_ID"
> &
  Partial<
    Pick<
      Settings,
      | "WEB_ANALYTICS_SCRIPT_URL"
      | "WEB_ANALYTICS_SITE_ID"
      | "PRODUCT_ANALYTICS_KEY"
      | "PRODUCT_ANALYTICS_HOST"
      | "AFFILIATE_SCRIPT_URL"
      | "AFFILIATE_ID"
      | "S3_ENDPOINT"
      | "S3_BUCKET"
      | "S3_REGION"
    >
  >;

/** Origins the configured third parties need, by directive. Nothing unconfigured is allowed. */
export interface PolicySources {
  script: string[];
  connect: string[];
  frame: string[];
  form: string[];
}

function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
}

const present = (list: (string | null)[]) => [...new Set(list.filter((v): v is string => v !== null))];

/** Reads the settings once: which scripts, frames and endpoints this deployment configured. */
export function policySourcesFrom(settings: PolicySettings): PolicySources {
  const tracking = trackingConfig(settings);
  const pixel = tracking.pixelId ? ["https://connect.facebook.net", "https://www.facebook.com"] : [];
  const productHost = originOf(tracking.productAnalytics?.host);
  // Uploads go straight to the bucket with presigned URLs when one is configured.
  const bucket = settings.S3_BUCKET
    ? (originOf(settings.S3_ENDPOINT) ?? `https://${settings.S3_BUCKET}.s3.${settings.S3_REGION ?? "us-east-1"}.amazonaws.com`)
    : null;
  const apis = [originOf(settings.NEXT_PUBLIC_API_URL), originOf(settings.NEXT_PUBLIC_API_V2_URL)];
  const booking = originOf(settings.BOOKING_URL);
  return {
    script: present([originOf(tracking.webAnalytics?.src), productHost, originOf(tracking.affiliate?.src), ...pixel.slice(0, 1)]),
    connect: present([...apis, originOf(tracking.webAnalytics?.src), productHost, ...pixel, bucket, booking]),
    frame: present([booking]),
    form: present(apis),
  };
}

/**
 * The page policy. Scripts run only with this response's nonce ('strict-dynamic' lets those
 * scripts load their chunks and the consented trackers); the configured origins are listed too
 * for browsers without 'strict-dynamic'. Inline styles stay allowed: React and Radix set style
 * attributes, which a nonce cannot cover. Nothing may frame a page (the Pay button included).
 */
export function pageContentSecurityPolicy(nonce: string, sources: PolicySources, options: { isDev: boolean; isHttps: boolean }): string {
  return policyWith(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...sources.script], sources, options);
}

/**
 * The policy of a page prerendered at build time (decision 019), which cannot carry a per-request
 * nonce: its inline scripts are allowed by their SHA-256 (`hashes`, read from the built HTML),
 * Next's chunks and /public-settings.js by 'self', the configured trackers by their origins. No
 * 'strict-dynamic' (it would ignore 'self'), no 'unsafe-inline'.
 */
export function prerenderedPageContentSecurityPolicy(
  hashes: string[],
  sources: PolicySources,
  options: { isDev: boolean; isHttps: boolean },
): string {
  return policyWith(["'self'", ...hashes, ...sources.script], sources, options);
}

function policyWith(scriptSources: string[], sources: PolicySources, options: { isDev: boolean; isHttps: boolean }): string {
  const list = (...items: string[]) => items.filter(Boolean).join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list(...scriptSources, options.isDev ? "'unsafe-eval'" : "")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob: https:",
    `connect-src ${list("'self'", ...sources.connect, options.isDev ? "ws:" : "")}`,
    `frame-src ${sources.frame.length > 0 ? list(...sources.frame) : "'none'"}`,
    "frame-ancestors 'none'",
    `form-action ${list("'self'", ...sources.form)}`,
    "base-uri 'self'",
    "object-src 'none'",
    ...(options.isHttps ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** API answers are data, never documents: nothing may run in them or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
export const HSTS = "max-age=63072000; includeSubDomains";

/** The headers besides the policy, on every response; HSTS only when the site is served over https. */
export function commonSecurityHeaders(isHttps: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": REFERRER_POLICY,
    "X-Frame-Options": "DENY",
    ...(isHttps ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
