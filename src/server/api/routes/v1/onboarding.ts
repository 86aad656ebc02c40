import { Hono } from "hono";
import { brandOnboardingSchema, creatorOnboardingSchema } from "@/contracts/onboarding";
import { completeBrandOnboarding } from "@/server/domain/onboarding/complete-brand-onboarding";
import { completeCreatorOnboarding } from "@/server/domain/onboarding/complete-creator-onboarding";
import { callerOf, requires } from "../../middleware/permissions";
import type { ApiEnv } from "../../types";
import { parseBody } from "../../validation";

/**
 * Onboarding (issue 4 §3). Any signed-in user may onboard as a brand, a creator or both; the
 * use-cases add the type, so repeating a step never removes the other one.
 */
export const onboardingRoutes = new Hono<ApiEnv>()
  .post("/auth/onboarding/brand", requires("user"), async (c) => {
    const caller = callerOf(c);
    const input = await parseBody(c, brandOnboardingSchema);
    const result = await completeBrandOnboarding(c.var.ctx.db, { userId: caller.userId, sessionId: caller.sessionId, brand: input });
    return c.json({ data: { ...result, redirect: "/platform" } }, 201);
  })
  .post("/auth/onboarding/creator", requires("user"), async (c) => {
    const caller = callerOf(c);
    const input = await parseBody(c, creatorOnboardingSchema());
    await completeCreatorOnboarding(c.var.ctx.db, { userId: caller.userId, profile: input });
    return c.json({ data: { redirect: "/dashboard" } }, 201);
  });
