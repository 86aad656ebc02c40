import { eq } from "drizzle-orm";
import type { PublicCreator } from "@/contracts/creators";
import type { Executor } from "@/server/db/database";
import { creatorProfile } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { getPublicCreatorOrThrow } from "./get-public-creator";

/** The public creator of a user id (the brand area's /platform/creators/{userId} routes, docs/product/screens-and-navigation.md). */
export async function getPublicCreatorByUserOrThrow(db: Executor, userId: string): Promise<PublicCreator> {
  const [row] = await db
    .select({ customUrl: creatorProfile.customUrl })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, userId))
    .limit(1);
  if (!row?.customUrl) throw notFound("Creator");
  return getPublicCreatorOrThrow(db, row.customUrl);
}
