import { eq, sql } from "drizzle-orm";
import type { CreatorOnboarding } from "@/contracts/onboarding";
import type { Db } from "@/server/db/database";
import { isUniqueViolation } from "@/server/db/pg-errors";
import { creatorProfile, user } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { checkCustomUrl } from "./check-custom-url";

/**
 * Finishes the creator onboarding: creates or updates the creator profile and gives
 * the user the "creator" type and `did_onboard`. A custom URL taken meanwhile is a 409 naming the
 * field; the unique index settles a race between two creators choosing the same URL.
 */
export async function completeCreatorOnboarding(db: Db, input: { userId: string; profile: CreatorOnboarding }): Promise<void> {
  const p = input.profile;
  const availability = await checkCustomUrl(db, p.custom_url, input.userId);
  if (!availability.available) {
    throw new AppError("conflict", `custom_url: ${availability.reason}`, { custom_url: availability.reason ?? "Not available" });
  }
  try {
    await db.transaction(async (tx) => {
      const values = {
        firstName: p.first_name,
        lastName: p.last_name,
        customUrl: availability.slug,
        niches: p.niches,
        country: p.country,
        dateOfBirth: p.date_of_birth,
        updatedAt: new Date(),
      };
      await tx
        .insert(creatorProfile)
        .values({ userId: input.userId, ...values })
        .onConflictDoUpdate({ target: creatorProfile.userId, set: values });
      await tx
        .update(user)
        .set({
          types: sql`CASE WHEN 'creator' = ANY(${user.types}) THEN ${user.types} ELSE array_append(${user.types}, 'creator') END`,
          didOnboard: true,
          updatedAt: new Date(),
        })
        .where(eq(user.id, input.userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "custom_url: This URL is already taken", { custom_url: "This URL is already taken" });
    }
    throw error;
  }
}
