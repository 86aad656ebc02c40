import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/database";
import { brandProfile } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { MediaDeps } from "./media-deps";
import { replaceStoredImage } from "./replace-stored-image";

/**
 * A brand sets the logo of one of its brand profiles. Ownership: the profile must belong to the
 * caller's buyer account (the active team, else the personal account); another account's profile
 * answers 404, as if it did not exist.
 */
export async function uploadBrandLogo(
  db: Db,
  deps: MediaDeps,
  input: { buyerAccountId: string; brandProfileId: string; bytes: Uint8Array },
): Promise<string> {
  const owned = and(eq(brandProfile.id, input.brandProfileId), eq(brandProfile.buyerAccountId, input.buyerAccountId));
  const [exists] = await db.select({ id: brandProfile.id }).from(brandProfile).where(owned).limit(1);
  if (!exists) throw notFound("Brand profile");
  return replaceStoredImage(deps.storage, deps.logger, {
    purpose: "brand-logos",
    ownerId: input.brandProfileId,
    variant: "logo",
    field: "logo",
    bytes: input.bytes,
    swap: (url) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select({ logoUrl: brandProfile.logoUrl }).from(brandProfile).where(owned).for("update");
        if (!row) throw notFound("Brand profile");
        await tx.update(brandProfile).set({ logoUrl: url, updatedAt: new Date() }).where(owned);
        return row.logoUrl;
      }),
  });
}
