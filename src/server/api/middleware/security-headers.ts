import { createMiddleware } from "hono/factory";
import type { Settings } from "@/config/env";
import { API_CONTENT_SECURITY_POLICY, commonSecurityHeaders } from "@/server/http/security-headers";

/**
 * The API's security headers (docs/decisions/014), from the same module as the pages' (src/proxy.ts):
 * an API answer is data, so nothing runs in it and nothing frames it. The API is served beside
 * Next, never through its proxy, so this is the one place API answers get them. The list is
 * computed once; each request only copies it.
 */
export function securityHeaders(settings: Pick<Settings, "BETTER_AUTH_URL">) {
  const headers = Object.entries({
    "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
    ...commonSecurityHeaders(settings.BETTER_AUTH_URL.startsWith("https:")),
  });
  return createMiddleware(async (c, next) => {
    await next();
    const target = c.res.headers;
    for (const [name, value] of headers) target.set(name, value);
  });
}
