import "server-only";
import { and, eq } from "drizzle-orm";
import { getServerCaller } from "@/server/auth/server-session";
import { campaignProposal, marketOrder } from "@/server/db/schema";
import { getAppContext } from "@/server/runtime";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order an accepted proposal became, when the caller's buyer account placed it (SPEC.md §2
 * assets page); null otherwise — another brand's proposal looks exactly like one without an order.
 */
export async function findProposalOrderId(campaignId: string, proposalId: string): Promise<string | null> {
  if (!UUID.test(campaignId) || !UUID.test(proposalId)) return null;
  const caller = await getServerCaller();
  if (!caller) return null;
  const ctx = await getAppContext();
  const [row] = await ctx.db
    .select({ id: marketOrder.id })
    .from(marketOrder)
    .innerJoin(campaignProposal, eq(campaignProposal.id, marketOrder.proposalId))
    .where(
      and(
        eq(marketOrder.proposalId, proposalId),
        eq(campaignProposal.campaignId, campaignId),
        eq(marketOrder.buyerAccountId, caller.buyer.id),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
