import { isAPIError } from "better-auth/api";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { identifier } from "@/contracts/text";
import { IMPERSONATE_COOKIE } from "@/lib/constants";
import { IMPERSONATION_SECONDS } from "@/server/auth/create-auth";
import { endImpersonation } from "@/server/domain/identity/end-impersonation";
import { AppError } from "@/server/errors";
import { adminRoute, apiRouter, createRoute, errors, json, jsonBody } from "../../openapi";

export const startImpersonationSchema = z.object({
  userId: identifier(100, "Give the id of the user to impersonate"),
});

function cookieOptions(settings: { NODE_ENV: string; BETTER_AUTH_URL: string }) {
  return {
    path: "/",
    // docs/product/roles-and-accounts.md: the browser's API client reads it and sends it as Session-Token.
    httpOnly: false,
    sameSite: "Lax" as const,
    secure: settings.NODE_ENV === "production" && settings.BETTER_AUTH_URL.startsWith("https:"),
  };
}

/**
 * Impersonation (docs/product/roles-and-accounts.md, docs/product/moderation-and-admin.md). Starting is for admins only. Stopping is mounted
 * outside the admin-only guard: while impersonating, API calls act as the impersonated user, and
 * that user's requests must still be able to end the session their admin started.
 */
const sessionSchema = z.object({
  data: z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }), expiresAt: z.string() }),
});

export const impersonationRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/impersonation",
      tags: ["Users"],
      summary: "Start impersonating a user",
      description:
        "Sets the `impersonate-token` cookie: the browser's API client sends it as `Session-Token`, and every request made with it is audited with both user ids. Admins cannot be impersonated.",
      ...adminRoute(),
      request: { body: jsonBody(startImpersonationSchema) },
      responses: { 201: json(sessionSchema, "The impersonation session"), ...errors(400, 403, 404, 415) },
    }),
    async (c) => {
      const admin = c.var.caller;
      if (admin.impersonatedBy) throw new AppError("forbidden", "Stop impersonating before starting again");
      const { userId } = c.req.valid("json");
      if (userId === admin.userId)
        throw new AppError("validation_error", "userId: You cannot impersonate yourself", { userId: "You cannot impersonate yourself" });
      let result;
      try {
        // Better Auth checks the admin permission and refuses to impersonate other admins. Its
        // cookies are not forwarded: the admin keeps their own session, the token travels separately.
        result = await c.var.ctx.auth.api.impersonateUser({ body: { userId }, headers: c.req.raw.headers });
      } catch (error) {
        if (isAPIError(error)) {
          if (error.statusCode === 404) throw new AppError("not_found", "User not found");
          if (error.statusCode === 403) throw new AppError("forbidden", error.message || "You cannot impersonate this user");
          if (error.statusCode === 401) throw new AppError("unauthenticated", "Sign in to continue");
          throw new AppError("validation_error", error.message || "Could not start impersonating");
        }
        throw error;
      }
      // The audit row is written by Better Auth's hook (src/server/auth/admin-audit.ts), which
      // covers this call and its own /api/auth/admin/impersonate-user alike.
      const { session, user } = result;
      c.var.log.info("impersonation started", { userId: user.id, impersonatedBy: admin.userId });
      setCookie(c, IMPERSONATE_COOKIE, session.token, { ...cookieOptions(c.var.ctx.settings), maxAge: IMPERSONATION_SECONDS });
      return c.json(
        { data: { user: { id: user.id, name: user.name, email: user.email }, expiresAt: new Date(session.expiresAt).toISOString() } },
        201,
      );
    },
  )
  /* No guard: the impersonated user (with the Session-Token) or the admin (with their own session) may stop. */
  .openapi(
    createRoute({
      method: "delete",
      path: "/impersonation",
      tags: ["Users"],
      summary: "Stop impersonating",
      description: "Callable with the admin's own session or with the impersonation's `Session-Token`.",
      security: [{ sessionCookie: [] }, { bearer: [] }],
      responses: { 200: json(z.object({ data: z.object({ ended: z.boolean() }) }), "Whether a session ended"), ...errors(401, 403) },
    }),
    async (c) => {
      const caller = c.var.caller;
      let ended = false;
      if (caller?.impersonatedBy) {
        // Called with the Session-Token: the session of this very request ends.
        ended = await endImpersonation(c.var.ctx.db, { adminUserId: caller.impersonatedBy, sessionId: caller.sessionId });
      } else if (caller?.role === "admin") {
        // Called with the admin's own session: end the session named by the cookie, if it is theirs.
        const token = getCookie(c, IMPERSONATE_COOKIE);
        if (token) ended = await endImpersonation(c.var.ctx.db, { adminUserId: caller.userId, sessionToken: token });
      } else if (!caller) {
        throw new AppError("unauthenticated", "Sign in to continue");
      } else {
        throw new AppError("forbidden", "You are not impersonating anyone");
      }
      deleteCookie(c, IMPERSONATE_COOKIE, cookieOptions(c.var.ctx.settings));
      return c.json({ data: { ended } }, 200);
    },
  );
