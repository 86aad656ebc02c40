import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { publishProblems, type CampaignAction, type CampaignView } from "@/contracts/campaigns";
import type { Db, Tx } from "@/server/db/database";
import { buyerAccount, campaignProposal, plan } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { getSubscriptionAllowance } from "@/server/domain/billing/get-subscriptions";
import { transition } from "@/server/domain/events/transition";
import type { Actor } from "@/server/domain/events/types";
import { campaignMachine, type CampaignStatus } from "./campaign-transitions";
import { countLiveCampaigns } from "./count-live-campaigns";
import { ownCampaignOrThrow } from "./campaign-view";
import { OPEN_PROPOSAL_STATUSES, proposalMachine } from "./proposal-transitions";

const TARGET: Record<CampaignAction, CampaignStatus> = {
  publish: "active",
  pause: "paused",
  resume: "active",
  close: "closed",
  archive: "archived",
};

/**
 * Publishing needs room in the subscription allowance. The buyer account's row is locked first, so
 * two publishes of one account (two tabs, two members) count one after the other and never go
 * beyond `total_allowed` together (decision 028). The refusal names the plan that would allow it.
 */
async function assertAllowanceFor(tx: Tx, buyerAccountId: string) {
  await tx.select({ id: buyerAccount.id }).from(buyerAccount).where(eq(buyerAccount.id, buyerAccountId)).for("update");
  const [live, allowance] = await Promise.all([countLiveCampaigns(tx, buyerAccountId), getSubscriptionAllowance(tx, buyerAccountId)]);
  if (live < allowance.total_allowed) return;
  const [better] = await tx
    .select({ code: plan.code, name: plan.packageName, allowed: plan.allowedCampaigns })
    .from(plan)
    .where(and(eq(plan.isActive, true), gte(plan.allowedCampaigns, live + 1)))
    .orderBy(asc(plan.allowedCampaigns), asc(plan.sortOrder))
    .limit(1);
  const current =
    allowance.total_allowed === 0
      ? "Publishing a campaign needs a subscription."
      : `Your plan allows ${allowance.total_allowed} live campaign${allowance.total_allowed === 1 ? "" : "s"} and ${live} are live (closed ones count until archived).`;
  const upgrade = better ? ` The ${better.name} plan allows ${better.allowed}.` : " Archive a closed campaign to make room.";
  throw new AppError("limit_reached", current + upgrade, better ? { plan: better.code } : undefined);
}

/**
 * Closes a campaign and rejects its open proposals in the same transaction (docs/product/campaigns-and-proposals.md), as
 * the same actor, so each creator is told (their proposal's `rejected` event with reason
 * `campaign_closed` becomes a notification through the event consumers).
 */
export async function closeCampaignInTx(tx: Tx, campaignId: string, actor: Actor, now: Date): Promise<void> {
  await transition(tx, campaignMachine, { id: campaignId, to: "closed", actor, patch: { closedAt: now } });
  const open = await tx
    .select({ id: campaignProposal.id })
    .from(campaignProposal)
    .where(and(eq(campaignProposal.campaignId, campaignId), inArray(campaignProposal.status, [...OPEN_PROPOSAL_STATUSES])))
    .orderBy(campaignProposal.id)
    .for("update");
  for (const p of open) {
    await transition(tx, proposalMachine, {
      id: p.id,
      to: "rejected",
      actor,
      patch: { rejectionReason: "The campaign closed", decidedAt: now },
      payload: { reason: "campaign_closed", campaignId },
    });
  }
}

/** Publish, pause, resume, close or archive a campaign of this buyer account (docs/product/campaigns-and-proposals.md). */
export async function changeCampaignStatus(
  db: Db,
  input: { buyerAccountId: string; campaignId: string; action: CampaignAction; now?: Date },
): Promise<CampaignView> {
  const now = input.now ?? new Date();
  const actor: Actor = { kind: "buyer", id: input.buyerAccountId };
  await db.transaction(async (tx) => {
    const current = await ownCampaignOrThrow(tx, input.buyerAccountId, input.campaignId);
    const to = TARGET[input.action];
    if (input.action === "publish") {
      if (current.status !== "draft") throw new AppError("invalid_state", `A ${current.status} campaign cannot be published`);
      const problems = publishProblems(current, now);
      if (Object.keys(problems).length > 0) {
        throw new AppError("validation_error", `Finish the brief first: ${Object.values(problems)[0]}`, problems);
      }
      await assertAllowanceFor(tx, input.buyerAccountId);
      await transition(tx, campaignMachine, { id: current.id, to, actor, patch: { publishedAt: now } });
      return;
    }
    if (input.action === "close") return closeCampaignInTx(tx, current.id, actor, now);
    if (input.action === "resume" && current.application_deadline && new Date(current.application_deadline) <= now) {
      throw new AppError("invalid_state", "The application deadline has passed; close the campaign instead");
    }
    await transition(tx, campaignMachine, { id: current.id, to, actor, patch: {} });
  });
  return ownCampaignOrThrow(db, input.buyerAccountId, input.campaignId);
}
