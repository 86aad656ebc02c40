import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { MediaDeps } from "./media-deps";
import { replaceStoredImage } from "./replace-stored-image";

/** The creator-profile pictures (docs/product/current-user.md creator_info), named as the API's fields. */
export const CREATOR_IMAGE_SLOTS = {
  avatar: "avatar",
  profile_photo_one: "profilePhotoOne",
  profile_photo_two: "profilePhotoTwo",
  profile_photo_three: "profilePhotoThree",
  profile_photo_four: "profilePhotoFour",
} as const;
export type CreatorImageSlot = keyof typeof CREATOR_IMAGE_SLOTS;

/** A creator sets a picture of their own profile; the user id comes from the session, never the request. */
export async function uploadCreatorImage(
  db: Db,
  deps: MediaDeps,
  input: { userId: string; slot: CreatorImageSlot; bytes: Uint8Array },
): Promise<string> {
  const column = CREATOR_IMAGE_SLOTS[input.slot];
  const isAvatar = input.slot === "avatar";
  return replaceStoredImage(deps.storage, deps.logger, {
    purpose: isAvatar ? "avatars" : "profile-photos",
    ownerId: input.userId,
    variant: isAvatar ? "avatar" : "photo",
    field: input.slot,
    bytes: input.bytes,
    swap: (url) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ old: creatorProfile[column] })
          .from(creatorProfile)
          .where(eq(creatorProfile.userId, input.userId))
          .for("update");
        if (!row) throw notFound("Creator profile");
        await tx
          .update(creatorProfile)
          .set({ [column]: url, updatedAt: new Date() })
          .where(eq(creatorProfile.userId, input.userId));
        return row.old;
      }),
  });
}
