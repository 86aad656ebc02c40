import { eq } from "drizzle-orm";
import type { PhotoOrderInput } from "@/contracts/creator-profile";
import type { Db } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";
import { notFound } from "@/server/errors";

const COLUMNS = {
  profile_photo_one: "profilePhotoOne",
  profile_photo_two: "profilePhotoTwo",
  profile_photo_three: "profilePhotoThree",
  profile_photo_four: "profilePhotoFour",
} as const;
const POSITIONS = ["profilePhotoOne", "profilePhotoTwo", "profilePhotoThree", "profilePhotoFour"] as const;

/**
 * A creator reorders their four profile photos (drag or move up/down in the form): position i
 * takes the photo now in slot `order[i]`. A permutation of what is stored, read under a row lock,
 * so two tabs reordering at once never duplicate or lose a photo; no object is touched.
 */
export async function reorderCreatorPhotos(db: Db, input: { userId: string; order: PhotoOrderInput["order"] }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        profilePhotoOne: creatorProfile.profilePhotoOne,
        profilePhotoTwo: creatorProfile.profilePhotoTwo,
        profilePhotoThree: creatorProfile.profilePhotoThree,
        profilePhotoFour: creatorProfile.profilePhotoFour,
      })
      .from(creatorProfile)
      .where(eq(creatorProfile.userId, input.userId))
      .for("update");
    if (!row) throw notFound("Creator profile");
    const next = Object.fromEntries(POSITIONS.map((column, i) => [column, row[COLUMNS[input.order[i]!]]]));
    await tx
      .update(creatorProfile)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(creatorProfile.userId, input.userId));
  });
}
