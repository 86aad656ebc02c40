import { and, count, eq } from "drizzle-orm";
import type { Db, Executor } from "@/server/db/database";
import { campaign, campaignProposal } from "@/server/db/schema";
import { AppError, notFound } from "@/server/errors";
import { transition } from "@/server/domain/events/transition";
import { isUuid } from "@/contracts/id";
import { createAndFundCampaignOrder } from "./create-campaign-order";
import { proposalMachine } from "./proposal-transitions";

/** The proposal if it belongs to a campaign of this buyer account; otherwise 404 (no probing). */
async function brandProposal(db: Executor, buyerAccountId: string, proposalId: string) {
  if (!isUuid(proposalId)) throw notFound("Proposal");
  const [row] = await db
    .select({ id: campaignProposal.id, campaignId: campaignProposal.campaignId, status: campaignProposal.status })
    .from(campaignProposal)
    .innerJoin(campaign, eq(campaign.id, campaignProposal.campaignId))
    .where(and(eq(campaignProposal.id, proposalId), eq(campaign.buyerAccountId, buyerAccountId)))
    .limit(1);
  if (!row) throw notFound("Proposal");
  return row;
}

/** The brand shortlists a submitted proposal (docs/product/campaigns-and-proposals.md). */
export async function shortlistProposal(db: Db, input: { buyerAccountId: string; proposalId: string }) {
  await db.transaction(async (tx) => {
    const p = await brandProposal(tx, input.buyerAccountId, input.proposalId);
    await transition(tx, proposalMachine, {
      id: p.id,
      to: "shortlisted",
      actor: { kind: "buyer", id: input.buyerAccountId },
      patch: {},
      payload: { campaignId: p.campaignId },
    });
  });
}

/** The brand rejects a submitted or shortlisted proposal, with an optional reason shown to the creator. */
export async function rejectProposal(db: Db, input: { buyerAccountId: string; proposalId: string; reason?: string; now?: Date }) {
  await db.transaction(async (tx) => {
    const p = await brandProposal(tx, input.buyerAccountId, input.proposalId);
    await transition(tx, proposalMachine, {
      id: p.id,
      to: "rejected",
      actor: { kind: "buyer", id: input.buyerAccountId },
      patch: { rejectionReason: input.reason?.trim() || null, decidedAt: input.now ?? new Date() },
      payload: { campaignId: p.campaignId, reason: "brand" },
    });
  });
}

/** The creator withdraws their own open proposal; anyone else's is a 404. */
export async function withdrawProposal(db: Db, input: { creatorUserId: string; proposalId: string; now?: Date }) {
  if (!isUuid(input.proposalId)) throw notFound("Proposal");
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: campaignProposal.id, campaignId: campaignProposal.campaignId })
      .from(campaignProposal)
      .where(and(eq(campaignProposal.id, input.proposalId), eq(campaignProposal.creatorUserId, input.creatorUserId)))
      .limit(1);
    if (!p) throw notFound("Proposal");
    await transition(tx, proposalMachine, {
      id: p.id,
      to: "withdrawn",
      actor: { kind: "creator", id: input.creatorUserId },
      patch: { decidedAt: input.now ?? new Date() },
      payload: { campaignId: p.campaignId },
    });
  });
}

/**
 * Accepting (docs/product/campaigns-and-proposals.md): in one transaction the proposal becomes accepted and the order for
 * its creator is created and funded from the wallet. The campaign's row is locked first, so
 * concurrent acceptances of one campaign count "creators wanted" one after the other and never
 * exceed it; two acceptances drawing on one wallet are kept apart by the ledger's balance check
 * under its own lock. A short wallet is `insufficient_funds` (402) and nothing is written.
 */
export async function acceptProposal(
  db: Db,
  input: { buyerAccountId: string; userId: string; proposalId: string; platformFeeBps: number; now?: Date },
): Promise<{ orderId: string }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const p = await brandProposal(tx, input.buyerAccountId, input.proposalId);
    const [c] = await tx.select().from(campaign).where(eq(campaign.id, p.campaignId)).for("update").limit(1);
    if (!c) throw notFound("Proposal");
    if (c.status !== "active" && c.status !== "paused")
      throw new AppError("invalid_state", `A ${c.status} campaign accepts no more proposals`);
    const [proposal] = await tx.select().from(campaignProposal).where(eq(campaignProposal.id, p.id)).for("update").limit(1);
    if (!proposal || proposal.status !== "shortlisted") {
      throw new AppError("invalid_state", `A ${proposal?.status ?? "missing"} proposal cannot be accepted; shortlist it first`);
    }
    const [accepted] = await tx
      .select({ n: count() })
      .from(campaignProposal)
      .where(and(eq(campaignProposal.campaignId, c.id), eq(campaignProposal.status, "accepted")));
    if ((accepted?.n ?? 0) >= c.creatorsWanted) {
      throw new AppError(
        "limit_reached",
        `This campaign wanted ${c.creatorsWanted} creator${c.creatorsWanted === 1 ? "" : "s"} and all are accepted`,
      );
    }
    const { orderId } = await createAndFundCampaignOrder(tx, {
      campaign: c,
      proposal,
      acceptedByUserId: input.userId,
      platformFeeBps: input.platformFeeBps,
      now,
    });
    await transition(tx, proposalMachine, {
      id: proposal.id,
      to: "accepted",
      actor: { kind: "buyer", id: input.buyerAccountId },
      patch: { orderId, decidedAt: now },
      payload: { campaignId: c.id, orderId, userId: input.userId },
    });
    return { orderId };
  });
}
