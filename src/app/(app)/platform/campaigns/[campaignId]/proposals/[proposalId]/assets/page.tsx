import { ArrowLeft, Film } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { OrderReview } from "@/components/media/review-player/order-review";
import { AreaPage } from "@/components/shell/area-page";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody } from "@/components/shell/page-header";
import { getServerCaller } from "@/server/auth/server-session";
import { findBrandProposal } from "@/server/pages/campaigns";
import { loadOrderDetails } from "@/server/pages/orders";

export const metadata: Metadata = { title: "Proposal assets", description: "The content the creator uploaded for this proposal." };

type Params = Promise<{ campaignId: string; proposalId: string }>;

/**
 * A proposal's uploaded assets — the videos of the order the accepted proposal became,
 * in the review player. Before anything is delivered it stays the empty state; ids the proposal
 * page would answer 404 for get the same 404 here (findBrandProposal).
 */
async function ProposalAssetsPage({ params }: { params: Params }) {
  const { campaignId, proposalId } = await params;
  const proposalHref = `/platform/campaigns/${encodeURIComponent(campaignId)}/proposals/${encodeURIComponent(proposalId)}`;
  const caller = await getServerCaller();
  if (!caller) return null;
  const found = await findBrandProposal(caller, campaignId, proposalId);
  if (!found) notFound();
  const orderId = found.proposal.order_id;
  const details = orderId ? await loadOrderDetails("buyer", orderId) : null;
  if (!details || !details.videos.some((v) => v.uploadedAt)) {
    return (
      <AreaPage
        title="Proposal assets"
        description="The content the creator uploaded for this proposal."
        icon={Film}
        emptyTitle="No assets uploaded yet"
        emptyDescription="Videos the creator uploads for this proposal appear here for you to watch, comment on at an exact frame, approve or send back for a revision."
        actions={[{ label: "Back to the proposal", href: proposalHref, primary: true }]}
      />
    );
  }
  return (
    <PageBody>
      <div className="flex flex-col gap-4">
        <Link href={proposalHref} className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm">
          <ArrowLeft aria-hidden className="size-4" /> Back to the proposal
        </Link>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Proposal assets</h1>
          <p className="text-muted-foreground text-sm">
            {details.order.reference} · {details.order.creator.name} ·{" "}
            <Link href={`/platform/orders/${encodeURIComponent(details.order.id)}`} className="text-brand hover:underline">
              Open the order
            </Link>
          </p>
        </div>
        <OrderReview videos={details.videos} viewer="buyer" />
      </div>
    </PageBody>
  );
}

export default areaPage("brand", ProposalAssetsPage);
