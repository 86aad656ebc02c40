import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "@/server/db/database";
import { clearSignInFailures, recordSignInFailure, signInLockedForSeconds } from "@/server/domain/identity/sign-in-failures";

const PATH = "/sign-in/email";

function emailOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("email" in body)) return null;
  const email = body.email;
  return typeof email === "string" && email.length > 0 ? email : null;
}

/**
 * Locks an e-mail address after a run of wrong passwords (docs/decisions: sign-in lockout):
 * answers 429 before the password is even checked, counts each 401, and clears the run on success.
 */
export function signInLockout(db: Db): BetterAuthPlugin {
  return {
    id: "reelbrief-sign-in-lockout",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const seconds = await signInLockedForSeconds(db, email);
            if (seconds !== null) {
              throw new APIError(
                "TOO_MANY_REQUESTS",
                {
                  message: `Too many wrong passwords. Try again in ${Math.ceil(seconds / 60)} minutes or reset your password.`,
                  code: "TOO_MANY_ATTEMPTS",
                },
                { "Retry-After": String(seconds) },
              );
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              if (returned.statusCode === 401) await recordSignInFailure(db, email);
              return;
            }
            await clearSignInFailures(db, email);
          }),
        },
      ],
    },
  };
}
