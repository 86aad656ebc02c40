import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { isCommonPassword } from "./common-passwords";

/** Where a new password is chosen, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

export const COMMON_PASSWORD_MESSAGE = "This password is too common: attackers try it first. Choose a longer, less usual one.";

/** Refuses a new password from the bundled list of common ones, wherever one is chosen. */
export function passwordPolicy(): BetterAuthPlugin {
  return {
    id: "reelbrief-password-policy",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in NEW_PASSWORD_FIELD,
          handler: createAuthMiddleware((ctx) => {
            const body: unknown = ctx.body;
            const field = NEW_PASSWORD_FIELD[ctx.path]!;
            const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[field] : undefined;
            if (typeof value === "string" && isCommonPassword(value)) {
              throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON", field });
            }
            return Promise.resolve();
          }),
        },
      ],
    },
  };
}
