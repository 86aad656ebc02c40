import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { MediaDeps } from "./media-deps";
import { keyOfMediaUrl } from "./media-url";
import { CREATOR_IMAGE_SLOTS, type CreatorImageSlot } from "./upload-creator-image";

/**
 * A creator removes one picture of their own profile: the field is cleared first (row locked), then
 * the stored object is deleted if it is ours (seeded static pictures are never deleted). Removing
 * an empty slot is a no-op. A removed photo makes the profile incomplete, which unlists it.
 */
export async function removeCreatorImage(db: Db, deps: MediaDeps, input: { userId: string; slot: CreatorImageSlot }): Promise<void> {
  const column = CREATOR_IMAGE_SLOTS[input.slot];
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ old: creatorProfile[column] })
      .from(creatorProfile)
      .where(eq(creatorProfile.userId, input.userId))
      .for("update");
    if (!row) throw notFound("Creator profile");
    if (row.old === null) return null;
    await tx
      .update(creatorProfile)
      .set({ [column]: null, updatedAt: new Date() })
      .where(eq(creatorProfile.userId, input.userId));
    return row.old;
  });
  const key = keyOfMediaUrl(previous);
  if (key) {
    await deps.storage.delete(key).catch((err: unknown) => deps.logger.warn("could not delete a removed image", { key, err }));
  }
}
