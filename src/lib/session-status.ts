/** The three session states of docs/product/current-user.md "Session". */
export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SessionStatusInput {
  /** Whether the authentication provider has finished loading. */
  authLoaded: boolean;
  /** Whether GET /api/auth/me is still in flight. */
  meLoading: boolean;
  /** Whether the authentication provider reports a signed-in user. */
  isSignedIn: boolean;
}

/**
 * Session status (docs/product/current-user.md "Session").
 *
 * "loading" is checked first, exactly as the docs/product table lists it: while the provider or the
 * current user is still loading we do not yet know enough to render either the signed-in or the
 * signed-out header, so nothing flashes the wrong one. Only once both have settled does
 * `isSignedIn` decide.
 */
export function sessionStatus({ authLoaded, meLoading, isSignedIn }: SessionStatusInput): SessionStatus {
  if (!authLoaded || meLoading) return "loading";
  return isSignedIn ? "authenticated" : "unauthenticated";
}
