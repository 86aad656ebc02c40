import { isLoopbackUrl } from "./deployment";

/**
 * The origin canonical URLs name on a local run (BETTER_AUTH_URL unset or on a loopback host),
 * whatever port the server listens on: the default port's.
 */
export const LOCAL_CANONICAL_ORIGIN = "http://localhost:3000";

/**
 * The origin of canonical, Open Graph, JSON-LD, sitemap and robots URLs, from the origin the
 * server is reached at (BETTER_AUTH_URL, by default http://localhost:PORT). The marketing pages
 * are prerendered, so this is read at build time and one build must serve every process: a public
 * origin is kept (and BETTER_AUTH_URL is then a build input, scripts/build-fingerprint.mjs); a
 * loopback one, any host spelling and port, gives LOCAL_CANONICAL_ORIGIN, so servers on other
 * ports share one build (docs/decisions/063).
 */
export function canonicalOriginFor(servedOrigin: string): string {
  if (isLoopbackUrl(servedOrigin)) return LOCAL_CANONICAL_ORIGIN;
  try {
    return new URL(servedOrigin).origin;
  } catch {
    return LOCAL_CANONICAL_ORIGIN;
  }
}
