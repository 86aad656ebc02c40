import { secureHeaders } from "hono/secure-headers";
import type { Settings } from "@/config/env";
import { HSTS, REFERRER_POLICY } from "@/server/http/security-headers";

/**
 * The API's own security headers (docs/decisions/014), so they hold when the Hono app runs on
 * its own (`npm run start:api`) as well as inside Next. Answers are data: nothing runs in them
 * and nothing frames them. Cross-Origin-Resource-Policy stays off: when the API has its own
 * origin, the web pages still embed the files it serves.
 */
export function securityHeaders(settings: Pick<Settings, "BETTER_AUTH_URL">) {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    referrerPolicy: REFERRER_POLICY,
    xFrameOptions: "DENY",
    strictTransportSecurity: settings.BETTER_AUTH_URL.startsWith("https:") ? HSTS : false,
  });
}
