import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { creatorInfoCompleteness, missingProfileParts, PROFILE_PARTS } from "@/lib/profile-completeness";

const DOING = { propose: "send a proposal", sell: "put a package on sale" } as const;

/**
 * A creator's proposals and packages reach brands only once the profile is complete (the four
 * parts of src/lib/profile-completeness.ts, the same rule that lists them in the directory):
 * brands must be able to vet whoever pitches or sells to them. Refused with 403, naming each
 * missing part; `details.missing` carries their keys for the checklist the forms show.
 */
export async function requireCompleteProfile(db: Executor, input: { userId: string; to: keyof typeof DOING }): Promise<void> {
  const [p] = await db.select().from(creatorProfile).where(eq(creatorProfile.userId, input.userId)).limit(1);
  const missing = missingProfileParts(
    creatorInfoCompleteness(
      p
        ? {
            first_name: p.firstName,
            last_name: p.lastName,
            description: p.description,
            short_bio: p.shortBio,
            custom_url: p.customUrl,
            profile_photo_one: p.profilePhotoOne,
            profile_photo_two: p.profilePhotoTwo,
            profile_photo_three: p.profilePhotoThree,
            profile_photo_four: p.profilePhotoFour,
            avatar: p.avatar,
          }
        : null,
    ),
  );
  if (missing.length === 0) return;
  const names = PROFILE_PARTS.filter((part) => missing.includes(part.key)).map(
    (part) => `${part.label} (${part.needs[0]!.toLowerCase()}${part.needs.slice(1)})`,
  );
  const error = new AppError("forbidden", `Complete your profile before you ${DOING[input.to]}. Missing: ${names.join("; ")}.`);
  error.details = { missing };
  throw error;
}
