"use client";

import { usePathname, useSearchParams } from "next/navigation";
import Script from "next/script";
import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { consentCookie, readConsent, type Consent } from "./consent";
import { pixelSnippet, productAnalyticsSnippet } from "./snippets";
import { identifyUser, trackPageView } from "./track";
import type { TrackingConfig } from "@/config/tracking-config";
import { authApi } from "@/lib/api-client";

const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const getConsent = (): Consent | null => readConsent(document.cookie);

function saveConsent(consent: Consent) {
  document.cookie = consentCookie(consent, window.location.protocol === "https:");
  listeners.forEach((fn) => fn());
}

/** PageView on the pixel for the first page and every client-side navigation. */
function PixelPageViews() {
  const pathname = usePathname();
  const search = useSearchParams();
  const query = search.toString();
  useEffect(() => {
    trackPageView();
  }, [pathname, query]);
  return null;
}

/** Identifies a signed-in brand user (id, e-mail, name) once product analytics is loaded. */
function IdentifyBrand() {
  useEffect(() => {
    let cancelled = false;
    authApi
      .call("GET /me", { impersonation: null })
      .then((me) => {
        if (cancelled || !me) return;
        if (me.is_brand || me.types.includes("brand")) identifyUser({ id: me.user.id, email: me.user.email, name: me.user.name });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}

function Trackers({ config, nonce }: { config: TrackingConfig; nonce?: string }) {
  const [productReady, setProductReady] = useState(false);
  return (
    <>
      {config.webAnalytics ? (
        <Script
          id="web-analytics"
          nonce={nonce}
          src={config.webAnalytics.src}
          strategy="afterInteractive"
          data-domain={config.webAnalytics.siteId}
          data-website-id={config.webAnalytics.siteId}
        />
      ) : null}
      {config.productAnalytics ? (
        <Script
          id="product-analytics"
          nonce={nonce}
          strategy="afterInteractive"
          onReady={() => setProductReady(true)}
          dangerouslySetInnerHTML={{ __html: productAnalyticsSnippet(config.productAnalytics.key, config.productAnalytics.host) }}
        />
      ) : null}
      {productReady ? <IdentifyBrand /> : null}
      {config.affiliate ? (
        <Script
          id="affiliate"
          nonce={nonce}
          src={config.affiliate.src}
          strategy="afterInteractive"
          data-rewardful={config.affiliate.key}
          data-affiliate-id={config.affiliate.key}
        />
      ) : null}
      {config.pixelId ? (
        <>
          <Script
            id="social-pixel"
            nonce={nonce}
            strategy="afterInteractive"
            dangerouslySetInnerHTML={{ __html: pixelSnippet(config.pixelId) }}
          />
          <Suspense fallback={null}>
            <PixelPageViews />
          </Suspense>
        </>
      ) : null}
    </>
  );
}

/**
 * The cookie banner and the trackers. Nothing loads until the visitor accepts; a
 * rejection is remembered in the same cookie and nothing ever loads.
 */
export function TrackingClient({ config, nonce }: { config: TrackingConfig; nonce?: string }) {
  const consent = useSyncExternalStore(subscribe, getConsent, () => "pending" as const);
  if (consent === "pending") return null;
  if (consent === "accepted") return <Trackers config={config} nonce={nonce} />;
  if (consent === "rejected") return null;
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-xl rounded-2xl border border-border bg-background p-5 shadow-2xl sm:bottom-6 lg:bottom-6"
    >
      <p className="text-sm font-semibold text-foreground">We use cookies</p>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
        With your permission we use analytics and advertising cookies to understand how the site is used and to measure our ads. Read our{" "}
        <a href="/privacy-policy" className="font-medium text-brand underline underline-offset-2">
          privacy policy
        </a>
        .
      </p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Plain buttons in the Button look: the banner ships on every public page, Radix's Slot need not. */}
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => saveConsent("rejected")}>
          Reject
        </button>
        <button type="button" className={buttonVariants({ variant: "brand" })} onClick={() => saveConsent("accepted")}>
          Accept
        </button>
      </div>
    </section>
  );
}
