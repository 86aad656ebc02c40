import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ProfileChecklist } from "@/components/creator/profile-checklist";
import { ReportButton } from "@/components/moderation/report-button";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { ApplyForm } from "@/features/campaigns/apply-form";
import { CampaignBrief } from "@/features/campaigns/campaign-brief";
import { PROPOSAL_STATUS_LABEL } from "@/features/campaigns/format";
import { profileCompleteness } from "@/lib/profile-completeness";
import { getServerCaller, getServerMe } from "@/server/auth/server-session";
import { loadCreatorCampaign } from "@/server/pages/campaigns";
import { loadPlatformFeeBps } from "@/server/pages/settings";

export const metadata: Metadata = { title: "Campaign", description: "A brand's campaign brief; apply with a proposal." };

async function CreatorCampaignPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const caller = await getServerCaller();
  if (!caller) return null;
  const [c, me, platformFeeBps] = await Promise.all([loadCreatorCampaign(caller, campaignId), getServerMe(), loadPlatformFeeBps()]);
  if (!c) notFound();
  // Proposals reach brands only from complete profiles (the server refuses the rest).
  const completeness = profileCompleteness(me);
  const live = c.my_proposal && ["submitted", "shortlisted", "accepted"].includes(c.my_proposal.status);
  return (
    <PageBody className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/dashboard/view-campaigns" className="text-primary text-sm underline-offset-4 hover:underline">
          ← All campaigns
        </Link>
        <ReportButton targetType="campaign" targetId={c.id} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="bg-card rounded-xl border p-4 sm:p-6">
          <CampaignBrief campaign={c} titleLevel={1} />
        </div>
        <aside aria-labelledby="apply-title" className="flex h-fit flex-col gap-3 rounded-xl border p-4">
          <h2 id="apply-title" className="text-lg font-semibold">
            Apply
          </h2>
          {c.invited && <Badge variant="success">The brand invited you</Badge>}
          {c.status !== "active" ? (
            <p className="text-muted-foreground text-sm">This campaign is no longer taking proposals.</p>
          ) : live ? (
            <p className="text-sm">
              You sent a proposal: <strong>{PROPOSAL_STATUS_LABEL[c.my_proposal!.status]}</strong>.{" "}
              <Link href="/dashboard/campaigns/proposals" className="text-primary underline-offset-4 hover:underline">
                See your proposals
              </Link>
            </p>
          ) : !completeness.isComplete ? (
            <ProfileChecklist
              completeness={completeness}
              title="Complete your profile to apply"
              description="Brands vet who pitches to them, so proposals open once all four parts of your profile are done."
            />
          ) : !c.qualifies && !c.invited ? (
            <div className="flex flex-col gap-2 text-sm">
              <p>You don&apos;t meet this campaign&apos;s requirements:</p>
              <ul className="list-disc pl-5">
                {c.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <Link href="/dashboard/settings" className="text-primary underline-offset-4 hover:underline">
                Update your profile
              </Link>
            </div>
          ) : (
            <ApplyForm
              campaignId={c.id}
              pricing={c.pricing}
              minCents={c.price_min_cents}
              maxCents={c.price_max_cents}
              videos={c.videos_per_creator}
              platformFeeBps={platformFeeBps}
            />
          )}
        </aside>
      </div>
    </PageBody>
  );
}

export default areaPage("creator", CreatorCampaignPage);
