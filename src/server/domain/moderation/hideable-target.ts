import { eq } from "drizzle-orm";
import type { HideableType } from "@/contracts/admin/moderation";
import type { Executor } from "@/server/db/database";
import { campaign, creatorPackage, creatorProfile } from "@/server/db/schema";
import { isUuid } from "@/contracts/id";

export interface HiddenState {
  ownerUserId: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

/** The hidden state of a campaign, package or creator profile (locked for update), or null if there is none. */
export async function lockHideable(tx: Executor, type: HideableType, id: string): Promise<HiddenState | null> {
  switch (type) {
    case "campaign": {
      if (!isUuid(id)) return null;
      const [row] = await tx
        .select({ ownerUserId: campaign.createdByUserId, hiddenAt: campaign.hiddenAt, hiddenReason: campaign.hiddenReason })
        .from(campaign)
        .where(eq(campaign.id, id))
        .for("update");
      return row ?? null;
    }
    case "package": {
      if (!isUuid(id)) return null;
      const [row] = await tx
        .select({ ownerUserId: creatorPackage.userId, hiddenAt: creatorPackage.hiddenAt, hiddenReason: creatorPackage.hiddenReason })
        .from(creatorPackage)
        .where(eq(creatorPackage.id, id))
        .for("update");
      return row ?? null;
    }
    case "creator_profile": {
      const [row] = await tx
        .select({ ownerUserId: creatorProfile.userId, hiddenAt: creatorProfile.hiddenAt, hiddenReason: creatorProfile.hiddenReason })
        .from(creatorProfile)
        .where(eq(creatorProfile.userId, id))
        .for("update");
      return row ?? null;
    }
  }
}

/**
 * Writes the hidden state. A creator profile's `is_listed` follows `hidden_at` through its trigger
 * (migration 0028), so the directory and /c/{url} drop or regain it in the same transaction.
 */
export async function writeHidden(
  tx: Executor,
  type: HideableType,
  id: string,
  state: { hiddenAt: Date | null; hiddenReason: string | null },
) {
  switch (type) {
    case "campaign":
      await tx.update(campaign).set(state).where(eq(campaign.id, id));
      return;
    case "package":
      await tx.update(creatorPackage).set(state).where(eq(creatorPackage.id, id));
      return;
    case "creator_profile":
      await tx.update(creatorProfile).set(state).where(eq(creatorProfile.userId, id));
      return;
  }
}

export const HIDEABLE_NAME: Record<HideableType, string> = { campaign: "Campaign", package: "Package", creator_profile: "Creator profile" };
