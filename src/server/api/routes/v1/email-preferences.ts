import { requireSecret } from "@/config/deployment";
import {
  emailPreferencesResponseSchema,
  emailPreferencesUpdateSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from "@/contracts/notifications";
import { getEmailPreferences, setEmailPreferences } from "@/server/domain/notifications/email-preferences";
import { verifyUnsubscribeToken } from "@/server/domain/notifications/unsubscribe-token";
import { AppError } from "@/server/errors";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/**
 * E-mail preferences (docs/product/messages-and-notifications.md, decision 035): the signed-in user reads and changes their
 * own; the unsubscribe link of an e-mail turns one kind off without signing in — the signed token
 * is the whole authorization, so a wrong, tampered or foreign token is a 400 and changes nothing.
 */
export const emailPreferenceRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/auth/email-preferences",
      tags: ["Account"],
      summary: "Read e-mail preferences",
      description: "Which kinds of notification e-mail the caller gets; every kind is on until turned off.",
      ...signedIn("user"),
      responses: { 200: json(emailPreferencesResponseSchema, "The caller's preferences"), ...errors(401) },
    }),
    async (c) => c.json({ data: await getEmailPreferences(c.var.ctx.db, c.var.caller.userId) }, 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/auth/email-preferences",
      tags: ["Account"],
      summary: "Change e-mail preferences",
      description: "Turns kinds of notification e-mail on or off; kinds not named keep their setting.",
      ...signedIn("user"),
      request: { body: jsonBody(emailPreferencesUpdateSchema) },
      responses: { 200: json(emailPreferencesResponseSchema, "The preferences after the change"), ...errors(400, 401, 415) },
    }),
    async (c) => c.json({ data: await setEmailPreferences(c.var.ctx.db, c.var.caller.userId, c.req.valid("json")) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/email/unsubscribe",
      tags: ["Account"],
      summary: "Unsubscribe from one kind of e-mail",
      description:
        "The link of every notification e-mail, without signing in: the token (HMAC-signed user and kind) turns that kind " +
        "off. Also the `List-Unsubscribe` one-click target (RFC 8058), whose form body is ignored.",
      request: { query: unsubscribeQuerySchema },
      responses: { 200: json(unsubscribeResultSchema, "That kind is off"), ...errors(400) },
    }),
    async (c) => {
      const secret = requireSecret(c.var.ctx.settings.BETTER_AUTH_SECRET, "BETTER_AUTH_SECRET");
      const claim = verifyUnsubscribeToken(secret, c.req.valid("query").token);
      if (!claim)
        throw new AppError("validation_error", "This unsubscribe link is not valid.", { token: "is not a valid unsubscribe token" });
      // A deleted user's token changes nothing (the preference row would have no user).
      await setEmailPreferences(c.var.ctx.db, claim.userId, { [claim.kind]: false }).catch(() => undefined);
      return c.json({ data: { kind: claim.kind, enabled: false as const } }, 200);
    },
  );
