import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { user } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { MediaDeps } from "./media-deps";
import { replaceStoredImage } from "./replace-stored-image";

/** The account picture (`user.image`) any signed-in user may set for themselves. */
export async function uploadUserAvatar(db: Db, deps: MediaDeps, input: { userId: string; bytes: Uint8Array }): Promise<string> {
  return replaceStoredImage(deps.storage, deps.logger, {
    purpose: "avatars",
    ownerId: input.userId,
    variant: "avatar",
    field: "image",
    bytes: input.bytes,
    swap: (url) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select({ image: user.image }).from(user).where(eq(user.id, input.userId)).for("update");
        if (!row) throw notFound("User");
        await tx.update(user).set({ image: url, updatedAt: new Date() }).where(eq(user.id, input.userId));
        return row.image;
      }),
  });
}
