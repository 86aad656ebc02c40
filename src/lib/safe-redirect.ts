/** A base for resolving paths when no origin is given; .invalid can never be a real host. */
const PLACEHOLDER_ORIGIN = "http://safe-redirect.invalid";

/** C0 controls and DEL. URL parsers silently drop tab/CR/LF anywhere: "/\t/evil" → "//evil". */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

function originOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Sanitise a post-login redirect target (the "redirect" cookie, docs/product/screens-and-navigation.md) or any other
 * user-controlled "return to" value, so it can only lead somewhere on this site (no open
 * redirect). Returns a path ("/…", with its search and hash) or null; callers fall back to their
 * default (e.g. /callback) on null.
 *
 * Accepted:
 * - a path starting with a single "/": returned normalised (dot segments resolved, unsafe
 *   characters percent-encoded);
 * - an absolute http(s) URL whose origin equals `origin`: returned as its path + search + hash.
 *
 * Rejected (null): empty values; protocol-relative "//host"; anything with a backslash ("/\evil"
 * is "//evil" to a browser); control characters or surrounding whitespace (which URL parsers strip,
 * turning "/\t/evil" into "//evil"); other schemes such as javascript: and data:; absolute URLs on
 * another origin or when no `origin` is given; relative paths not starting with "/"; and any value
 * whose normalised path starts with "//" ("/.//evil" normalises to "//evil").
 */
export function safeRedirectPath(value: string | null | undefined, origin?: string): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (CONTROL_CHARS.test(value) || value !== value.trim() || value.includes("\\")) return null;

  const siteOrigin = originOf(origin);
  const base = siteOrigin ?? PLACEHOLDER_ORIGIN;

  let url: URL;
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return null;
    url = new URL(value, base);
  } else if (HAS_SCHEME.test(value)) {
    if (siteOrigin === null) return null;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
  } else {
    return null;
  }

  // Defence in depth: whatever parsing did, the result must be on this site.
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  return path;
}
