import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/database";
import { orderHook, videoLicence, videoVariant } from "@/server/db/schema";
import type { OrderParty } from "@/server/domain/orders/order-access";
import { findVideoForParty } from "@/server/domain/reviews/review-access";
import { AppError } from "@/server/errors";
import { isUuid } from "@/contracts/id";
import { variantCode } from "@/lib/asset-code";

/** A hook's file, for either side of its order; anyone else gets 404. */
export async function hookFileForParty(
  db: Executor,
  input: { hookId: string; parties: OrderParty[] },
): Promise<{ key: string; fileName: string }> {
  const missing = new AppError("not_found", "Hook not found");
  if (!isUuid(input.hookId)) throw missing;
  const [hook] = await db.select().from(orderHook).where(eq(orderHook.id, input.hookId)).limit(1);
  if (!hook || !(await isSideOf(db, hook.orderVideoId, input.parties))) throw missing;
  return { key: hook.fileKey, fileName: `hook-${hook.number}-${hook.originalName}` };
}

/** A ready variant's file and its download name (the variant's code), for either side; anyone else gets 404. */
export async function variantFileForParty(
  db: Executor,
  input: { variantId: string; parties: OrderParty[] },
): Promise<{ key: string; fileName: string }> {
  const missing = new AppError("not_found", "Variant not found");
  if (!isUuid(input.variantId)) throw missing;
  const [row] = await db
    .select({ variant: videoVariant, assetCode: videoLicence.assetCode })
    .from(videoVariant)
    .innerJoin(videoLicence, eq(videoLicence.id, videoVariant.licenceId))
    .where(eq(videoVariant.id, input.variantId))
    .limit(1);
  if (!row || !(await isSideOf(db, row.variant.orderVideoId, input.parties))) throw missing;
  if (row.variant.status !== "ready" || !row.variant.fileKey) throw new AppError("invalid_state", "This variant is not rendered yet");
  return { key: row.variant.fileKey, fileName: `${variantCode(row.assetCode, row.variant.number)}.mp4` };
}

async function isSideOf(db: Executor, orderVideoId: string, parties: OrderParty[]): Promise<boolean> {
  for (const party of parties) {
    try {
      await findVideoForParty(db, orderVideoId, party);
      return true;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    }
  }
  return false;
}
