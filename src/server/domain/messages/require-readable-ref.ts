import { eq } from "drizzle-orm";
import type { MessageRef } from "@/contracts/messages";
import type { Executor } from "@/server/db/database";
import { campaign, marketOrder } from "@/server/db/schema";
import { isUuid } from "@/contracts/id";
import { getCampaignForCreator } from "@/server/domain/campaigns/list-campaigns";
import { getProposal } from "@/server/domain/campaigns/list-proposals";
import type { Caller } from "@/server/domain/identity/resolve-caller";
import { isPartyOf } from "@/server/domain/orders/order-access";
import { AppError } from "@/server/errors";

/** What the route resolved about the sender; without it only what they read as a user counts. */
export type RefReader = { userId: string; caller?: Pick<Caller, "buyer" | "types"> };

/**
 * A message may refer only to what its sender can read themselves — an order they are a side of,
 * a proposal they wrote or received, a campaign of their account or one open to them as a
 * creator. Anything else is answered as if it did not exist (404), like the routes that read
 * these: a message must not vouch for, or probe, someone else's order.
 */
export async function requireReadableRef(db: Executor, reader: RefReader, ref: MessageRef): Promise<void> {
  const buyerAccountId = reader.caller?.buyer.id ?? null;
  if (!(await canRead(db, reader, buyerAccountId, ref))) {
    throw new AppError("not_found", `ref.id: There is no ${ref.type} of yours with this id`, {
      "ref.id": `There is no ${ref.type} of yours with this id`,
    });
  }
}

async function canRead(db: Executor, reader: RefReader, buyerAccountId: string | null, ref: MessageRef): Promise<boolean> {
  if (!isUuid(ref.id)) return false;
  switch (ref.type) {
    case "order": {
      const [order] = await db
        .select({ buyerAccountId: marketOrder.buyerAccountId, creatorUserId: marketOrder.creatorUserId })
        .from(marketOrder)
        .where(eq(marketOrder.id, ref.id))
        .limit(1);
      if (!order) return false;
      return (
        isPartyOf(order, { side: "creator", userId: reader.userId }) ||
        (buyerAccountId !== null && isPartyOf(order, { side: "buyer", buyerAccountId }))
      );
    }
    case "proposal":
      return found(getProposal(db, { proposalId: ref.id, buyerAccountId: buyerAccountId ?? "", userId: reader.userId }));
    case "campaign": {
      const [own] = await db.select({ buyerAccountId: campaign.buyerAccountId }).from(campaign).where(eq(campaign.id, ref.id)).limit(1);
      if (!own) return false;
      if (buyerAccountId !== null && own.buyerAccountId === buyerAccountId) return true;
      if (!reader.caller?.types.includes("creator")) return false;
      return found(getCampaignForCreator(db, { userId: reader.userId, campaignId: ref.id }));
    }
  }
}

/** Whether a read succeeded; its `not_found` means "not readable by this sender". */
async function found(read: Promise<unknown>): Promise<boolean> {
  try {
    await read;
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return false;
    throw error;
  }
}
