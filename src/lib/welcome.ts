/**
 * How long after an account is created its first session may start and still be the visit that
 * sign-up began: the sign-in form signs a new account in at once (decision 014), and an hour
 * leaves room for a magic link or a social provider's round trip.
 */
export const FIRST_SESSION_WINDOW_MS = 60 * 60 * 1000;

type SessionTimes = { user: { createdAt: Date }; session: { createdAt: Date } };

/**
 * Whether the visitor has been here before: the session was opened well after the account was
 * created, so it is a later sign-in, not the one sign-up started. Read from the session the server
 * already holds; a visitor still in their sign-up session is greeted as new.
 */
export function isReturningVisit(auth: SessionTimes | null): boolean {
  if (!auth) return false;
  return auth.session.createdAt.getTime() - auth.user.createdAt.getTime() > FIRST_SESSION_WINDOW_MS;
}

/** "Welcome back, Nadia." for a returning visitor, "Welcome, Nadia." on the first visit, "" without a name. */
export function welcomeLine(firstName: string | undefined, returning: boolean): string {
  if (!firstName) return "";
  return returning ? `Welcome back, ${firstName}.` : `Welcome, ${firstName}.`;
}
