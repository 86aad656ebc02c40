import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { areaPage } from "@/components/shell/area-guard";
import { PageBody, PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button-variants";
import { InviteToCampaign } from "@/features/campaigns/invite-to-campaign";
import { RemoveFromList } from "@/features/brand-discovery/list-manager";
import { CreatorCard } from "@/features/creator-directory/components/creator-card";
import { getServerCaller } from "@/server/auth/server-session";
import { loadCreatorList } from "@/server/pages/discovery";

export const metadata: Metadata = { title: "Saved list", description: "One of your team's creator lists." };

/** One saved list; another account's list id is the 404 page. */
async function CreatorListPage({ params }: { params: Promise<{ listId: string }> }) {
  const caller = await getServerCaller();
  if (!caller) return null;
  const data = await loadCreatorList(caller, (await params).listId);
  if (!data) notFound();
  const { list, campaigns } = data;
  const inviteOptions = campaigns.map((c) => ({ ...c, invited: false }));
  return (
    <PageBody>
      <Link
        href="/platform/creators/lists"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Saved lists
      </Link>
      <PageHeader
        title={list.name}
        description={`${list.creatorCount} ${list.creatorCount === 1 ? "creator" : "creators"}`}
        actions={
          <Link href="/platform/creators" className={buttonVariants({ variant: "outline" })}>
            Find more creators
          </Link>
        }
      />
      {list.creators.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center text-sm">
          Nobody on this list yet. Use “Save” on a creator in the directory.
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="list-creators">
          {list.creators.map((creator) => (
            <CreatorCard
              key={creator.userId}
              creator={creator}
              href={`/platform/creators/${creator.userId}`}
              actions={
                <>
                  <RemoveFromList listId={list.id} creatorUserId={creator.userId} creatorName={creator.name} />
                  {inviteOptions.length > 0 ? (
                    <InviteToCampaign
                      creatorUserId={creator.userId}
                      creatorName={creator.name}
                      campaigns={inviteOptions}
                      triggerClassName="h-8 px-3 text-sm"
                    />
                  ) : null}
                </>
              }
            />
          ))}
        </ul>
      )}
    </PageBody>
  );
}

export default areaPage("brand", CreatorListPage);
