/** The cookie that keeps the visitor's answer to the cookie banner. */
export const CONSENT_COOKIE = "cookie-consent";
/** 180 days, then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

export type Consent = "accepted" | "rejected";

/** The consent recorded in a Cookie header / document.cookie string; null when not answered. */
export function readConsent(cookieHeader: string | null | undefined): Consent | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return value === "accepted" || value === "rejected" ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie-style string written by the banner (readable by scripts; Lax; whole site). */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
