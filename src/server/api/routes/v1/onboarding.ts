import { brandOnboardedSchema, brandOnboardingSchema, creatorOnboardedSchema, creatorOnboardingSchema } from "@/contracts/onboarding";
import { completeBrandOnboarding } from "@/server/domain/onboarding/complete-brand-onboarding";
import { completeCreatorOnboarding } from "@/server/domain/onboarding/complete-creator-onboarding";
import { apiRouter, createRoute, errors, json, jsonBody, signedIn } from "../../openapi";

/**
 * Onboarding. Any signed-in user may onboard as a brand, a creator or both; the
 * use-cases add the type, so repeating a step never removes the other one.
 */
export const onboardingRoutes = apiRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/onboarding/brand",
      tags: ["Account"],
      summary: "Onboard as a brand",
      description: "Creates the buyer account (and the organization when a team name is given) and the first brand profile.",
      ...signedIn("user"),
      request: { body: jsonBody(brandOnboardingSchema) },
      responses: { 201: json(brandOnboardedSchema, "Onboarded; go to `redirect`"), ...errors(400, 401, 409, 415) },
    }),
    async (c) => {
      const caller = c.var.caller;
      const brand = c.req.valid("json");
      const result = await completeBrandOnboarding(c.var.ctx.db, { userId: caller.userId, sessionId: caller.sessionId, brand });
      return c.json({ data: { ...result, redirect: "/platform" } }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/auth/onboarding/creator",
      tags: ["Account"],
      summary: "Onboard as a creator",
      description: "Creators must be 18 or older; the custom URL must be free.",
      ...signedIn("user"),
      request: { body: jsonBody(creatorOnboardingSchema()) },
      responses: {
        201: json(creatorOnboardedSchema, "Onboarded; go to `redirect`"),
        ...errors(400, 401, 409, 415),
      },
    }),
    async (c) => {
      await completeCreatorOnboarding(c.var.ctx.db, { userId: c.var.caller.userId, profile: c.req.valid("json") });
      return c.json({ data: { redirect: "/dashboard" } }, 201);
    },
  );
